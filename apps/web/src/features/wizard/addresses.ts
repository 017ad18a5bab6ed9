import { applicationPath } from '@consent/domain';

/*
 * The wizard's addresses, apart from the route notices (paths.ts), which read the wizard's rules: the task list
 * links to every page and loads none of those rules for it (ADR 0085).
 */

/** A wizard page's address: the spec's `?task=jump&step=N` opens the page of legacy step N. */
export const wizardStepPath = (appId: number, step: number) => applicationPath(appId, 'standard', step);

/** The task list ("Application progress"): every page of the application with its status. */
export const taskListPath = (appId: number) => `/helix/newapp/${appId}/tasks`;
