import type { ApiClient } from '../../api';
import { pageStartOf } from './pageStarts';
import { startFormCode } from './pageForms';

export { PAGE_STARTS } from './pageStarts';

/**
 * What a wizard page's forms will ask for, started by the route as soon as it knows the page (issue 33.2, ADR 0081,
 * ADR 0087): each form's code and what its answers are read from, side by side with the application, instead of after
 * it and after the form's code. Which of the page's forms show depends on the application, so a form that turns out
 * hidden has fetched for nothing (its answer is dropped unread). Without a step (resume) nothing is started: the page
 * is not known until the task list answers.
 */
export function startWizardPage(api: ApiClient, appId: number, search: URLSearchParams): void {
  const page = pageStartOf(search);
  if (!page) return;
  void startPageForms(search);
  for (const path of page.paths) api.startEarly(path.replace(':appId', String(appId)));
}

/**
 * Starts the code of the forms of the wizard page `search` names, and answers when it is in or has failed (a failed
 * chunk fails again, visibly, where its form renders). The first render of a page load waits for it (main.tsx), so
 * the forms draw at once instead of after "Loading the form…" and React's 300 ms hold (ADR 0096).
 */
export function startPageForms(search: URLSearchParams): Promise<unknown> {
  return Promise.allSettled((pageStartOf(search)?.forms ?? []).map(startFormCode));
}
