import { z } from 'zod';
import { LIFECYCLE_STATUSES } from '@consent/domain';

const QUEUE_SORTS = ['submitted', '-submitted', 'reference', '-reference', 'status', '-status'] as const;

/** The queue's filters, search, order and page, all applied by the database (issue 18 point 2). */
export const queueQuerySchema = z.strictObject({
  status: z.enum(LIFECYCLE_STATUSES.filter((s) => s !== 'draft') as [string, ...string[]]).optional(),
  /** The application type's code (BC, CCC, PIM, …) as the applicant's list shows it. */
  type: z.string().trim().min(1).max(20).optional(),
  /** A consent number, an application number or part of the site address. */
  q: z.string().trim().min(1).max(200).optional(),
  sort: z.enum(QUEUE_SORTS).default('submitted'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;
