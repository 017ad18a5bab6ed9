import {
  SINGLE_PAGE_AFTER_OWN,
  SINGLE_PAGE_BEFORE_OWN,
  checkSinglePage,
  singlePageFormOf,
  storedSinglePage,
  type SinglePageForm,
  EMPTY_ECAN,
  checkEcan,
  isModuleForm,
  isPageRequired,
  nzToday,
  regionalCouncilFormShown,
  requiredForms,
  sectionDefinition,
  visibleForms,
  type Council,
  type CouncilConfig,
  type FormProblems,
  type ModuleForm,
  type SectionForm,
  type ValidationMode,
  type WizardContext,
  type WizardFormId,
  type WizardPageId,
} from '@consent/domain';
import type { ApplicationRow } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import { contextOf } from './context.js';

export interface UnansweredInput {
  row: ApplicationRow;
  user: SessionUser;
  council: Council;
  config: CouncilConfig;
  mode: ValidationMode;
  referenceExists: (ref: string) => Promise<boolean>;
  /** The checks of the forms whose answers another module keeps, one for every such form (see services.ts). */
  moduleChecks: ModuleChecks;
}

/** A module form's check, by form: the type has every module form, so a new one cannot be left unchecked. */
export type ModuleChecks = {
  readonly [F in ModuleForm]: (row: ApplicationRow, mode: ValidationMode) => Promise<FormProblems>;
};

/**
 * Every problem of one form, checked as its save checks it: a section form by its definition over the stored
 * answers, a module form by the module that keeps it (the single-page forms reuse the wizard's rules).
 */
export async function formProblems(form: WizardFormId, input: UnansweredInput): Promise<FormProblems> {
  if (isModuleForm(form)) return input.moduleChecks[form](input.row, input.mode);
  return checkAnswers(form, sectionDefinition(form).read(input.row), input.mode, input.referenceExists);
}

/** A section form's check of these answers, as its save checks them and every later check of the stored ones. */
export function checkAnswers(
  form: SectionForm,
  answers: unknown,
  mode: ValidationMode,
  referenceExists: (reference: string) => Promise<boolean>,
) {
  return sectionDefinition(form).check(answers, mode, { today: nzToday(), referenceExists });
}

/** The first problem of every required form of this issue that is not validly answered, in page order. */
export async function unansweredForms(input: UnansweredInput): Promise<string[]> {
  if (input.mode === 'none') return [];
  const single = singlePageFormOf(input.row.param);
  if (single) return singlePageUnanswered(input, single);
  const ctx = contextOf(input.row, input.user, input.config);
  const messagesInOrder: string[] = [];
  for (const form of requiredForms(ctx)) {
    const problems = await formProblems(form, input);
    const [first] = problems;
    if (first) messagesInOrder.push(first.message);
    if (form === 'plg') {
      const ecan = regionalProblems(input, ctx);
      const [firstEcan] = ecan;
      if (firstEcan) messagesInOrder.push(firstEcan.message);
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
export async function pageProblemCount(
  page: WizardPageId,
  ctx: WizardContext,
  input: UnansweredInput,
): Promise<number> {
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
  return problems.flatMap(([first]) => (first ? [first.message] : []));
}
