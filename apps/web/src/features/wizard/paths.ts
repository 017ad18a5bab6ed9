import { pageName, routeChange, routeChangeMessage, type WizardContext, type WizardPageId } from '@consent/domain';

export { taskListPath, wizardStepPath } from './addresses';

/** What a page hands the next one through the router's state: a notice to show there (why it was sent, or a route change). */
export interface WizardNotice {
  notice?: string;
}

/** The step count never changes without a reason: when a page's answer changed the route, the next page says how. */
export function routeNotice(page: WizardPageId, before: WizardContext, saved: WizardContext): WizardNotice | undefined {
  const change = routeChange(before, saved);
  return change ? { notice: routeChangeMessage(change, pageName(page, before)) } : undefined;
}
