import { checkContact, contactSchema, type Contact, type ContactAttribute, type ValidationMode } from '@consent/domain';
import { AppError } from '../../http/errors.js';

/**
 * First point of contact and invoice payable by are saved as the application's firstContact and
 * invoiceContact attributes (`POST /access/app` action 'edit'). The attribute rules leave them
 * unchecked (spec point 5), so their content is checked here: its shape always, the contact save
 * rules unless the validation mode is 'none'. Null clears the answer.
 */
export function contactAttributeOrThrow(attribute: ContactAttribute, value: unknown, mode: ValidationMode): Contact | null {
  if (value === null || value === undefined) return null;
  const parsed = contactSchema.safeParse(value);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => {
      const field = [attribute, ...issue.path.map(String)].join('.');
      return { field, message: `${field}: ${issue.message}` };
    });
    throw new AppError(400, { result: 'invalid', message: details[0]!.message, details });
  }
  const problems = checkContact(parsed.data, mode, attribute);
  if (problems.length) throw new AppError(400, { result: 'invalid', message: problems[0]!.message, details: problems });
  return parsed.data;
}
