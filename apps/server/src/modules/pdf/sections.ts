import {
  ECAN_ANSWERS_TITLE,
  ecanAnswerRows,
  isModuleForm,
  sectionDefinition,
  type ApplicationData,
  type ModuleForm,
  type SectionForm,
  type WizardFormId,
} from '@consent/domain';
import type { ApplicationRow } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import type { WizardService } from '../wizard/service.js';
import { pdfRows, type PdfSection } from './model.js';

/** What a section is built from: the signed-in user's application, loaded once. */
interface SectionInput {
  user: SessionUser;
  appId: number;
  row: ApplicationRow;
  data: ApplicationData;
  title: string;
}

type SectionBuilder = (input: SectionInput) => Promise<PdfSection[]>;
/** The forms whose answers another module keeps and reads through its service; the attachments are the PDF's own Documents part. */
type ModuleFormId = Exclude<ModuleForm, 'attachments'>;
/** A builder for every module form (moduleSections.ts): a new module form does not compile until it has one. */
export type ModuleSectionBuilders = Readonly<Record<ModuleFormId, SectionBuilder>>;
/** The sections of any form the PDF shows. */
export type PdfSections = (form: Exclude<WizardFormId, 'attachments'>, input: SectionInput) => Promise<PdfSection[]>;

/**
 * The PDF's sections of every form: a section form's answers summarised by its definition in the registry (ADR 0031),
 * the same rows check your answers shows, so no form keeps a second summary here; a module form's by its module.
 */
export function pdfSections(wizard: WizardService, modules: ModuleSectionBuilders): PdfSections {
  /** A section form's answers as its definition reads them, which is what the summary page summarises. */
  const answersOf = (form: SectionForm, { row }: SectionInput): unknown => sectionDefinition(form).read(row);

  return async (form, input) => {
    if (isModuleForm(form)) return modules[form](input);
    const sections: PdfSection[] = [
      { title: input.title, rows: pdfRows(sectionDefinition(form).summary(answersOf(form, input))) },
    ];
    if (form === 'plg') {
      // The regional-council form shows beside FORM PLG 1 (legacy step 12 is not a form of its own).
      const ecan = await wizard.ecan(input.user, input.appId);
      if (ecan.regional) sections.push({ title: ECAN_ANSWERS_TITLE, rows: pdfRows(ecanAnswerRows(ecan.data)) });
    }
    return sections;
  };
}
