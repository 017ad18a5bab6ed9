import { z } from 'zod';
import { NAME_CONTROL_MESSAGE, hasControlCharacter } from './forms/common.js';

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

/** What is missing from a declaration (none when it is accepted and signed), in the page's order. */
export function checkDeclaration(value: unknown): { ok: true; signedName: string } | { ok: false; errors: string[] } {
  const body: { accepted?: unknown; signedName?: unknown } = value && typeof value === 'object' ? value : {};
  const errors: string[] = [];
  if (body.accepted !== true) errors.push(declarationMessages.notAccepted);
  const given = typeof body.signedName === 'string' ? body.signedName.trim() : '';
  const name = given.replace(/ +/g, ' ');
  if (!name) errors.push(declarationMessages.nameMissing);
  else if (hasControlCharacter(name)) errors.push(NAME_CONTROL_MESSAGE);
  else if (name.length > 200) errors.push(declarationMessages.nameTooLong);
  return errors.length ? { ok: false, errors } : { ok: true, signedName: name };
}

/** The completion call's body; its fields are checked by checkDeclaration, so each missing one gets its own message. */
export const completeApplicationBodySchema = z
  .object({ accepted: z.unknown().optional(), signedName: z.unknown().optional() })
  .nullish();
