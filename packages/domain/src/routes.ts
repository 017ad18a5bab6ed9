import { summaryPath } from './wizard/summary.js';

/**
 * Where an application is worked on (spec point 2, "Redirects after creating an application"): the wizard page
 * of legacy step `step` (`?task=jump&step=N`), or with no step the wizard's resume, which opens the first page
 * that still needs an answer. A new application's step is its first required page (the server's `startStep`).
 */
export function applicationPath(appId: number, param: string, step?: number): string {
  if (param === 'fasttrack') return `/helix/fastTrackApplication/${appId}`;
  if (param === 'flooded') return `/helix/floodAffectedBuildings/${appId}`;
  return step === undefined ? `/helix/newapp/${appId}` : `/helix/newapp/${appId}?task=jump&step=${step}`;
}

/** Where "Resume" or "View" takes an applicant: the summary once completed, else the first page that still needs an answer. */
export function resumePath(
  application: { appId: number; param: string; completed: boolean },
  random: () => number = Math.random,
): string {
  if (application.completed) return summaryPath(application.appId, random);
  return applicationPath(application.appId, application.param);
}
