import type { TypeCode } from '../applicationTypes.js';
import type { WizardConfig, WizardContext } from './required.js';

/** What an application says about itself that decides its route (the full data of `POST /obca/application` has it all). */
interface ContextSource {
  appTypeCode: string;
  config: WizardConfig;
  /** The applicant's own details are complete (spec point 3, userDetails / userValid). */
  userValid: boolean;
  applicantRole: string | null;
  app_notes: string;
}

/** The engine's context for an application: server and SPA build it the same way. 'Owner is agent' is answered once the role is non-empty. */
export function wizardContextOf(source: ContextSource): WizardContext {
  return {
    typeCode: source.appTypeCode as TypeCode,
    config: source.config,
    userDetailsMissing: !source.userValid,
    roleCompleted: Boolean(source.applicantRole),
    role: source.applicantRole,
    notes: source.app_notes,
  };
}
