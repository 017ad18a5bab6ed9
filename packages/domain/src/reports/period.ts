import { z } from 'zod';

/** How the report groups its figures: by calendar month or calendar quarter (January-March is Q1). */
export const REPORT_GROUPINGS = ['month', 'quarter'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** The working-day calendar in SQL covers 2000-2052 (migration 0060), so a report's months lie inside it. */
export const REPORT_FIRST_MONTH = '2000-01';
export const REPORT_LAST_MONTH = '2052-12';
/** Ten years of months at most in one report. */
export const REPORT_MAX_MONTHS = 120;

export const reportMessages = {
  month: (field: string) => `${field} must be a month written YYYY-MM, for example 2026-07`,
  monthRange: (field: string) => `${field} must be between ${REPORT_FIRST_MONTH} and ${REPORT_LAST_MONTH}`,
  order: 'To must be the same month as From or a later one',
  span: `The report can cover at most ${REPORT_MAX_MONTHS} months`,
  grouping: 'Group by must be month or quarter',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const monthField = (field: string) =>
  z
    .string({ error: reportMessages.month(field) })
    .trim()
    .regex(MONTH, reportMessages.month(field))
    .refine((m) => m >= REPORT_FIRST_MONTH && m <= REPORT_LAST_MONTH, reportMessages.monthRange(field));

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** `GET /api/council/councils/:councilId/report`: the months to cover (From and To inclusive) and the grouping. */
export const councilReportQuerySchema = z
  .strictObject({
    by: z.enum(REPORT_GROUPINGS, { error: reportMessages.grouping }).default('month'),
    from: monthField('From').optional(),
    to: monthField('To').optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    if (query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.order });
    else if (monthIndex(query.to) - monthIndex(query.from) + 1 > REPORT_MAX_MONTHS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.span });
  });
export type CouncilReportQuery = z.input<typeof councilReportQuerySchema>;

/** One period of the report: its first and last calendar days and how it reads. */
export interface ReportPeriod {
  start: string;
  end: string;
  label: string;
}

export interface ReportSpan {
  by: ReportGrouping;
  /** The months asked for, as the screen shows them again. */
  from: string;
  to: string;
  periods: ReportPeriod[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
/** The last day of a month, from Date.UTC's day 0 of the next month (no time zone involved). */
const lastDay = (index: number) =>
  new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).toISOString().slice(0, 10);

/**
 * The periods a report covers: each month from From to To, or each quarter that holds one of those months. With no
 * months given, the twelve months up to and including `today`'s (a New Zealand calendar day, YYYY-MM-DD).
 */
export function reportSpan(query: { by: ReportGrouping; from?: string; to?: string }, today: string): ReportSpan {
  const to = query.to ?? today.slice(0, 7);
  const from = query.from ?? monthOf(monthIndex(to) - 11);
  const step = query.by === 'quarter' ? 3 : 1;
  const first = monthIndex(from) - (monthIndex(from) % step);
  const periods: ReportPeriod[] = [];
  for (let index = first; index <= monthIndex(to); index += step) {
    const year = Math.floor(index / 12);
    const label = step === 3 ? `${year} Q${Math.floor((index % 12) / 3) + 1}` : monthOf(index);
    periods.push({ start: `${monthOf(index)}-01`, end: lastDay(index + step - 1), label });
  }
  return { by: query.by, from, to, periods };
}
