import { z } from 'zod';
import { statusAnswerSchema, successResult } from '../../contract/route.js';
import { appRoleSchema, checkAppRole } from '../../forms/applicant.js';
import { STORED_FORM_SUMMARIES } from '../formSummaries.js';
import { formMessages } from '../../messages.js';
import { pickMessages, readStoredAnswers, type StoredAnswers, type StoredFormDefinition } from '../definition.js';
import { answeringSaveCall, loadCall } from '../storeCalls.js';
import { FORM_PARTS } from '../formParts.js';

/** The role as the store keeps it: OWNER or AGENT, uppercased on save (spec point 4); null until it is answered. */
const roleAnswersSchema = z.object({ role: z.string().nullable() });
type RoleAnswers = z.output<typeof roleAnswersSchema>;

const role = z.string().nullable();

/** Applicant's Role: every application asks it, as the owner's and agent's pages depend on it. */
export const applicantRole = {
  ...FORM_PARTS.applicantRole,
  schema: roleAnswersSchema,
  messages: pickMessages(formMessages, 'roleUnanswered'),
  keptBy: 'sections',
  // The spec's load answers the role twice (appRole and role); its save names the application in its body too, and
  // answers the role as kept.
  store: {
    empty: { role: null },
    load: [
      loadCall(
        { path: '/obca/ajaxform/approle/:appId', response: z.object({ result: successResult, appRole: role, role }) },
        (answers: RoleAnswers) => ({ appRole: answers.role, role: answers.role }),
        STORED_FORM_SUMMARIES.applicantRole.back,
      ),
    ],
    save: answeringSaveCall(
      { path: '/obca/ajax/approle/:appId', body: appRoleSchema, response: statusAnswerSchema.extend({ role }) },
      (body) => ({ appId: body.appId, answers: { role: body.approle }, validation_mode: body.validation_mode }),
      (kept: RoleAnswers) => ({ role: kept.role }),
    ),
  },
  // Stored uppercased; a blank role (allowed unless the mode is 'all') keeps the role saved and writes nothing.
  onSave: (answers) => (answers.role ? { role: answers.role.toUpperCase() } : null),
  check: (answers, mode) => checkAppRole(answers.role ?? '', mode),
  summary: STORED_FORM_SUMMARIES.applicantRole.rows,
  testAnswers: (app) => [{ save: { appId: app.appId, approle: app.role ?? 'owner' } }],
} satisfies StoredFormDefinition<RoleAnswers>;

/** The applicant's role (OWNER or AGENT) as the store keeps it, from an application's stored answers; null if none. */
export const applicantRoleOf = (sections: StoredAnswers): string | null =>
  readStoredAnswers(applicantRole, sections.applicantRole).role;

/** The role attribute of `/access/app` as the role's form keeps it (its definition's onSave), under the form's id. */
export function keptRole(given: string): StoredAnswers {
  const kept = applicantRole.onSave({ role: given });
  return kept ? { applicantRole: kept } : {};
}
