import { hasUpFilesSchema } from '../../documents/rules.js';
import { documentMessages } from '../../messages.js';
import { typeIs, type ModuleFormDefinition } from '../definition.js';
import { FORM_STEP_TITLES } from '../titles.js';

/** File Attachments, kept and checked by the documents module; a CCC has none. */
export const attachments = {
  page: 'attachments',
  title: () => FORM_STEP_TITLES.fileAttachments,
  name: () => FORM_STEP_TITLES.fileAttachments,
  required: (ctx) => !typeIs(ctx, 'ccc'),
  schema: hasUpFilesSchema,
  messages: documentMessages,
  keptBy: 'documents',
  testAnswers: () => [{ upload: 'missingDocuments' }],
} satisfies ModuleFormDefinition;
