import { sql } from 'drizzle-orm';
import {
  CCC_TYPE_CODE,
  INSPECTION_RESULT_ACTIONS as INSPECTION,
  STATUTORY_WORKING_DAYS,
  type PeriodCounts,
  type ReportGrouping,
} from '@consent/domain';
import type { Db } from '../../db/client.js';

const NZ = 'Pacific/Auckland';
const INSPECTIONS = [INSPECTION.passed, INSPECTION.failed, INSPECTION.partiallyPassed];
/** The actions the report reads in its span: receipts, decisions and inspection results. */
const COUNTED = ['submit', 'grant', 'refuse', ...INSPECTIONS];
/** The actions that move a decided application's clock: where it starts, its suspensions, its end. */
const CLOCKED = ['submit', 'resubmit', 'accept', 'requestInformation', 'provideInformation', 'grant', 'refuse'];

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
/** An event's New Zealand calendar day, the day the statutory clock counts in. */
const nzDay = (column: ReturnType<typeof sql>) => sql`(${column} AT TIME ZONE ${NZ})::date`;

type CountRow = { [K in keyof PeriodCounts]: PeriodCounts[K] | string } & { period: string };

/**
 * The council's report figures for each period with any event, from the event table alone (ADR 0060).
 *
 * An application's working days at its decision are the statutory clock's (packages/domain lifecycle/clock.ts):
 * the working days after the clock's start up to and including the decision's day, less those after each request
 * for information up to and including the day it was answered. With the calendar's running count of working days
 * (`ordinal`), that is one sum over the application's events: + the decision's ordinal − the start's, + each
 * request's − each answer's. The clock starts at acceptance (s48); on a CCC application at its latest submission or
 * resubmission (s93, reports/cccClock.ts). An application with no start recorded has no days (null), so it is
 * counted as decided but neither within 20 days nor in the median.
 */
export async function periodCounts(
  db: Db,
  councilId: number,
  span: { by: ReportGrouping; firstDay: string; lastDay: string },
): Promise<(PeriodCounts & { period: string })[]> {
  const from = sql`(${span.firstDay}::date::timestamp AT TIME ZONE ${NZ})`;
  const until = sql`((${span.lastDay}::date + 1)::timestamp AT TIME ZONE ${NZ})`;
  const startOf = sql`CASE WHEN d.ccc THEN x.action IN ('submit', 'resubmit') ELSE x.action = 'accept' END`;
  const period = sql`date_trunc(${span.by}, day::timestamp)::date`;
  const query = sql`
    WITH counted AS MATERIALIZED (
      SELECT e.application_id, e.action, a.type_code = ${CCC_TYPE_CODE} AS ccc, ${nzDay(sql`e.created_at`)} AS day
      FROM application_events e JOIN applications a ON a.id = e.application_id
      WHERE a.council_id = ${councilId} AND e.action IN (${list(COUNTED)})
        AND e.created_at >= ${from} AND e.created_at < ${until}
    ),
    decided AS (
      SELECT d.day, d.ccc, d.action,
        sum(CASE
          WHEN x.action IN ('grant', 'refuse', 'requestInformation') THEN c.ordinal
          WHEN x.action = 'provideInformation' THEN -c.ordinal
          ELSE 0 END)
        - max(c.ordinal) FILTER (WHERE ${startOf}) AS days
      FROM counted d
      JOIN application_events x ON x.application_id = d.application_id AND x.action IN (${list(CLOCKED)})
      JOIN working_day_calendar c ON c.day = ${nzDay(sql`x.created_at`)}
      WHERE d.action IN ('grant', 'refuse')
      GROUP BY d.application_id, d.day, d.ccc, d.action
    ),
    counts AS (
      SELECT ${period} AS period,
        count(*) FILTER (WHERE action = 'submit' AND NOT ccc)::int AS received,
        count(*) FILTER (WHERE action = 'grant' AND NOT ccc)::int AS granted,
        count(*) FILTER (WHERE action = 'refuse' AND NOT ccc)::int AS refused,
        count(*) FILTER (WHERE action = 'grant' AND ccc)::int AS "cccIssued",
        count(*) FILTER (WHERE action IN (${list(INSPECTIONS)}))::int AS inspections,
        count(*) FILTER (WHERE action = ${INSPECTION.passed})::int AS "inspectionsPassed"
      FROM counted GROUP BY 1
    ),
    clocks AS (
      SELECT ${period} AS period,
        count(*) FILTER (WHERE NOT ccc AND days <= ${STATUTORY_WORKING_DAYS})::int AS "decidedWithin20",
        percentile_cont(0.5) WITHIN GROUP (ORDER BY days) FILTER (WHERE NOT ccc) AS "medianWorkingDays",
        count(*) FILTER (WHERE action = 'grant' AND ccc AND days <= ${STATUTORY_WORKING_DAYS})::int AS "cccIssuedWithin20"
      FROM decided GROUP BY 1
    )
    SELECT period::text AS period, received, granted, refused, coalesce("decidedWithin20", 0) AS "decidedWithin20",
      "medianWorkingDays", "cccIssued", coalesce("cccIssuedWithin20", 0) AS "cccIssuedWithin20", inspections,
      "inspectionsPassed"
    FROM counts LEFT JOIN clocks USING (period)
    ORDER BY 1`;
  // Compiling this one query with JIT costs more than the query itself; its sorts and hashes fit in 64 MB.
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
