import { checkContact, contactSchema, storedContact, type Contact } from '../../forms/contact.js';
import { CONTACT_FORM_SUMMARY } from '../formSummaries.js';
import { formMessages } from '../../messages.js';
import { pickMessages, type SectionFormDefinition } from '../definition.js';
import { CONTACT_FORM_MESSAGES } from './firstPointOfContact.js';
import { FORM_PARTS } from '../formParts.js';

/**
 * Invoice Payable By: governed by the council's enableFeesInvoiceChargeTo (fees invoice charge to = who the invoice
 * is payable by); a CCC does not ask it. Its page shows when either contact form is.
 */
export const invoicePayableBy = {
  ...FORM_PARTS.invoicePayableBy,
  schema: contactSchema,
  messages: { ...CONTACT_FORM_MESSAGES, ...pickMessages(formMessages, 'invoiceContactUnanswered') },
  keptBy: 'sections',
  // In the store under its form id, saved through the application's attributes (`/access/app`), its spec call.
  read: (stored) => storedContact(stored.sections.invoicePayableBy),
  check: (contact, mode) => checkContact(contact, mode, 'invoiceContact'),
  summary: CONTACT_FORM_SUMMARY.rows,
  testAnswers: (app) => [
    { post: '/access/app', body: { action: 'edit', appId: app.appId, data: { invoiceContact: { contactType: 1 } } } },
  ],
} satisfies SectionFormDefinition<Contact | null>;
