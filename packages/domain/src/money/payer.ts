import { CONTACT_TYPE, NOT_AVAILABLE } from '../constants.js';
import type { Contact } from '../forms/contact.js';
import type { PersonDetail } from '../forms/applicant.js';

/** Whom an invoice is addressed to: a name, the address mail goes to, and a postal address (may be blank). */
export interface InvoicePayer {
  name: string;
  email: string;
  address: string;
}

const usable = (email: string | undefined) => (email && email !== NOT_AVAILABLE ? email : '');

/**
 * The invoice payer the applicant named in the wizard (spec: "Invoice Payable By"): the owner, the agent, or
 * someone else with their own details. With none named (the council does not ask, or a CCC), or one with no email,
 * the owner, and failing that the applicant who submitted: an invoice always has someone to go to.
 */
export function invoicePayer(
  contact: Contact | null,
  owner: PersonDetail | null,
  agent: PersonDetail | null,
  applicant: { fullName: string; email: string },
): InvoicePayer {
  const person = (p: PersonDetail | null) =>
    p && usable(p.email) ? { name: p.full_name, email: p.email, address: p.mail_address } : null;
  const named =
    contact?.contactType === CONTACT_TYPE.AGENT
      ? person(agent)
      : contact?.contactType === CONTACT_TYPE.OTHER && usable(contact.email)
        ? { name: contact.name, email: contact.email, address: '' }
        : null;
  return named ?? person(owner) ?? { name: applicant.fullName, email: applicant.email, address: '' };
}

/** An invoice's number as printed and quoted as the payment reference: "INV-2026-000042". */
export function invoiceNumberText(year: number, number: number): string {
  return `INV-${year}-${String(number).padStart(6, '0')}`;
}
