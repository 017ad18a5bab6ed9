import type { PersonDetail } from '../forms/applicant.js';
import type { CertTitle } from '../forms/certTitle.js';
import type { YesNo } from '../forms/common.js';
import type { MiscData } from '../forms/misc.js';
import type { PimAnswers } from '../forms/pim.js';
import type { PlgData } from '../forms/plg.js';
import type { PreApplication } from '../forms/preApplication.js';
import type { AnswerRow } from '../project/summary.js';
import {
  agentAnswerRows,
  applicantRoleAnswerRows,
  certTitleAnswerRows,
  contactAnswerRows,
  miscAnswerRows,
  pimAnswerRows,
  plgAnswerRows,
  preApplicationAnswerRows,
  personAnswerRows,
} from '../forms/answers.js';

/*
 * How check your answers reads each section form back and shows it as rows, without the form's schemas (ADR 0095):
 * the summary page is drawn with this table and formParts.ts, so it loads no zod. Each definition (definitions/)
 * takes its `summary` and its first load's `back` from here, so they are written once. The answers read are our own
 * server's, which answered them through the load's response schema.
 */

/** A person form's first load: the details as stored, and whether this application asks for their street address. */
interface PersonLoaded {
  data: PersonDetail;
  streetAddressRequired: boolean;
}

/** A `{ result, data }` load's answers. */
const dataOf = <T>(loaded: { data: T }): T => loaded.data;
/** A load answering the form's answers beside `result`. */
const besideResult = <T extends object>({ result: _result, ...answers }: T & { result: string }): T =>
  answers as unknown as T;

/** A stored form's summary: its first load read back into its answers, and its answers as rows. */
export interface StoredFormSummary<Loaded, Answers> {
  readonly back: (loaded: Loaded) => Answers;
  readonly rows: (answers: Answers) => AnswerRow[];
}

const stored = <Loaded, Answers>(summary: StoredFormSummary<Loaded, Answers>) => summary;

/** The stored section forms' summaries, by form. */
export const STORED_FORM_SUMMARIES = {
  preApplication: stored({
    back: (loaded: PreApplication & { result: string }) => besideResult<PreApplication>(loaded),
    rows: preApplicationAnswerRows,
  }),
  pim: stored({
    back: ({ appType, answered, pimClasses, notes }: PimAnswers & { appType: number; result: string }) => ({
      appType,
      answered,
      pimClasses: [...pimClasses],
      notes,
    }),
    rows: (answers: PimAnswers & { appType: number }) => pimAnswerRows(answers, answers.appType),
  }),
  applicantRole: stored({
    back: (loaded: { role: string | null }) => ({ role: loaded.role }),
    rows: (answers: { role: string | null }) => applicantRoleAnswerRows(answers.role),
  }),
  ownerDetails: stored({
    back: ({ data, streetAddressRequired }: PersonLoaded) => ({ data, streetAddressRequired }),
    rows: (answers: PersonLoaded) => personAnswerRows(answers.data),
  }),
  agentDetails: stored({
    // The "Need Agent" answer is a part of its own (`agentNeedPart`), merged in over this.
    back: ({ data, streetAddressRequired }: PersonLoaded): PersonLoaded & { needagent: YesNo } => ({
      data,
      streetAddressRequired,
      needagent: '',
    }),
    rows: (answers: PersonLoaded & { needagent: YesNo }) => agentAnswerRows(answers.needagent, answers.data),
  }),
  recordOfTitle: stored({
    back: (loaded: CertTitle & { result: string }) => besideResult<CertTitle>(loaded),
    rows: certTitleAnswerRows,
  }),
  plg: stored({ back: dataOf<PlgData>, rows: plgAnswerRows }),
  miscInfo: stored({ back: dataOf<MiscData>, rows: miscAnswerRows }),
};

/** The agent's form's second load, "Need Agent": a part of its answers, merged in over its first load's. */
export const agentNeedPart = ({ needagent }: { needagent: YesNo }) => ({ needagent });

/** The contact forms' answers come with the application; shown alike. */
export const CONTACT_FORM_SUMMARY = { rows: (contact: unknown) => contactAnswerRows(contact) };

/** The section forms: their answers are the application's own sections, shown by the rows above. */
export type SummarisedSectionForm = keyof typeof STORED_FORM_SUMMARIES | 'firstPointOfContact' | 'invoicePayableBy';

const SECTION_FORMS: readonly string[] = [
  ...Object.keys(STORED_FORM_SUMMARIES),
  'firstPointOfContact',
  'invoicePayableBy',
];

/** Whether a form's answers are a section of the application (else a server module keeps them and shows them). */
export const isSummarisedSection = (form: string): form is SummarisedSectionForm => SECTION_FORMS.includes(form);
