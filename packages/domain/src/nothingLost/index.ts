import { z } from 'zod';

/**
 * Issue 33.4, "nothing typed is lost": the words and headers the browser and the server share (ADR 0069).
 * A save carries `Idempotency-Key` (IETF draft-ietf-httpapi-idempotency-key-header) so a retry is never applied
 * twice, and `Form-Version` (the version of the form's answers it was based on) so a second editor's save is not
 * applied blindly over the first. A load and a save answer the form's version in `Form-Version` too.
 */
export { FORM_VERSION_HEADER, IDEMPOTENCY_KEY_HEADER } from './headers.js';

/** A key the client makes per save: a UUID or another opaque token, 16 to 64 URL-safe characters. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
/** A form version as a header carries it: 0 for answers never saved with a version. */
export const formVersionSchema = z.coerce.number().int().min(0).max(2_147_483_647);

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

const answerRowSchema = z.object({ key: z.string(), value: z.union([z.string(), z.array(z.string())]) });

/** What a save refused as stale (409) says beside its message: who changed the form, when, and what it holds now. */
export const versionConflictSchema = z.object({
  form: z.string(),
  version: z.number().int(),
  changed_by: z.string(),
  changed_at: z.string(),
  /** The refused save's answers and the form's answers now, as check your answers shows them (label, value). */
  mine: z.array(answerRowSchema),
  theirs: z.array(answerRowSchema),
});
export type VersionConflict = z.infer<typeof versionConflictSchema>;
