import { z } from 'zod';
import { councilIdParamsSchema } from '../api.js';
import { route, successResult, timestamp } from './route.js';

/** What a row of the staff access log says was read (issue 29.4). */
export const STAFF_READ_ACTIONS = ['opened', 'answers', 'document', 'pdf', 'export', 'inspection'] as const;
export type StaffReadAction = (typeof STAFF_READ_ACTIONS)[number];

export const staffReadLabels: Record<StaffReadAction, string> = {
  opened: 'Opened the application',
  answers: 'Read the answers',
  document: 'Downloaded a document',
  pdf: 'Downloaded the PDF',
  export: 'Exported the application',
  inspection: 'Read it for an inspection (the run, a result or a photo)',
};

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Give a date as YYYY-MM-DD' });

/** The admin's search of the log: any of an application number, a staff member's email (or part), a date range. */
export const staffAccessQuerySchema = z.strictObject({
  appId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  staff: z.string().trim().min(1).max(200).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StaffAccessQuery = z.infer<typeof staffAccessQuerySchema>;

export const staffAccessEntrySchema = z.object({
  at: timestamp,
  appId: z.number(),
  via: z.enum(['workspace', 'pull API']),
  action: z.enum(STAFF_READ_ACTIONS),
  documentId: z.number().nullable(),
  /** The member's email, or the API key's name. */
  by: z.string(),
});
export type StaffAccessEntry = z.infer<typeof staffAccessEntrySchema>;

export const STAFF_ACCESS_PAGE_SIZE = 50;

export const staffAccessContract = {
  /** The council's staff access log, newest first, for its admin (issue 29.4). */
  search: route({
    method: 'GET',
    path: '/api/council/councils/:councilId/access-log',
    params: councilIdParamsSchema,
    querystring: staffAccessQuerySchema,
    response: z.object({
      result: successResult,
      entries: z.array(staffAccessEntrySchema),
      page: z.number(),
      more: z.boolean(),
    }),
  }),
};
