import {
  SINGLE_PAGE_AFTER_OWN,
  SINGLE_PAGE_BEFORE_OWN,
  checkSinglePage,
  singlePageFormOf,
  storedSinglePage,
  type SinglePageForm,
  EMPTY_CERT_TITLE,
  EMPTY_ECAN,
  EMPTY_MISC,
  EMPTY_PERSON,
  EMPTY_PLG,
  UNANSWERED_PIM,
  checkAppRole,
  checkCertTitle,
  checkContact,
  checkEcan,
  checkMisc,
  checkNeedAgent,
  checkPerson,
  checkPim,
  checkPlg,
  checkPreApplication,
  contactSchema,
  isPageRequired,
  messages,
  nzToday,
  regionalCouncilFormShown,
  requiredForms,
  streetAddressRequired,
  visibleForms,
  type Council,
  type CouncilConfig,
  type FormProblems,
  type ValidationMode,
  type WizardContext,
  type WizardFormId,
  type WizardPageId,
  type YesNo,
} from '@consent/domain';
import type { ApplicationRow } from '../applications/repo.js';
import type { SessionUser } from '../auth/service.js';
import { contextOf } from './context.js';

export interface UnansweredInput {
  row: ApplicationRow;
  user: SessionUser;
  council: Council;
  config: CouncilConfig;
  mode: ValidationMode;
  referenceExists: (ref: string) => Promise<boolean>;
  /** Checks of forms whose answers another module keeps (attachments: the documents module), by form. */
  otherChecks?: OtherFormChecks;
}

export type OtherFormChecks = Partial<Record<WizardFormId, (row: ApplicationRow, mode: ValidationMode) => Promise<FormProblems>>>;

const contactOrNull = (value: unknown) => {
  const parsed = contactSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * The wizard's own forms this application must answer, checked as their saves check them. The site
 * location (the locations module), Project Contacts (the contacts module) and file attachments (the
 * documents module) are checked by the module that keeps them, through `otherChecks` (see app.ts).
 */
type FormCheck = (input: UnansweredInput) => FormProblems | Promise<FormProblems>;

const FORM_CHECKS: Partial<Record<WizardFormId, FormCheck>> = {
  async preApplication({ row, mode, referenceExists }) {
    const pre = row.preApplication;
    const answer = !pre?.preAppAnswered ? '' : pre.haveRefNumber ? 'yes' : 'no';
    const problems = checkPreApplication(answer, pre?.refNumber ?? '', mode);
    if (problems.length || mode !== 'all' || answer !== 'yes') return problems;
    return (await referenceExists(pre!.refNumber ?? '')) ? [] : [{ field: 'ref_number', message: messages.preAppReferenceNotFound }];
  },
  pim: ({ row, mode }) => checkPim(row.applicationType, row.pim ?? UNANSWERED_PIM, mode),
  applicantRole: ({ row, mode }) => checkAppRole(row.role ?? '', mode),
  ownerDetails: ({ row, mode }) =>
    checkPerson(row.ownerDetails ?? EMPTY_PERSON, mode, { who: 'owner', streetRequired: streetAddressRequired({ typeCode: row.typeCode as never, notes: row.notes }) }),
  agentDetails({ row, mode }) {
    const needAgent = (row.needAgent ?? '') as YesNo;
    const problems = checkNeedAgent(needAgent, mode);
    if (problems.length || needAgent === 'no') return problems;
    const streetRequired = streetAddressRequired({ typeCode: row.typeCode as never, notes: row.notes });
    return checkPerson(row.agentDetails ?? EMPTY_PERSON, mode, { who: 'agent', streetRequired });
  },
  firstPointOfContact: ({ row, mode }) => checkContact(contactOrNull(row.firstContact), mode, 'firstContact'),
  invoicePayableBy: ({ row, mode }) => checkContact(contactOrNull(row.invoiceContact), mode, 'invoiceContact'),
  recordOfTitle: ({ row, mode }) => checkCertTitle(row.certTitle ?? EMPTY_CERT_TITLE, mode),
  plg: ({ row, mode }) => checkPlg(row.plg ?? EMPTY_PLG, mode, nzToday()),
  miscInfo: ({ row, mode }) => checkMisc(row.misc ?? EMPTY_MISC, mode),
};

/** Every problem of one form, checked as the wizard checks it (the single-page forms reuse the wizard's rules). */
export async function formProblems(form: WizardFormId, input: UnansweredInput): Promise<FormProblems> {
  const check = FORM_CHECKS[form];
  const other = input.otherChecks?.[form];
  return check ? check(input) : other ? other(input.row, input.mode) : [];
}

/** The first problem of every required form of this issue that is not validly answered, in page order. */
export async function unansweredForms(input: UnansweredInput): Promise<string[]> {
  if (input.mode === 'none') return [];
  const single = singlePageFormOf(input.row.param);
  if (single) return singlePageUnanswered(input, single);
  const ctx = contextOf(input.row, input.user, input.config);
  const messagesInOrder: string[] = [];
  for (const form of requiredForms(ctx)) {
    const check = FORM_CHECKS[form];
    const other = input.otherChecks?.[form];
    const problems = check ? await check(input) : other ? await other(input.row, input.mode) : [];
    if (problems.length) messagesInOrder.push(problems[0]!.message);
    if (form === 'plg') {
      const ecan = regionalProblems(input, ctx);
      if (ecan.length) messagesInOrder.push(ecan[0]!.message);
    }
  }
  return messagesInOrder;
}

/** The regional-council form shows with FORM PLG 1 (legacy step 12 moves on to 13): its problems, when it shows. */
function regionalProblems(input: UnansweredInput, ctx: WizardContext): FormProblems {
  if (!regionalCouncilFormShown(input.council.isRegional, isPageRequired('plg', ctx))) return [];
  return checkEcan(input.row.ecan ?? EMPTY_ECAN, input.mode, nzToday());
}

/** How many problems a page still has, each of its forms checked as the wizard checks it: the task list's "completed". */
export async function pageProblemCount(page: WizardPageId, ctx: WizardContext, input: UnansweredInput): Promise<number> {
  let count = page === 'plg' ? regionalProblems(input, ctx).length : 0;
  for (const form of visibleForms(page, ctx)) count += (await formProblems(form, input)).length;
  return count;
}

/** A fast-track or flood-affected application answers its single page's sections, not the wizard's pages. */
async function singlePageUnanswered(input: UnansweredInput, form: SinglePageForm): Promise<string[]> {
  const own = checkSinglePage(form, storedSinglePage(form, input.row.singlePage), input.mode);
  const problems = [
    ...(await Promise.all(SINGLE_PAGE_BEFORE_OWN.map((id) => formProblems(id, input)))),
    own,
    ...(await Promise.all(SINGLE_PAGE_AFTER_OWN.map((id) => formProblems(id, input)))),
  ];
  return problems.filter((list) => list.length).map((list) => list[0]!.message);
}
