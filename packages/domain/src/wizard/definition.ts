import type { z } from 'zod';
import type { TypeCode } from '../applicationTypes.js';
import type { ValidationMode } from '../constants.js';
import type { CertTitle } from '../forms/certTitle.js';
import type { FormProblems } from '../forms/common.js';
import type { PersonDetail } from '../forms/applicant.js';
import type { MiscData } from '../forms/misc.js';
import type { PimAnswers } from '../forms/pim.js';
import type { PlgData } from '../forms/plg.js';
import type { PreApplication } from '../forms/preApplication.js';
import type { AnswerRow } from '../project/summary.js';
import type { WizardPageId } from './pages.js';
import type { WizardContext } from './required.js';

/*
 * What one wizard form is, in one place (issue 16 A.1): every part is required, so a definition that leaves one
 * out does not compile, and the registry (registry.ts) accepts only complete definitions. The web's screens and
 * the server's completion check read a form's parts from its definition, never from tables of their own.
 */

/** The messages a form's checks say; the texts themselves live once, in messages.ts, and are picked from there. */
type FormMessages = Readonly<Record<string, string | ((...args: never[]) => string)>>;

/** What every form has, wherever its answers are kept. */
interface FormParts {
  /** The wizard page that shows it. */
  readonly page: WizardPageId;
  /** Its step title (spec point 2, verbatim) for an application of this type. */
  readonly title: (typeCode: TypeCode) => string;
  /** Its name in a list of pages (the task list, "what changed"): its title unless a shorter one reads better. */
  readonly name: (typeCode: TypeCode) => string;
  /** Spec point 5 "Which wizard forms are required": whether this application must answer it. */
  readonly required: (ctx: WizardContext) => boolean;
  /** The shape its answers are sent and saved in. */
  readonly schema: z.ZodType;
  readonly messages: FormMessages;
}

/** The application's stored sections that the wizard's own forms read their answers from. */
export interface StoredSections {
  applicationType: number;
  typeCode: string;
  notes: string;
  preApplication: PreApplication | null;
  pim: PimAnswers | null;
  role: string | null;
  needAgent: string | null;
  ownerDetails: PersonDetail | null;
  agentDetails: PersonDetail | null;
  firstContact: unknown;
  invoiceContact: unknown;
  certTitle: CertTitle | null;
  plg: PlgData | null;
  misc: MiscData | null;
}

/** What a check may ask beyond the answers: today's date in New Zealand, and whether a council's reference exists. */
interface CheckEnv {
  today: string;
  referenceExists: (reference: string) => Promise<boolean>;
}

/** A form whose answers are the application's own sections: the domain reads, checks and summarises them. */
export interface SectionFormDefinition<Answers> extends FormParts {
  readonly keptBy: 'sections';
  /** Its answers read back from the stored sections (an unanswered form reads as its empty answers). */
  readonly read: (stored: StoredSections) => Answers;
  // check and summary are methods so that a definition of any answers is a SectionFormDefinition<unknown>.
  /** Every problem of its answers in this mode, as its save checks them. */
  check(answers: Answers, mode: ValidationMode, env: CheckEnv): FormProblems | Promise<FormProblems>;
  /** Its answers as check your answers shows them: no rows when it is not answered yet. */
  summary(answers: Answers): AnswerRow[];
}

/** The server modules that keep a form's answers in tables of their own. */
export const ANSWER_MODULES = ['locations', 'project', 'contacts', 'documents'] as const;
type AnswerModule = (typeof ANSWER_MODULES)[number];

/**
 * A form whose answers a module keeps in its own tables (parcels, buildings, contacts, documents): that module
 * reads and checks them, and the web shows them with the module's own answers component. Naming the module here
 * makes the server's and the web's maps of module forms complete by type: a new one does not compile without both.
 */
export interface ModuleFormDefinition extends FormParts {
  readonly keptBy: AnswerModule;
}

export type FormDefinition = SectionFormDefinition<unknown> | ModuleFormDefinition;

/** A form's answers, as its definition reads them back. */
export type AnswersOf<D> = D extends SectionFormDefinition<infer Answers> ? Answers : never;

/** Picks a form's own messages out of a shared message table, so the text stays in one place. */
export function pickMessages<T extends FormMessages, K extends keyof T>(table: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, table[key]])) as Pick<T, K>;
}

/** Whether the application is of one of these types: the words of most required-ness rules. */
export const typeIs = (ctx: Pick<WizardContext, 'typeCode'>, ...codes: TypeCode[]): boolean =>
  codes.includes(ctx.typeCode);
