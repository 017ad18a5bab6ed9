// The words alone, in a module without zod: the session warning shows them from the code every screen loads first
// (ADR 0075, ADR 0080).

const NZ_DAY = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', timeZone: 'Pacific/Auckland' });
const NZ_TIME = new Intl.DateTimeFormat('en-NZ', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Pacific/Auckland',
});

/** "27 November at 10:42", New Zealand time: when something was typed or changed. */
export function nzDayAndTime(at: Date): string {
  return `${NZ_DAY.format(at)} at ${NZ_TIME.format(at)}`;
}

export const nothingLostMessages = {
  keptInput: (typedAt: Date) =>
    `You typed this on ${nzDayAndTime(typedAt)} and it was not saved — restore it, or discard it`,
  notSavedYet: 'Not saved yet — trying again',
  savedAfterRetry: 'Saved',
  leaveTitle: 'Leave this page without saving?',
  leaveBody:
    'What you have typed on this page is not saved yet. It stays on this device until you save it or discard it.',
  sessionEndingTitle: 'Your session is about to end',
  sessionEnding: (at: Date) => `You will be signed out at ${NZ_TIME.format(at)} to keep your application safe.`,
  sessionExtended: 'You are still signed in.',
  versionConflict: (who: string, at: Date) =>
    `${who} changed this page on ${nzDayAndTime(at)}, after you opened it. Choose which answers to keep.`,
  idempotencyInProgress: 'This save is still being made. Try again in a moment.',
  idempotencyReused: 'This Idempotency-Key was already used for a different request.',
} as const;
