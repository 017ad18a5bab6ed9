import { defined } from '../defined.js';
import { canVisit, requiredPages, waitsFor } from './navigation.js';
import { legacyStepForPage, type WizardPageId } from './pages.js';
import { formName, formsOfPage } from './formParts.js';
import { visibleForms, type WizardContext } from './required.js';
import { TASK_STATUSES, TASK_STATUS_LABELS, type TaskStatus } from './taskStatus.js';

export { TASK_STATUSES, TASK_STATUS_LABELS, type TaskStatus };

export interface Task {
  page: WizardPageId;
  /** The page's name: its forms' titles (the PIM question by its subject, not the whole question). */
  name: string;
  /** The page's legacy step, for its address. */
  step: number;
  status: TaskStatus;
}

/** A page's name for this application: the names of the forms it shows, joined. */
export function pageName(page: WizardPageId, ctx: WizardContext): string {
  const forms = visibleForms(page, ctx);
  return (forms.length ? forms : formsOfPage(page)).map((form) => formName(form, ctx.typeCode)).join(' and ');
}

/** Where a new application starts: the legacy step of its first required page (page 1 for a building consent). */
export function startStep(ctx: WizardContext): number {
  return legacyStepForPage(defined(requiredPages(ctx)[0], 'the first required page'));
}

/**
 * Every required page with its status. `problems(page)` counts what is still missing or invalid on the page
 * (the server's checks, mode 'all'). A page that may not be opened cannot start yet; one with nothing missing is
 * completed; one reached before (legacy step at or before max_step) and still missing something is in progress.
 */
export function taskList(
  ctx: WizardContext,
  maxStep: number | null | undefined,
  problems: (page: WizardPageId) => number,
): Task[] {
  return requiredPages(ctx).map((page) => {
    const step = legacyStepForPage(page);
    const status: TaskStatus = !canVisit(page, ctx, maxStep)
      ? 'cannot-start-yet'
      : problems(page) === 0
        ? 'completed'
        : step <= (maxStep ?? 0)
          ? 'in-progress'
          : 'not-started';
    return { page, name: pageName(page, ctx), step, status };
  });
}

/** Resuming opens the first page that still needs an answer; null when every page is completed (check your answers opens). */
export function resumePage(tasks: readonly Task[]): WizardPageId | null {
  return tasks.find((task) => task.status === 'in-progress' || task.status === 'not-started')?.page ?? null;
}

/** Why a page cannot be opened, said on the task list it sends the applicant to. */
export function cannotVisitMessage(page: WizardPageId, ctx: WizardContext): string {
  const name = pageName(page, ctx);
  const waiting = waitsFor(page, ctx);
  if (waiting)
    return `${name} cannot start yet: first answer ${pageName(waiting, ctx)}, as it decides what ${name} asks.`;
  return `This application does not need ${name}.`;
}

/** What an answer did to the pages this application goes through; null when it changed nothing. */
interface RouteChange {
  added: string[];
  removed: string[];
  stepCount: number;
}

export function routeChange(before: WizardContext, after: WizardContext): RouteChange | null {
  const was = requiredPages(before);
  const now = requiredPages(after);
  const added = now.filter((page) => !was.includes(page)).map((page) => pageName(page, after));
  const removed = was.filter((page) => !now.includes(page)).map((page) => pageName(page, before));
  return added.length || removed.length ? { added, removed, stepCount: now.length } : null;
}

/** Said on the next page when an answer changed the step count, so it never changes without a reason. */
export function routeChangeMessage(change: RouteChange, answered: string): string {
  const parts = [
    change.added.length ? `added ${change.added.join(', ')}` : '',
    change.removed.length ? `removed ${change.removed.join(', ')}` : '',
  ].filter(Boolean);
  return `Your answer to ${answered} ${parts.join(' and ')}: this application now has ${change.stepCount} steps.`;
}
