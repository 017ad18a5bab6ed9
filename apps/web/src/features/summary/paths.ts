/** Where the applicant lands after submitting: the confirmation of the application they signed. */
export const confirmationPath = (appId: number) => `/helix/app/obca/${appId}/submitted`;

/** A Change link's marker: after saving that page, the wizard returns to check your answers instead of moving on. */
export const RETURN_TO_CHECK = 'return';
export const changePath = (wizardPath: string) =>
  `${wizardPath}${wizardPath.includes('?') ? '&' : '?'}${RETURN_TO_CHECK}=check`;
