import { SUMMARY_RANDOM_LIMIT } from '../constants.js';

/**
 * The summary/resume page opened after the last wizard page:
 * /helix/app/obca/{applicationId}/{random number below 1,000,000}?opt=resume.
 * `random` is injected (Math.random in the app) so the path is testable; values outside [0, 1) are clamped.
 */
export function summaryPath(applicationId: number | string, random: () => number): string {
  const r = random();
  const n = Number.isFinite(r)
    ? Math.min(SUMMARY_RANDOM_LIMIT - 1, Math.max(0, Math.floor(r * SUMMARY_RANDOM_LIMIT)))
    : 0;
  return `/helix/app/obca/${encodeURIComponent(String(applicationId))}/${n}?opt=resume`;
}
