import { z } from 'zod';
import { contactThatApplies } from './contactRules.js';

export { contactThatApplies, savedContact } from './contactRules.js';
import { CONTACT_NAME_MIN, CONTACT_TYPE, NOT_AVAILABLE, type ValidationMode } from '../constants.js';
import { formMessages, messages } from '../messages.js';
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  POSTCODE_PATTERN,
  nameText,
  problemList,
  text,
  type FormProblems,
} from './common.js';

/**
 * First point of contact and invoice payable by (spec point 3): contact type 1 owner, 2 agent,
 * 11 other; only "other" carries its own details. Phone or email may be 'NA' ("I don't have this information").
 */
export const contactSchema = z.strictObject({
  /** Which person this is, given by the server on save (contactId); what a client sends is not kept. */
  Id: z.number().int().positive().optional(),
  contactType: z.union([z.literal(CONTACT_TYPE.OWNER), z.literal(CONTACT_TYPE.AGENT), z.literal(CONTACT_TYPE.OTHER)]),
  name: nameText(200),
  company: nameText(200),
  phone: text(30),
  email: text(254),
  profession: text(100),
  street: text(200),
  suburb: text(100),
  region: text(100),
  city: text(100),
  postcode: text(10),
});
export type Contact = z.output<typeof contactSchema>;
export type ContactInput = z.input<typeof contactSchema>;

type Person = Pick<Contact, 'contactType' | 'name' | 'email' | 'phone'>;
const samePerson = (a: Person, b: Person) =>
  a.contactType === b.contactType &&
  (a.contactType !== CONTACT_TYPE.OTHER || (a.name === b.name && a.email === b.email && a.phone === b.phone));

/**
 * The `Id` of a first point of contact or invoice payer (spec point 3 "First contact / invoice payer:
 * contactType, Id, ..."): the number of the person within the application. The same person keeps their Id
 * when saved again and shares it with the other attribute when both name them (so the council can see the
 * invoice goes to its first contact); anyone else gets the next number. Owner and agent are one person each;
 * someone else (11) is the same person while their name, email and phone are.
 */
export function contactId(contact: Contact, previous: Contact | null, other: Contact | null): number {
  for (const known of [previous, other]) if (known?.Id && samePerson(known, contact)) return known.Id;
  return Math.max(0, previous?.Id ?? 0, other?.Id ?? 0) + 1;
}

/** The two contact attributes, saved through `POST /access/app` action 'edit' (spec point 3 "Create/edit attributes"). */
export type ContactAttribute = 'firstContact' | 'invoiceContact';
const CONTACT_UNANSWERED: Record<ContactAttribute, string> = {
  firstContact: formMessages.firstContactUnanswered,
  invoiceContact: formMessages.invoiceContactUnanswered,
};

/** The contact save rules of spec point 5 (for type 11, whose details are its own); skipped in mode 'none'. */
export function checkContact(contact: Contact | null, mode: ValidationMode, attribute: ContactAttribute): FormProblems {
  const prefix = attribute;
  const list = problemList(mode);
  if (!list.checkFormat) return list.problems;
  if (contact === null) {
    if (list.checkRequired) list.add(`${prefix}.contactType`, CONTACT_UNANSWERED[attribute]);
    return list.problems;
  }
  if (contact.contactType !== CONTACT_TYPE.OTHER) return list.problems;
  if (contact.name.length < CONTACT_NAME_MIN) list.add(`${prefix}.name`, messages.contactFullName);
  if (!contact.phone) list.add(`${prefix}.phone`, messages.contactPhone);
  else if (contact.phone !== NOT_AVAILABLE && !PHONE_PATTERN.test(contact.phone))
    list.add(`${prefix}.phone`, formMessages.phoneFormat);
  if (!contact.email) list.add(`${prefix}.email`, messages.contactEmail);
  else if (contact.email !== NOT_AVAILABLE && !EMAIL_PATTERN.test(contact.email))
    list.add(`${prefix}.email`, formMessages.emailFormat);
  if (contact.postcode && !POSTCODE_PATTERN.test(contact.postcode))
    list.add(`${prefix}.postcode`, formMessages.postcodeFormat);
  return list.problems;
}

/** A stored contact answer read back: null when it is not (or no longer) a valid contact. */
export function storedContact(value: unknown): Contact | null {
  // Not saved yet: no parse (a failed one builds its issues, on every read of an application, ADR 0082).
  if (value === undefined || value === null) return null;
  const parsed = contactSchema.safeParse(value);
  return parsed.success ? contactThatApplies(parsed.data) : null;
}
