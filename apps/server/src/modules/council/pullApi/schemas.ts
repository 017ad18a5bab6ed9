import { z } from 'zod';
import { LIFECYCLE_STATUSES } from '@consent/domain';

/** `GET /api/council/v1/applications`: a status, a change time to start from, and the page after a cursor. */
export const pullListQuerySchema = z.strictObject({
  status: z.enum(LIFECYCLE_STATUSES.filter((s) => s !== 'draft') as [string, ...string[]]).optional(),
  since: z.iso.datetime({ offset: true, message: 'since: give a date and time like 2026-11-25T09:00:00Z' }).optional(),
  cursor: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type PullListQuery = z.infer<typeof pullListQuerySchema>;
