import { checkContact, contactSchema, storedContact, type Contact } from '../../forms/contact.js';
import { CONTACT_FORM_SUMMARY } from '../formSummaries.js';
import { formMessages, messages } from '../../messages.js';
import { pickMessages, type SectionFormDefinition } from '../definition.js';
import { FORM_PARTS } from '../formParts.js';

/** The contact forms' messages: whom, then an "other" contact's own details. */
export const CONTACT_FORM_MESSAGES = pickMessages(messages, 'contactFullName', 'contactPhone', 'contactEmail');

/** First Point of Contact: governed by the council's enableFirstPointOfContact; a CCC does not ask it. */
export const firstPointOfContact = {
  ...FORM_PARTS.firstPointOfContact,
  schema: contactSchema,
  messages: { ...CONTACT_FORM_MESSAGES, ...pickMessages(formMessages, 'firstContactUnanswered') },
  keptBy: 'sections',
  // In the store under its form id, saved through the application's attributes (`/access/app`), its spec call.
  read: (stored) => storedContact(stored.sections.firstPointOfContact),
  check: (contact, mode) => checkContact(contact, mode, 'firstContact'),
  summary: CONTACT_FORM_SUMMARY.rows,
  testAnswers: (app) => [
    { post: '/access/app', body: { action: 'edit', appId: app.appId, data: { firstContact: { contactType: 1 } } } },
  ],
} satisfies SectionFormDefinition<Contact | null>;
