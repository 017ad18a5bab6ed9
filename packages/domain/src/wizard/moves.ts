import { DEFAULT_VALIDATION_MODE, type ValidationMode } from '../constants.js';
import { messages } from '../messages.js';
import type { WizardFormId } from './formParts.js';
import { nextPage, previousPage } from './navigation.js';
import { legacyStepForPage, type WizardPageId } from './pages.js';
import { visibleForms, type WizardContext } from './required.js';
import { summaryPath } from './summary.js';

type Errors = readonly string[];

/** What the page hands the engine: its forms' own checks and saves, and whether each is rendered. */
interface MoveInput {
  current: WizardPageId;
  ctx: WizardContext;
  /** Validation mode: 'none' skips validation; default 'all'. */
  mode?: ValidationMode;
  /** A form is loaded once rendered; an unloaded form refuses to save. */
  isLoaded: (form: WizardFormId) => boolean;
  /** The form's errors in this mode; empty when valid. */
  validate: (form: WizardFormId, mode: ValidationMode) => Errors | Promise<Errors>;
  /** Saves the form with this validation_mode; resolves to the server's errors, empty on success. */
  save: (form: WizardFormId, mode: ValidationMode) => Errors | Promise<Errors>;
  /** Where exceptions while saving are logged. */
  log: (line: string, error: unknown) => void;
}

interface MoveForwardInput extends MoveInput {
  applicationId: number | string;
  random: () => number;
}

/** Outcomes that keep the applicant on the page. */
type Stay = { outcome: 'save-error'; errors: string[]; first: string } | { outcome: 'exception'; error: unknown };

type ForwardOutcome =
  /** Stay and show the first error; in mode 'all' the applicant may skip it (move on with mode 'none'). */
  | { outcome: 'invalid'; errors: string[]; first: string; skippable: boolean }
  | { outcome: 'next'; page: WizardPageId; step: number }
  | { outcome: 'complete'; summaryPath: string }
  | Stay;

type BackOutcome =
  /** `errors` are the page's validation errors: shown, but they do not block going back. */
  | { outcome: 'previous'; page: WizardPageId; step: number; errors: string[] }
  /** Back was asked for on the first required page (where no Back button shows): nothing happens. */
  | { outcome: 'no-previous' }
  | Stay;

type RefreshOutcome = { outcome: 'refreshed' } | Stay;

export const SAVE_EXCEPTION_LOG = 'Exception while saving the wizard page';

async function collect(forms: WizardFormId[], run: (form: WizardFormId) => Errors | Promise<Errors>) {
  const errors: string[] = [];
  for (const form of forms) errors.push(...(await run(form)));
  return errors;
}

/** A save error when there is one: the stay shows the first of the list. */
const saveError = (errors: string[]): Stay | null => {
  const [first] = errors;
  return first === undefined ? null : { outcome: 'save-error', errors, first };
};

/** Saving or navigating while a form is not rendered is refused with 'Form was not loaded'. */
function refuseUnloaded(input: MoveInput, forms: WizardFormId[]): Stay | null {
  return forms.some((form) => !input.isLoaded(form)) ? saveError([messages.formNotLoaded]) : null;
}

function validatePage(input: MoveInput, forms: WizardFormId[], mode: ValidationMode): Promise<string[]> {
  return mode === 'none' ? Promise.resolve([]) : collect(forms, (form) => input.validate(form, mode));
}

/** Every visible form is saved, one after another, even when an earlier save fails, so nothing typed is dropped. */
function savePage(input: MoveInput, forms: WizardFormId[], mode: ValidationMode): Promise<string[]> {
  return collect(forms, (form) => input.save(form, mode));
}

/** Moving forward (spec point 4): validate, stay on any error; else save, stay on a save error; else go on. */
export async function moveForward(input: MoveForwardInput): Promise<ForwardOutcome> {
  const mode = input.mode ?? DEFAULT_VALIDATION_MODE;
  try {
    const forms = visibleForms(input.current, input.ctx);
    const refused = refuseUnloaded(input, forms);
    if (refused) return refused;
    const validationErrors = await validatePage(input, forms, mode);
    const [first] = validationErrors;
    if (first !== undefined) {
      return { outcome: 'invalid', errors: validationErrors, first, skippable: mode === 'all' };
    }
    const saveErrors = await savePage(input, forms, mode);
    const saveRefusal = saveError(saveErrors);
    if (saveRefusal) return saveRefusal;
    const page = nextPage(input.current, input.ctx);
    if (page === null) return { outcome: 'complete', summaryPath: summaryPath(input.applicationId, input.random) };
    return { outcome: 'next', page, step: legacyStepForPage(page) };
  } catch (error) {
    input.log(SAVE_EXCEPTION_LOG, error);
    return { outcome: 'exception', error };
  }
}

/**
 * Moving back (spec point 4): validate (errors do not block), save the incomplete data with
 * validation_mode 'none' so the server keeps it, then go to the previous required page. A save
 * that fails keeps the applicant on the page, so going back never loses what they typed.
 */
export async function moveBack(input: MoveInput): Promise<BackOutcome> {
  const page = previousPage(input.current, input.ctx);
  if (page === null) return { outcome: 'no-previous' };
  try {
    const forms = visibleForms(input.current, input.ctx);
    const refused = refuseUnloaded(input, forms);
    if (refused) return refused;
    const validationErrors = await validatePage(input, forms, input.mode ?? DEFAULT_VALIDATION_MODE);
    const saveErrors = await savePage(input, forms, 'none');
    const saveRefusal = saveError(saveErrors);
    if (saveRefusal) return saveRefusal;
    return { outcome: 'previous', page, step: legacyStepForPage(page), errors: validationErrors };
  } catch (error) {
    input.log(SAVE_EXCEPTION_LOG, error);
    return { outcome: 'exception', error };
  }
}

/**
 * Refresh (spec point 4 "Form view": "Refresh saves incomplete data and re-renders"): every visible form is
 * saved with validation_mode 'none', so what is typed is kept however incomplete; then the page renders its
 * forms again from what the server holds. Unrendered forms refuse it, as any save ('Form was not loaded').
 */
export async function refreshPage(input: Omit<MoveInput, 'validate' | 'mode'>): Promise<RefreshOutcome> {
  try {
    const forms = visibleForms(input.current, input.ctx);
    const refused = refuseUnloaded({ ...input, validate: () => [] }, forms);
    if (refused) return refused;
    const saveErrors = await collect(forms, (form) => input.save(form, 'none'));
    return saveError(saveErrors) ?? { outcome: 'refreshed' };
  } catch (error) {
    input.log(SAVE_EXCEPTION_LOG, error);
    return { outcome: 'exception', error };
  }
}
