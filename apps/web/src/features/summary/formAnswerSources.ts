import {
  storedContact,
  type AnswersOf,
  type ApplicationData,
  type FORM_REGISTRY,
  type ModuleForm,
  type SectionForm,
} from '@consent/domain';
import type { ComponentType } from 'react';
import type { WizardCalls } from '../../api';
import { AttachmentAnswers } from '../attachments/AttachmentAnswers';
import { ProjectContactAnswers } from '../contacts/summaryRows';
import { SiteLocationAnswers } from '../location/SiteLocationAnswers';
import { ProjectAnswers } from '../project/ProjectAnswers';

type Registry = typeof FORM_REGISTRY;

/**
 * How the browser reads each section form's saved answers back (its own load call, or the application data); the
 * form's definition turns them into rows. Typed by the registry: a new section form does not compile without its line.
 */
export const SECTION_ANSWERS: {
  readonly [F in SectionForm]: (calls: WizardCalls, application: ApplicationData) => Promise<AnswersOf<Registry[F]>>;
} = {
  preApplication: (calls, application) => calls.preApplication(application.id),
  pim: (calls, application) => calls.pim(application.id),
  applicantRole: (calls, application) => calls.role(application.id),
  ownerDetails: (calls, application) => calls.person('owner', application.id),
  agentDetails: async (calls, application) => ({
    ...(await calls.person('agent', application.id)),
    needagent: (await calls.needAgent(application.id)).needagent,
  }),
  firstPointOfContact: async (_calls, application) => storedContact(application.firstContact),
  invoicePayableBy: async (_calls, application) => storedContact(application.invoiceContact),
  recordOfTitle: (calls, application) => calls.certTitle(application.id),
  plg: async (calls, application) => (await calls.plg(application.id)).data,
  miscInfo: async (calls, application) => (await calls.misc(application.id)).data,
};

/** Each module form's answers on the summary page, shown by the module's own component. */
export const MODULE_ANSWERS: { readonly [F in ModuleForm]: ComponentType<{ application: ApplicationData }> } = {
  siteLocation: SiteLocationAnswers,
  project: ProjectAnswers,
  contacts: ProjectContactAnswers,
  attachments: AttachmentAnswers,
};
