import { appRoleSchema, checkAppRole } from '../../forms/applicant.js';
import { applicantRoleAnswerRows } from '../../forms/answers.js';
import { formMessages } from '../../messages.js';
import { pickMessages, type SectionFormDefinition } from '../definition.js';
import { FORM_STEP_TITLES } from '../titles.js';

/** Applicant's Role: every application asks it, as the owner's and agent's pages depend on it. */
export const applicantRole = {
  page: 'applicantRole',
  title: () => FORM_STEP_TITLES.applicantRole,
  name: () => FORM_STEP_TITLES.applicantRole,
  required: () => true,
  schema: appRoleSchema,
  messages: pickMessages(formMessages, 'roleUnanswered'),
  keptBy: 'sections',
  read: (stored) => ({ role: stored.role }),
  check: (answers, mode) => checkAppRole(answers.role ?? '', mode),
  summary: (answers) => applicantRoleAnswerRows(answers.role),
  testAnswers: (app) => [
    { post: '/obca/ajax/approle/:appId', body: { appId: app.appId, approle: app.role ?? 'owner' } },
  ],
} satisfies SectionFormDefinition<{ role: string | null }>;
