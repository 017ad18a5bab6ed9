import { z } from 'zod';

/**
 * Issue 33.4, "nothing typed is lost": the words and headers the browser and the server share (ADR 0069).
 * A save carries `Idempotency-Key` (IETF draft-ietf-httpapi-idempotency-key-header) so a retry is never applied
 * twice, and `Form-Version` (the version of the form's answers it was based on) so a second editor's save is not
 * applied blindly over the first. A load and a save answer the form's version in `Form-Version` too.
 */
export { FORM_VERSION_HEADER, IDEMPOTENCY_KEY_HEADER } from './headers.js';
export { nothingLostMessages, nzDayAndTime } from './messages.js';

/** A key the client makes per save: a UUID or another opaque token, 16 to 64 URL-safe characters. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
/** A form version as a header carries it: 0 for answers never saved with a version. */
export const formVersionSchema = z.coerce.number().int().min(0).max(2_147_483_647);

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
