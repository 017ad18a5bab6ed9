import {
  applicantRoleOf,
  userDetailsValid,
  wizardContextOf,
  type CouncilConfig,
  type WizardContext,
} from '@consent/domain';
import type { ApplicationRow } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';

/** The engine's context for a stored application, built as the SPA builds it from the application data. */
export function contextOf(
  row: Pick<ApplicationRow, 'typeCode' | 'sections' | 'notes'>,
  user: SessionUser,
  config: CouncilConfig,
): WizardContext {
  return wizardContextOf({
    appTypeCode: row.typeCode,
    config,
    userValid: userDetailsValid(user.fullName, user.details, Boolean(user.emailVerifiedAt)),
    applicantRole: applicantRoleOf(row.sections),
    app_notes: row.notes,
  });
}
