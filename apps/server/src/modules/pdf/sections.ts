import {
  ECAN_ANSWERS_TITLE,
  agentAnswerRows,
  applicantRoleAnswerRows,
  certTitleAnswerRows,
  contactAnswerRows,
  ecanAnswerRows,
  miscAnswerRows,
  personAnswerRows,
  pimAnswerRows,
  plgAnswerRows,
  preApplicationAnswerRows,
  type ApplicationData,
  type WizardFormId,
} from '@consent/domain';
import type { SessionUser } from '../auth/service.js';
import type { WizardService } from '../wizard/service.js';
import { pdfRows, type PdfRow, type PdfSection } from './model.js';

/** What a section is built from: the signed-in user's application, loaded once. */
interface SectionInput {
  user: SessionUser;
  appId: number;
  data: ApplicationData;
  title: string;
}

/**
 * Builds the PDF's sections for one wizard form. The forms of the wizard module are built here; a module
 * that keeps another form's answers (site location, project, contacts) has its builder in moduleSections.ts.
 */
type SectionBuilder = (input: SectionInput) => Promise<PdfSection[]>;
/**
 * A builder for every form, so no answered form can be left out of the PDF: a new form id does not
 * compile until it has one. The attachments form is the PDF's own Documents part instead.
 */
export type SectionBuilders = Record<Exclude<WizardFormId, 'attachments'>, SectionBuilder>;
/** The forms whose answers another module keeps and reads through its service. */
export type ModuleFormId = 'siteLocation' | 'project' | 'contacts';

const section = (title: string, list: PdfRow[]): PdfSection[] => [{ title, rows: list }];

/** The sections of the wizard module's own forms (issue 4), from the application data and the wizard's loads. */
export function wizardSectionBuilders(wizard: () => WizardService): Omit<SectionBuilders, ModuleFormId> {
  return {
    preApplication: async ({ data, title }) => section(title, pdfRows(preApplicationAnswerRows(data.preApplication))),
    pim: async ({ user, appId, data, title }) => section(title, pdfRows(pimAnswerRows(await wizard().pim(user, appId), data.application_type))),
    applicantRole: async ({ data, title }) => section(title, pdfRows(applicantRoleAnswerRows(data.applicantRole))),
    ownerDetails: async ({ data, title }) => section(title, pdfRows(personAnswerRows(data.ownerDetails))),
    agentDetails: async ({ user, appId, data, title }) =>
      section(title, pdfRows(agentAnswerRows(await wizard().needAgent(user, appId), data.agentDetails))),
    firstPointOfContact: async ({ data, title }) => section(title, pdfRows(contactAnswerRows(data.firstContact))),
    invoicePayableBy: async ({ data, title }) => section(title, pdfRows(contactAnswerRows(data.invoiceContact))),
    recordOfTitle: async ({ user, appId, title }) => section(title, pdfRows(certTitleAnswerRows(await wizard().certTitle(user, appId)))),
    plg: async ({ user, appId, data, title }) => {
      const sections = section(title, pdfRows(plgAnswerRows(data.plgData)));
      const ecan = await wizard().ecan(user, appId);
      if (ecan.regional) sections.push({ title: ECAN_ANSWERS_TITLE, rows: pdfRows(ecanAnswerRows(ecan.data)) });
      return sections;
    },
    miscInfo: async ({ data, title }) => section(title, pdfRows(miscAnswerRows(data.miscData))),
  };
}
