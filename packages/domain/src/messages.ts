/**
 * Every message the spec quotes, verbatim, in one place. Server and SPA import these;
 * searching for a message's text lands here.
 */
export const messages = {
  invalidApplicationType: (value: unknown) => `Invalid Application Type ${String(value)}`,
  invalidApplicationParam: (value: unknown) => `Invalid Application Param ${String(value)}`,
  invalidApplicationRole: (value: unknown) => `Invalid Application Role ${String(value)}`,
  invalidAttribute: (name: string) => `Invalid Attribute ${name}`,
  invalidAttributeObject: 'Invalid Attribute Object',
  formNotLoaded: 'Form was not loaded',
  networkRequestFailed: 'Network request failed',
  unknownResult: 'Unknown result',
  unknownResultValue: (value: unknown) => `Unknown result: ${String(value)}`,
  multiproofNotAllowed: 'Error! You are not allowed to apply for multiproof application!',
  minorVariationUnavailable: (councilFullName: string) =>
    `${councilFullName} does not have any minor variation application forms available to download.`,
  selectCouncilTitle: 'Select council for new application',
} as const;

/** Messages of our own (the spec leaves these situations' wording open). */
export const productMessages = {
  signInRequired: 'Please sign in to continue.',
  wrongCredentials: 'The email address or password is not correct.',
  emailTaken: 'An account with this email address already exists. Sign in instead.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  applicationNotFound: 'Application not found.',
  applicationCompleted: 'This application has been completed and can no longer be changed.',
  councilNotFound: 'Council not found.',
  typeCannotChange: 'Only building consent applications (with or without a PIM) can change type.',
  typeNotOfferedHere: (value: unknown) =>
    `Application type ${String(value)} is started from the main page's own tile, not created directly.`,
  invalidStep: (value: unknown) => `Invalid step ${String(value)}`,
  foreignOrigin: 'This request came from another site and was refused.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Your work has not been lost; please try again.',
} as const;
