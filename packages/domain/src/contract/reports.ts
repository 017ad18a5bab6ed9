import { z } from 'zod';
import { councilIdParamsSchema } from '../api.js';
import { REPORT_GROUPINGS, councilReportQuerySchema } from '../reports/period.js';
import { route, successResult } from './route.js';

const count = z.number().int();
const share = z.number().nullable();

/** One period's figures: the counts the database made and the shares of them (reports/figures.ts). */
const reportRowSchema = z.object({
  period: z.string(),
  label: z.string(),
  received: count,
  granted: count,
  refused: count,
  decidedWithin20: count,
  decidedWithin20Percent: share,
  medianWorkingDays: share,
  cccIssued: count,
  cccIssuedWithin20: count,
  cccIssuedWithin20Percent: share,
  inspections: count,
  inspectionsPassed: count,
  inspectionPassPercent: share,
});

/** What councils report each quarter (issue 32 point 7), for the council's staff only. */
export const councilReportsContract = {
  report: route({
    method: 'GET',
    path: '/api/council/councils/:councilId/report',
    params: councilIdParamsSchema,
    querystring: councilReportQuerySchema,
    response: z.object({
      result: successResult,
      by: z.enum(REPORT_GROUPINGS),
      from: z.string(),
      to: z.string(),
      rows: z.array(reportRowSchema),
    }),
  }),
  /** The same figures as a CSV file (text/csv), the columns in the screen's order. */
  reportCsv: route({
    method: 'GET',
    path: '/api/council/councils/:councilId/report.csv',
    params: councilIdParamsSchema,
    querystring: councilReportQuerySchema,
    response: z.string(),
  }),
};
