import { z } from 'zod';

/** Reports a browser may send about one page in a minute before it is asked to wait. */
export const CLIENT_ERROR_REPORTS_PER_MINUTE = 10;

/**
 * What the browser reports when a page fails to draw (`POST /api/client-errors`): enough for a developer to
 * find the fault, nothing the applicant typed.
 */
export const clientErrorSchema = z.strictObject({
  /** The error's message, e.g. "Cannot read properties of null (reading 'toLowerCase')". */
  message: z.string().trim().min(1).max(2000),
  /** The error's stack, when the browser gives one. */
  stack: z.string().max(20_000).optional(),
  /** The page's path (no query string, which may hold personal data). */
  path: z.string().max(500),
});
export type ClientErrorReport = z.infer<typeof clientErrorSchema>;
