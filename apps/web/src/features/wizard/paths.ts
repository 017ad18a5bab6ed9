import { applicationPath } from '@consent/domain';

/** A wizard page's address: the spec's `?task=jump&step=N` opens the page of legacy step N. */
export const wizardStepPath = (appId: number, step: number) => applicationPath(appId, 'standard', step);
