import { WIZARD_PAGES, wizardPage, type WizardPageId } from './pages.js';
import { isPageRequired, type WizardContext } from './required.js';

/** The pages this application goes through, in order. */
export function requiredPages(ctx: WizardContext): WizardPageId[] {
  return WIZARD_PAGES.filter((p) => isPageRequired(p.id, ctx)).map((p) => p.id);
}

/** The first required page after `current`; null when there is none (the form is complete, the summary opens). */
export function nextPage(current: WizardPageId, ctx: WizardContext): WizardPageId | null {
  const { number } = wizardPage(current);
  return WIZARD_PAGES.find((p) => p.number > number && isPageRequired(p.id, ctx))?.id ?? null;
}

/** The last required page before `current`; null when there is none. */
export function previousPage(current: WizardPageId, ctx: WizardContext): WizardPageId | null {
  const { number } = wizardPage(current);
  const earlier = WIZARD_PAGES.filter((p) => p.number < number && isPageRequired(p.id, ctx));
  return earlier.at(-1)?.id ?? null;
}

/** The Back button shows only if an earlier required page exists. */
export function hasBack(current: WizardPageId, ctx: WizardContext): boolean {
  return previousPage(current, ctx) !== null;
}

export interface WizardProgress {
  /** (page index + 1) / (number of pages + 1), both over the required pages. */
  fraction: number;
  /** For "Step N of M". */
  stepNumber: number;
  stepCount: number;
}

/**
 * Progress through the required pages. A page that is not required (reached by a stale link)
 * counts at the position it would take, i.e. as the next required page.
 */
export function progress(current: WizardPageId, ctx: WizardContext): WizardProgress {
  const pages = requiredPages(ctx);
  const { number } = wizardPage(current);
  const index = pages.filter((id) => wizardPage(id).number < number).length;
  return { fraction: (index + 1) / (pages.length + 1), stepNumber: index + 1, stepCount: pages.length };
}

/**
 * The first required page whose legacy step is at or after `step`; null when none is left
 * (then the form is complete and the summary opens, as after the last page).
 * A step that is not a number counts as 0, i.e. the first required page.
 */
function firstRequiredFrom(step: number, ctx: WizardContext): WizardPageId | null {
  const from = Number.isFinite(step) ? step : 0;
  return WIZARD_PAGES.find((p) => p.legacyStep >= from && isPageRequired(p.id, ctx))?.id ?? null;
}

/**
 * `?task=jump&step=N`: the page of legacy step N if it is required, else the next required page
 * after it. Steps without a page move on too: Specified Systems (9, 10) to 11, regional council 12 to 13.
 */
export function jumpTarget(step: number, ctx: WizardContext): WizardPageId | null {
  return firstRequiredFrom(step, ctx);
}

/**
 * Resuming goes to the next required step from the saved legacy step: the saved step is the page
 * the applicant was on, so resuming opens that page if it is still required (the first required page
 * whose legacy step is >= the saved step). No saved step opens the first required page.
 */
export function resumeTarget(savedLegacyStep: number | null | undefined, ctx: WizardContext): WizardPageId | null {
  return firstRequiredFrom(savedLegacyStep ?? 0, ctx);
}

/** A page may be visited if it is required and reached before (legacy step <= max_step), or it is the first required page. */
export function canVisit(page: WizardPageId, ctx: WizardContext, maxStep: number | null | undefined): boolean {
  if (!isPageRequired(page, ctx)) return false;
  if (requiredPages(ctx)[0] === page) return true;
  return maxStep != null && wizardPage(page).legacyStep <= maxStep;
}

/** max_step only rises. */
export function raiseMaxStep(maxStep: number | null | undefined, step: number): number {
  return maxStep == null ? step : Math.max(maxStep, step);
}
