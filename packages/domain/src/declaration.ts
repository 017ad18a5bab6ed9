import { z } from 'zod';
import { NAME_CONTROL_MESSAGE, hasControlCharacter } from './forms/common.js';

export * from './declarationWords.js';
import { declarationMessages } from './declarationWords.js';

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
