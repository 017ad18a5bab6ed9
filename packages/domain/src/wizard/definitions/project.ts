import { projectMessages } from '../../messages.js';
import { projectDataSchema } from '../../project/project.js';
import type { ModuleFormDefinition } from '../definition.js';
import { FORM_STEP_TITLES } from '../titles.js';

/**
 * Tell Us About Your Project ('Amendment' for an amendment), kept by the project module with its buildings.
 * Specified Systems is folded into it, so every application has the project page.
 */
export const project = {
  page: 'project',
  title: (typeCode) => (typeCode === 'abc' ? FORM_STEP_TITLES.amendment : FORM_STEP_TITLES.project),
  name: (typeCode) => (typeCode === 'abc' ? FORM_STEP_TITLES.amendment : FORM_STEP_TITLES.project),
  required: () => true,
  schema: projectDataSchema,
  messages: projectMessages,
  keptBy: 'project',
} satisfies ModuleFormDefinition;
