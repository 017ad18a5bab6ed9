import { hasUpFilesSchema } from '../../documents/rules.js';
import { documentMessages } from '../../messages.js';
import { type ModuleFormDefinition } from '../definition.js';
import { FORM_PARTS } from '../formParts.js';

/** File Attachments, kept and checked by the documents module; a CCC has none. */
export const attachments = {
  ...FORM_PARTS.attachments,
  schema: hasUpFilesSchema,
  messages: documentMessages,
  keptBy: 'documents',
  testAnswers: () => [{ upload: 'missingDocuments' }],
} satisfies ModuleFormDefinition;
