import {
  applicationPath,
  pageName,
  routeChange,
  routeChangeMessage,
  type WizardContext,
  type WizardPageId,
} from '@consent/domain';

/** A wizard page's address: the spec's `?task=jump&step=N` opens the page of legacy step N. */
export const wizardStepPath = (appId: number, step: number) => applicationPath(appId, 'standard', step);

/** The task list ("Application progress"): every page of the application with its status. */
export const taskListPath = (appId: number) => `/helix/newapp/${appId}/tasks`;

/** What a page hands the next one through the router's state: a notice to show there (why it was sent, or a route change). */
export interface WizardNotice {
  notice?: string;
}

/** The step count never changes without a reason: when a page's answer changed the route, the next page says how. */
export function routeNotice(page: WizardPageId, before: WizardContext, saved: WizardContext): WizardNotice | undefined {
  const change = routeChange(before, saved);
  return change ? { notice: routeChangeMessage(change, pageName(page, before)) } : undefined;
}
