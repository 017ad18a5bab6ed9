import {
  agentNeedPart,
  CONTACT_FORM_SUMMARY,
  savedContact,
  STORED_FORM_SUMMARIES,
  type ApplicationData,
  type AnswerRow,
  type ModuleForm,
  type SummarisedSectionForm,
} from '@consent/domain';
import type { ComponentType } from 'react';
import type { WizardCalls } from '../../api';
import { wizardRoutes } from '../../api/wizardRoutes';
import { AttachmentAnswers } from '../attachments/AttachmentAnswers';
import { ProjectContactAnswers } from '../contacts/summaryRows';
import { SiteLocationAnswers } from '../location/SiteLocationAnswers';
import { ProjectAnswers } from '../project/ProjectAnswers';

/** A section form's saved answers, read back by the browser and shown as rows. */
type ReadRows = (calls: WizardCalls, application: ApplicationData) => Promise<AnswerRow[]>;

type StoredSummaries = typeof STORED_FORM_SUMMARIES;

/** A stored form's rows: its first load read back as its summary says (ADR 0095: no schema, no registry). */
const storedRows =
  (form: keyof StoredSummaries): ReadRows =>
  async (calls, application) => {
    const summary = STORED_FORM_SUMMARIES[form] as unknown as {
      back: (loaded: unknown) => object;
      rows: (answers: object) => AnswerRow[];
    };
    const answers = summary.back(await calls.loadAnswers(form, application.id));
    // The agent's form has a second load, "Need Agent", a part of its answers merged in over the first's.
    if (form === 'agentDetails')
      Object.assign(answers, agentNeedPart((await calls.loadPart(wizardRoutes.needAgent, application.id)) as never));
    return summary.rows(answers);
  };

/**
 * How the browser reads each section form's answers back and shows them: a stored form by its first load (the store's
 * one load call), the contact forms from the application itself (read by their shape: our own server checked them).
 * Typed by the section forms, so such a form does not compile without its line.
 */
const SECTION_ROWS: { readonly [F in SummarisedSectionForm]: ReadRows } = {
  preApplication: storedRows('preApplication'),
  pim: storedRows('pim'),
  applicantRole: storedRows('applicantRole'),
  ownerDetails: storedRows('ownerDetails'),
  agentDetails: storedRows('agentDetails'),
  recordOfTitle: storedRows('recordOfTitle'),
  plg: storedRows('plg'),
  miscInfo: storedRows('miscInfo'),
  firstPointOfContact: async (_calls, application) => CONTACT_FORM_SUMMARY.rows(savedContact(application.firstContact)),
  invoicePayableBy: async (_calls, application) => CONTACT_FORM_SUMMARY.rows(savedContact(application.invoiceContact)),
};

/** How the browser reads a section form's saved answers back as rows, whichever form it is. */
export const sectionRows = (form: SummarisedSectionForm): ReadRows => SECTION_ROWS[form];

/** Each module form's answers on the summary page, shown by the module's own component. */
export const MODULE_ANSWERS: { readonly [F in ModuleForm]: ComponentType<{ application: ApplicationData }> } = {
  siteLocation: SiteLocationAnswers,
  project: ProjectAnswers,
  contacts: ProjectContactAnswers,
  attachments: AttachmentAnswers,
};
