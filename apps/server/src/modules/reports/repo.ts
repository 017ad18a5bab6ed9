import { sql } from 'drizzle-orm';
import { STATUTORY_WORKING_DAYS, type PeriodCounts, type ReportGrouping } from '@consent/domain';
import type { Db } from '../../db/client.js';

type CountRow = { [K in keyof PeriodCounts]: PeriodCounts[K] | string } & { period: string };

/**
 * The council's report figures for each period with any event, from the report's facts (ADR 0060, ADR 0070).
 *
 * A trigger writes them as each event is recorded (migration 0077): `report_day_counts` counts a council's receipts
 * (of applications other than CCC applications) and inspection results by New Zealand day; `report_facts` has a row
 * for each decision with its council, its day, whether the application is a CCC application and its working days: the statutory clock's (packages/domain lifecycle/clock.ts), the
 * working days after the clock's start up to and including the decision's day, less those after each request for
 * information up to and including the day it was answered. The clock starts at acceptance (s48); on a CCC
 * application at its latest submission or resubmission (s93, reports/cccClock.ts). A decision with no start recorded
 * has no days (null), so it is counted as decided but neither within 20 days nor in the median.
 */
export async function periodCounts(
  db: Db,
  councilId: number,
  span: { by: ReportGrouping; firstDay: string; lastDay: string },
): Promise<(PeriodCounts & { period: string })[]> {
  const period = sql`date_trunc(${span.by}, day::timestamp)::date`;
  const inSpan = sql`council_id = ${councilId} AND day BETWEEN ${span.firstDay}::date AND ${span.lastDay}::date`;
  const query = sql`
    WITH counts AS (
      SELECT ${period} AS period, sum(received)::int AS received, sum(inspections)::int AS inspections,
        sum(inspections_passed)::int AS "inspectionsPassed"
      FROM report_day_counts WHERE ${inSpan} GROUP BY 1
    ),
    decisions AS (
      SELECT ${period} AS period,
        count(*) FILTER (WHERE action = 'grant' AND NOT ccc)::int AS granted,
        count(*) FILTER (WHERE action = 'refuse' AND NOT ccc)::int AS refused,
        count(*) FILTER (WHERE NOT ccc AND working_days <= ${STATUTORY_WORKING_DAYS})::int AS "decidedWithin20",
        percentile_cont(0.5) WITHIN GROUP (ORDER BY working_days) FILTER (WHERE NOT ccc) AS "medianWorkingDays",
        count(*) FILTER (WHERE action = 'grant' AND ccc)::int AS "cccIssued",
        count(*) FILTER (WHERE action = 'grant' AND ccc AND working_days <= ${STATUTORY_WORKING_DAYS})::int AS "cccIssuedWithin20"
      FROM report_facts WHERE ${inSpan} GROUP BY 1
    )
    SELECT period::text AS period, coalesce(received, 0) AS received, coalesce(granted, 0) AS granted,
      coalesce(refused, 0) AS refused, coalesce("decidedWithin20", 0) AS "decidedWithin20", "medianWorkingDays",
      coalesce("cccIssued", 0) AS "cccIssued", coalesce("cccIssuedWithin20", 0) AS "cccIssuedWithin20",
      coalesce(inspections, 0) AS inspections, coalesce("inspectionsPassed", 0) AS "inspectionsPassed"
    FROM counts FULL JOIN decisions USING (period)
    ORDER BY 1`;
  // Compiling this query with JIT (its cost estimate over a year of a large council passes the threshold) costs
  // more than running it; its sort of a year's decisions (about 40,000 for a large council) fits in 64 MB, which
  // the default 4 MB sends to disk.
  const result: unknown = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
    return tx.execute(query);
  });
  // Both drivers answer execute() with { rows }; a float8 or an int may still arrive as text from one of them.
  return (result as { rows: CountRow[] }).rows.map((row) => ({
    period: row.period,
    received: Number(row.received),
    granted: Number(row.granted),
    refused: Number(row.refused),
    decidedWithin20: Number(row.decidedWithin20),
    medianWorkingDays: row.medianWorkingDays === null ? null : Number(row.medianWorkingDays),
    cccIssued: Number(row.cccIssued),
    cccIssuedWithin20: Number(row.cccIssuedWithin20),
    inspections: Number(row.inspections),
    inspectionsPassed: Number(row.inspectionsPassed),
  }));
}
