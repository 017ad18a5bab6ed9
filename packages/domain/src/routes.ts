import { INITIAL_STEP } from './constants.js';
import { summaryPath } from './wizard/summary.js';

/** Where an application is worked on (spec point 2, "Redirects after creating an application"). */
export function applicationPath(appId: number, param: string, step: number = INITIAL_STEP): string {
  if (param === 'fasttrack') return `/helix/fastTrackApplication/${appId}`;
  if (param === 'flooded') return `/helix/floodAffectedBuildings/${appId}`;
  return `/helix/newapp/${appId}?task=jump&step=${step}`;
}

/** Where "Resume" or "View" takes an applicant: the summary once completed, else where they left off. */
export function resumePath(
  application: { appId: number; param: string; step: number; completed: boolean },
  random: () => number = Math.random,
): string {
  if (application.completed) return summaryPath(application.appId, random);
  return applicationPath(application.appId, application.param, application.step);
}
