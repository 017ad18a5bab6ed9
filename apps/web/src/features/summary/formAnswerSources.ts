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
  firstPointOfContact: async (_calls, application) => storedContact(application.firstContact),
  invoicePayableBy: async (_calls, application) => storedContact(application.invoiceContact),
};

/** How the browser reads a section form's saved answers back, whichever form it is. */
export function sectionAnswers(form: SectionForm): LoadAnswers<SectionForm> {
  if (isStoredForm(form)) {
    const [first, ...others] = storedDefinition(form).store.load;
    const parts = others.filter((load) => load.part);
    // The first load's answer, read back into the form's answers as its definition says, with its parts' over it.
    return async (calls, application) => {
      const answers = first.back((await calls.loadAnswers(form, application.id)) as never);
      for (const part of parts)
        Object.assign(answers, part.back((await calls.loadPart(part.route as never, application.id)) as never));
      return answers as AnswersOf<Registry[SectionForm]>;
    };
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
