import { projectContactDetailsSchema } from '../../contacts/projectContact.js';
import { contactMessages } from '../../messages.js';
import { type ModuleFormDefinition } from '../definition.js';
import { FORM_PARTS } from '../formParts.js';

/**
 * Project Contacts, kept by the contacts module. A resource consent uses the site, owner/agent, project
 * description and PLG pages (and attachments), so it has none; nor has a PIM, CoA or CPU.
 */
export const contacts = {
  ...FORM_PARTS.contacts,
  schema: projectContactDetailsSchema,
  messages: contactMessages,
  keptBy: 'contacts',
  testAnswers: () => [{ post: '/obca/ajax/lbp/:appId', body: { has_lbp: 'no', step: 11 } }],
} satisfies ModuleFormDefinition;
