/**
 * Where a signed-in session stands against its end (ADR 0074, WCAG 2.2.1 Timing Adjustable): signed in, ending
 * (the warning with "Stay signed in" is due), or ended; and when to look again.
 */
export type SessionPhase = 'signed-in' | 'ending' | 'ended';

/** The warning comes five minutes before the end: long enough to come back to the tab and answer it. */
export const WARN_BEFORE_MS = 5 * 60_000;
/** setTimeout fires at once for a delay over 2^31 - 1 ms (about 24.8 days), and a session lasts 30 days. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** Once the end has passed by this device's clock, the server is asked again this often (its clock decides). */
export const ENDED_RECHECK_MS = 30_000;

export function sessionPhase(expiresAt: number, now: number): { phase: SessionPhase; wakeInMs: number } {
  const left = expiresAt - now;
  // An end that cannot be read (an older server's answer) is no end this tab can warn of; setTimeout(NaN) fires at once.
  if (Number.isNaN(left)) return { phase: 'signed-in', wakeInMs: LONGEST_TIMER_MS };
  if (left <= 0) return { phase: 'ended', wakeInMs: ENDED_RECHECK_MS };
  if (left <= WARN_BEFORE_MS) return { phase: 'ending', wakeInMs: left };
  return { phase: 'signed-in', wakeInMs: Math.min(left - WARN_BEFORE_MS, LONGEST_TIMER_MS) };
}
