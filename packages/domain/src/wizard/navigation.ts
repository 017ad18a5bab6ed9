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

interface WizardProgress {
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
 * The page the applicant was last on (the saved legacy step), or the next required one after it if it no longer
 * applies; no saved step gives the first required page. Resume itself opens the first page that still needs an
 * answer (`resumePage`, from the task list); this is where the summary's "Continue where you left off" leads.
 */
export function resumeTarget(savedLegacyStep: number | null | undefined, ctx: WizardContext): WizardPageId | null {
  return firstRequiredFrom(savedLegacyStep ?? 0, ctx);
}

/**
 * The page a page waits for: its answer decides whether, and about whom, the page asks. The applicant's role
 * decides the owner's and agent's pages (spec point 5), so they cannot start until it is answered. Other pages
 * ask the same whatever came before, so they wait for nothing.
 */
const WAITS_FOR: Partial<Record<WizardPageId, { page: WizardPageId; answered: (ctx: WizardContext) => boolean }>> = {
  ownerDetails: { page: 'applicantRole', answered: (ctx) => ctx.roleCompleted },
  agentDetails: { page: 'applicantRole', answered: (ctx) => ctx.roleCompleted },
};

/** The unanswered page `page` waits for, or null when it waits for nothing. */
export function waitsFor(page: WizardPageId, ctx: WizardContext): WizardPageId | null {
  const rule = WAITS_FOR[page];
  return rule && !rule.answered(ctx) ? rule.page : null;
}

/** The first required page after the furthest reached (max_step): Continue always leads there, even past an unanswered page. */
function nextToReach(ctx: WizardContext, maxStep: number | null | undefined): WizardPageId | null {
  return WIZARD_PAGES.find((p) => p.legacyStep > (maxStep ?? 0) && isPageRequired(p.id, ctx))?.id ?? null;
}

/**
 * The one rule of which page may be opened, asked by the SPA (links, opening by URL) and the server (saves).
 * A page may be opened if it is required and either reached before or the next one to reach (legacy step at or
 * before that page's), or it waits for no unanswered page. So every page is open but those whose route an
 * earlier answer still decides.
 */
export function canVisit(page: WizardPageId, ctx: WizardContext, maxStep: number | null | undefined): boolean {
  if (!isPageRequired(page, ctx)) return false;
  const frontier = nextToReach(ctx, maxStep);
  if (frontier === null || wizardPage(page).legacyStep <= wizardPage(frontier).legacyStep) return true;
  return waitsFor(page, ctx) === null;
}
