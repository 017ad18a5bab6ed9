import {
  checkContact,
  contactId,
  contactSchema,
  contactThatApplies,
  type Contact,
  type ContactAttribute,
  type ValidationMode,
} from '@consent/domain';
import { invalidAnswers, refuseIfInvalid } from '../../http/errors.js';

/**
 * First point of contact and invoice payable by are saved as the application's firstContact and
 * invoiceContact attributes (`POST /access/app` action 'edit'). The attribute rules leave them
 * unchecked (spec point 5), so their content is checked here: its shape always, the contact save
 * rules unless the validation mode is 'none'. Null clears the answer.
 */
export function contactAttributeOrThrow(
  attribute: ContactAttribute,
  value: unknown,
  mode: ValidationMode,
): Contact | null {
  if (value === null || value === undefined) return null;
  const parsed = contactSchema.safeParse(value);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => {
      const field = [attribute, ...issue.path.map(String)].join('.');
      return { field, message: `${field}: ${issue.message}` };
    });
    throw invalidAnswers(details);
  }
  const contact = contactThatApplies(parsed.data);
  refuseIfInvalid(checkContact(contact, mode, attribute));
  return contact;
}

const saved = (value: unknown): Contact | null => {
  const parsed = contactSchema.safeParse(value);
  return parsed.success ? contactThatApplies(parsed.data) : null;
};

/** The contact with its `Id` given here (contactId): the stored contact before it and the other attribute decide it. */
export function withContactId(contact: Contact | null, previous: unknown, other: unknown): Contact | null {
  if (!contact) return null;
  const { Id: _sent, ...rest } = contact;
  return { ...rest, Id: contactId(rest, saved(previous), saved(other)) };
}
