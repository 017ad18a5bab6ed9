/* The declaration's words and field ids without its schema (ADR 0095): check your answers draws them without zod. */

/**
 * The declaration the applicant accepts on the check-your-answers page before submitting, and that
 * the application's PDF prints above their signed name and the stored date (issue 15, point 4).
 */
export const DECLARATION_TEXT =
  'I declare that the information in this application and its documents is true and correct to the best of my knowledge, ' +
  'and that I am the owner of the building or am authorised by the owner to make this application on their behalf.';

export const declarationMessages = {
  notAccepted: 'Confirm that you agree to the declaration',
  nameMissing: 'Enter your full name to sign the declaration',
  nameTooLong: 'Your full name must be 200 characters or fewer',
} as const;

/** The field ids the check-your-answers page uses, so an error in its summary links to its field. */
export const DECLARATION_FIELDS = { accepted: 'declaration-accepted', signedName: 'declaration-name' } as const;

export interface Declaration {
  accepted: boolean;
  signedName: string;
}
