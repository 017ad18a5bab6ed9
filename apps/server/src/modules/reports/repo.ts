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
  const result: unknown = await db.execute(sql`
    WITH counted AS (
      SELECT e.application_id, e.action, a.type_code = ${CCC_TYPE_CODE} AS ccc, ${nzDay(sql`e.created_at`)} AS day
      FROM application_events e JOIN applications a ON a.id = e.application_id
      WHERE a.council_id = ${councilId} AND e.action IN (${list(COUNTED)})
        AND e.created_at >= ${from} AND e.created_at < ${until}
    ),
    clocks AS (
      SELECT d.application_id,
        sum(CASE
          WHEN x.action IN ('grant', 'refuse', 'requestInformation') THEN c.ordinal
          WHEN x.action = 'provideInformation' THEN -c.ordinal
          ELSE 0 END)
        - max(c.ordinal) FILTER (WHERE CASE WHEN d.ccc THEN x.action IN ('submit', 'resubmit') ELSE x.action = 'accept' END)
        AS days
      FROM counted d
      JOIN application_events x ON x.application_id = d.application_id AND x.action IN (${list(CLOCKED)})
      JOIN working_day_calendar c ON c.day = ${nzDay(sql`x.created_at`)}
      WHERE d.action IN ('grant', 'refuse')
      GROUP BY d.application_id, d.ccc
    )
    SELECT date_trunc(${span.by}, s.day::timestamp)::date::text AS period,
      count(*) FILTER (WHERE s.action = 'submit' AND NOT s.ccc)::int AS received,
      count(*) FILTER (WHERE s.action = 'grant' AND NOT s.ccc)::int AS granted,
      count(*) FILTER (WHERE s.action = 'refuse' AND NOT s.ccc)::int AS refused,
      count(*) FILTER (WHERE s.action IN ('grant', 'refuse') AND NOT s.ccc AND k.days <= ${STATUTORY_WORKING_DAYS})::int AS "decidedWithin20",
      percentile_cont(0.5) WITHIN GROUP (ORDER BY k.days) FILTER (WHERE s.action IN ('grant', 'refuse') AND NOT s.ccc) AS "medianWorkingDays",
      count(*) FILTER (WHERE s.action = 'grant' AND s.ccc)::int AS "cccIssued",
      count(*) FILTER (WHERE s.action = 'grant' AND s.ccc AND k.days <= ${STATUTORY_WORKING_DAYS})::int AS "cccIssuedWithin20",
      count(*) FILTER (WHERE s.action IN (${list(INSPECTIONS)}))::int AS inspections,
      count(*) FILTER (WHERE s.action = ${INSPECTION.passed})::int AS "inspectionsPassed"
    FROM counted s
    LEFT JOIN clocks k ON k.application_id = s.application_id AND s.action IN ('grant', 'refuse')
    GROUP BY 1
    ORDER BY 1`);
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
