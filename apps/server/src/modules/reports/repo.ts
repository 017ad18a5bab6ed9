import { sql } from 'drizzle-orm';
import {
  INSPECTION_RESULT_ACTIONS as INSPECTION,
  STATUTORY_WORKING_DAYS,
  type PeriodCounts,
  type ReportGrouping,
} from '@consent/domain';
import type { Db } from '../../db/client.js';

const INSPECTIONS = [INSPECTION.passed, INSPECTION.failed, INSPECTION.partiallyPassed];

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

type CountRow = { [K in keyof PeriodCounts]: PeriodCounts[K] | string } & { period: string };

/**
 * The council's report figures for each period with any event, from the report's facts (ADR 0060, ADR 0070).
 *
 * `report_facts` has a row for each receipt, decision and inspection result, written by a trigger as the event is
 * recorded (migration 0077), with the council, the event's New Zealand day, whether the application is a CCC
 * application and, on a decision, its working days: the statutory clock's (packages/domain lifecycle/clock.ts), the
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
  const decision = sql`action IN ('grant', 'refuse')`;
  const query = sql`
    SELECT date_trunc(${span.by}, day::timestamp)::date::text AS period,
      count(*) FILTER (WHERE action = 'submit' AND NOT ccc)::int AS received,
      count(*) FILTER (WHERE action = 'grant' AND NOT ccc)::int AS granted,
      count(*) FILTER (WHERE action = 'refuse' AND NOT ccc)::int AS refused,
      count(*) FILTER (WHERE ${decision} AND NOT ccc AND working_days <= ${STATUTORY_WORKING_DAYS})::int AS "decidedWithin20",
      percentile_cont(0.5) WITHIN GROUP (ORDER BY working_days) FILTER (WHERE ${decision} AND NOT ccc) AS "medianWorkingDays",
      count(*) FILTER (WHERE action = 'grant' AND ccc)::int AS "cccIssued",
      count(*) FILTER (WHERE action = 'grant' AND ccc AND working_days <= ${STATUTORY_WORKING_DAYS})::int AS "cccIssuedWithin20",
      count(*) FILTER (WHERE action IN (${list(INSPECTIONS)}))::int AS inspections,
      count(*) FILTER (WHERE action = ${INSPECTION.passed})::int AS "inspectionsPassed"
    FROM report_facts
    WHERE council_id = ${councilId} AND day BETWEEN ${span.firstDay}::date AND ${span.lastDay}::date
    GROUP BY 1
    ORDER BY 1`;
  // Compiling this query with JIT (its cost estimate over a year of a large council passes the threshold) costs
  // more than running it.
  const result: unknown = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
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
