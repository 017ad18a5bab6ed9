import { projectContactDetailsSchema } from '../../contacts/projectContact.js';
import { contactMessages } from '../../messages.js';
import { typeIs, type ModuleFormDefinition } from '../definition.js';
import { FORM_STEP_TITLES } from '../titles.js';

/**
 * Project Contacts, kept by the contacts module. A resource consent uses the site, owner/agent, project
 * description and PLG pages (and attachments), so it has none; nor has a PIM, CoA or CPU.
 */
export const contacts = {
  page: 'contacts',
  title: () => FORM_STEP_TITLES.projectContacts,
  name: () => FORM_STEP_TITLES.projectContacts,
  required: (ctx) => !typeIs(ctx, 'pim', 'ca', 'cpu', 'rc'),
  schema: projectContactDetailsSchema,
  messages: contactMessages,
  keptBy: 'contacts',
  testAnswers: () => [{ post: '/obca/ajax/lbp/:appId', body: { has_lbp: 'no', step: 11 } }],
} satisfies ModuleFormDefinition;
