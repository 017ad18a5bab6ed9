import {
  isStoredForm,
  storedDefinition,
  storedContact,
  type AnswersOf,
  type ApplicationData,
  type FORM_REGISTRY,
  type ModuleForm,
  type SectionForm,
  type StoredForm,
} from '@consent/domain';
import type { ComponentType } from 'react';
import type { WizardCalls } from '../../api';
import { AttachmentAnswers } from '../attachments/AttachmentAnswers';
import { ProjectContactAnswers } from '../contacts/summaryRows';
import { SiteLocationAnswers } from '../location/SiteLocationAnswers';
import { ProjectAnswers } from '../project/ProjectAnswers';

type Registry = typeof FORM_REGISTRY;

type LoadAnswers<F extends SectionForm> = (
  calls: WizardCalls,
  application: ApplicationData,
) => Promise<AnswersOf<Registry[F]>>;

/**
 * How the browser reads each section form with columns of its own back (its own load call, or the application data);
 * the form's definition turns them into rows. Typed by the registry: such a form does not compile without its line.
 * A stored form needs none: the store's one load call reads it (sectionAnswers).
 */
const SECTION_ANSWERS: { readonly [F in Exclude<SectionForm, StoredForm>]: LoadAnswers<F> } = {
  applicantRole: (calls, application) => calls.role(application.id),
  agentDetails: async (calls, application) => ({
    ...(await calls.person('agent', application.id)),
    needagent: (await calls.needAgent(application.id)).needagent,
  }),
  firstPointOfContact: async (_calls, application) => storedContact(application.firstContact),
  invoicePayableBy: async (_calls, application) => storedContact(application.invoiceContact),
};

/** How the browser reads a section form's saved answers back, whichever form it is. */
export function sectionAnswers(form: SectionForm): LoadAnswers<SectionForm> {
  if (isStoredForm(form)) {
    const [first] = storedDefinition(form).store.load;
    // The first load's answer, read back into the form's answers as its definition says.
    return async (calls, application) =>
      first.back((await calls.loadAnswers(form, application.id)) as never) as AnswersOf<Registry[SectionForm]>;
  }
  return SECTION_ANSWERS[form];
}

/** Each module form's answers on the summary page, shown by the module's own component. */
export const MODULE_ANSWERS: { readonly [F in ModuleForm]: ComponentType<{ application: ApplicationData }> } = {
  siteLocation: SiteLocationAnswers,
  project: ProjectAnswers,
  contacts: ProjectContactAnswers,
  attachments: AttachmentAnswers,
};
