import { CONTACT_TYPE } from '../constants.js';
import type { Contact } from './contact.js';

// A contact answer as a page reads and draws it: no schema here (ADR 0089).

/** The details of a contact type that are its own: only "other" (11) has any; owner and agent are people already known. */
const OWN_DETAILS = [
  'name',
  'company',
  'phone',
  'email',
  'profession',
  'street',
  'suburb',
  'region',
  'city',
  'postcode',
] as const;

/**
 * What applies of a contact (issue 30.3): the owner or the agent keeps only its type (and Id); the fields of
 * "other" are cleared, so whatever came in them is not kept. The save and every reader go through it.
 */
export function contactThatApplies(contact: Contact): Contact {
  if (contact.contactType === CONTACT_TYPE.OTHER) return contact;
  const cleared = { ...contact };
  for (const field of OWN_DETAILS) cleared[field] = '';
  return cleared;
}

/**
 * A contact answer as our own server answered it (an application's `firstContact`, `invoiceContact`), read without a
 * schema: it was checked when saved (`contactSchema`), so only its shape is looked at: a known contact type, and text
 * in each of its own fields given. Null when it is not a contact, as `storedContact` reads it.
 */
export function savedContact(value: unknown): Contact | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const answer = value as Readonly<Record<string, unknown>>;
  const known: unknown[] = Object.values(CONTACT_TYPE);
  if (!known.includes(answer.contactType)) return null;
  if (OWN_DETAILS.some((field) => answer[field] !== undefined && typeof answer[field] !== 'string')) return null;
  const empty = Object.fromEntries(OWN_DETAILS.map((field) => [field, ''])) as Record<
    (typeof OWN_DETAILS)[number],
    string
  >;
  return contactThatApplies({ ...empty, ...(value as Contact) });
}
