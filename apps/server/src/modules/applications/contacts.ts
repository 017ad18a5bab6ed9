import {
  FORM_REGISTRY,
  contactId,
  contactSchema,
  contactThatApplies,
  storedContact,
  type Contact,
  type ContactAttribute,
  type StoredAnswers,
  type ValidationMode,
} from '@consent/domain';
import { invalidAnswers, refuseIfInvalid } from '../../http/errors.js';

/** The form each contact attribute answers, the key its answer is kept under in the store of section forms. */
export const CONTACT_FORMS = {
  firstContact: 'firstPointOfContact',
  invoiceContact: 'invoicePayableBy',
} as const satisfies Record<ContactAttribute, keyof typeof FORM_REGISTRY>;

/**
 * First point of contact and invoice payable by are saved as the application's firstContact and
 * invoiceContact attributes (`POST /access/app` action 'edit') and kept in the store under their forms' ids.
 * The attribute rules leave them unchecked (spec point 5), so their content is checked here: its shape always,
 * then by its form's definition in the requested mode (the one call site of its rules). Null clears the answer.
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
  refuseIfInvalid(FORM_REGISTRY[CONTACT_FORMS[attribute]].check(contact, mode));
  return contact;
}

/** A contact attribute's stored answer, as saved (an unchecked value given at creation included); null when none. */
export const savedContact = (sections: StoredAnswers, attribute: ContactAttribute): unknown =>
  sections[CONTACT_FORMS[attribute]] ?? null;

/** The contact with its `Id` given here (contactId): the stored contact before it and the other attribute decide it. */
export function withContactId(contact: Contact | null, previous: unknown, other: unknown): Contact | null {
  if (!contact) return null;
  const { Id: _sent, ...rest } = contact;
  return { ...rest, Id: contactId(rest, storedContact(previous), storedContact(other)) };
}
