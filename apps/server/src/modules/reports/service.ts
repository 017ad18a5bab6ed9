import {
  NO_COUNTS,
  nzCalendarDate,
  reportCsv,
  reportRow,
  reportSpan,
  type ReportGrouping,
  type ReportRow,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../auth/service.js';
import { councilAccess } from '../council/access.js';
import * as repo from './repo.js';

export type CouncilReportService = ReturnType<typeof createCouncilReportService>;

interface ReportQuery {
  by: ReportGrouping;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * What councils report each quarter (issue 32 point 7): the council's figures by month or quarter, counted by the
 * database from the event table. Staff of that council only, through the council workspace's one access check.
 */
export function createCouncilReportService(db: () => Db) {
  async function report(user: SessionUser, councilId: number, query: ReportQuery) {
    await councilAccess(db(), user, { councilId });
    const span = reportSpan(query, nzCalendarDate(new Date()));
    const first = span.periods[0];
    const last = span.periods.at(-1);
    const counted =
      first && last
        ? await repo.periodCounts(db(), councilId, { by: span.by, firstDay: first.start, lastDay: last.end })
        : [];
    const byPeriod = new Map(counted.map(({ period, ...counts }) => [period, counts]));
    const rows: ReportRow[] = span.periods.map((p) => reportRow(p, byPeriod.get(p.start) ?? NO_COUNTS));
    return { by: span.by, from: span.from, to: span.to, rows };
  }

  return {
    report,
    async csv(user: SessionUser, councilId: number, query: ReportQuery) {
      const { rows, from, to, by } = await report(user, councilId, query);
      return { csv: reportCsv(rows), filename: `council-report-${by}-${from}-to-${to}.csv` };
    },
  };
}
