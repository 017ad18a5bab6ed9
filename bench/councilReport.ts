// `npm run bench:council-report`: the council's report (issue 32 point 7) over 1,000,000 applications in PostgreSQL.
// Makes its own database (i32b_bench_report unless BENCH_REPORT_DATABASE names another) on the server of
// BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local Debian cluster; migrates it; and writes the applications
// and their events with generate_series: ten years (2016-2025) of applications, half of them the benched council's,
// one in twenty a CCC application; nine in ten accepted, a third of those asked for information, four in five
// decided, and three inspection results on each granted consent (about 5.4 million events; their trigger writes the
// report's facts, ADR 0070). Then it times what
// GET /api/council/councils/:id/report answers (the access check, the SQL, the rows) for a year by month and for the
// whole ten years by quarter. Budget: every run of a year's report (by month, by quarter: the dashboard's view) under
// one second; the ten years (about 400,000 decisions, each with its clock) are reported, not budgeted.
// BENCH_REUSE=1 keeps a database already made (its rows are not made again).
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { councilReportQuerySchema, defined } from '@consent/domain';
import { openDatabase } from '../apps/server/src/db/client.js';
import { councilMembers, councils, users } from '../apps/server/src/db/schema.js';
import { seedDemoData } from '../apps/server/src/db/seed/index.js';
import { createCouncilReportService } from '../apps/server/src/modules/reports/service.js';
import { loadAverageLine, percentile } from './stats.js';

const TOTAL = Number(process.env.BENCH_APPLICATIONS ?? 1_000_000);
const RUNS = 10;
const BUDGET_MS = 1000;
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const NAME = process.env.BENCH_REPORT_DATABASE ?? 'i32b_bench_report';
const reuse = process.env.BENCH_REUSE === '1';

/** The applications and their events, made in the database itself. */
async function makeRows(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const [applicantRow] = await db
    .insert(users)
    .values({ email: 'bench.applicant@example.co.nz', passwordHash: 'x', fullName: 'Bench Applicant' })
    .returning();
  const applicant = defined(applicantRow, 'the bench applicant');
  const step = sql`(interval '3652 days' / ${TOTAL})`;
  const started = performance.now();
  await db.execute(sql`INSERT INTO applications (user_id, council_id, application_type, type_code, param, step, max_step, completed, status, completed_at, passcode, created_at)
    SELECT ${applicant.id}, (SELECT id FROM councils ORDER BY id OFFSET (CASE WHEN g % 2 = 0 THEN 0 ELSE g % 6 / 2 + 1 END) LIMIT 1),
      2, CASE WHEN g % 20 = 0 THEN 'ccc' ELSE 'bc' END, 'standard', 3, 3, true, 'submitted',
      timestamptz '2016-01-01 09:00+13' + g * ${step}, 'BENCHPAS', timestamptz '2016-01-01 09:00+13' + g * ${step}
    FROM generate_series(1, ${TOTAL}) g`);
  const events = (select: ReturnType<typeof sql>) =>
    db.execute(
      sql`INSERT INTO application_events (application_id, user_id, actor, action, from_status, to_status, created_at) ${select}`,
    );
  await events(sql`SELECT id, user_id, 'applicant', 'submit', 'draft', 'submitted', completed_at FROM applications`);
  await events(sql`SELECT id, user_id, 'officer', 'accept', 'submitted', 'accepted', completed_at + interval '2 days'
    FROM applications WHERE id % 10 <> 0`);
  await events(sql`SELECT id, user_id, 'officer', a.action, 'accepted', 'accepted', completed_at + a.after
    FROM applications, (VALUES ('requestInformation', interval '5 days'), ('provideInformation', interval '12 days')) AS a(action, after)
    WHERE id % 10 <> 0 AND id % 3 = 0`);
  await events(sql`SELECT id, user_id, 'officer', CASE WHEN id % 10 = 3 THEN 'refuse' ELSE 'grant' END, 'accepted', 'granted',
      completed_at + (14 + id % 30) * interval '1 day'
    FROM applications WHERE id % 10 <> 0 AND id % 5 <> 0`);
  await events(sql`SELECT id, user_id, 'officer', (ARRAY['inspection-passed', 'inspection-failed', 'inspection-partially-passed'])[1 + (id + n) % 3],
      'granted', 'granted', completed_at + (14 + id % 30 + 30 * n) * interval '1 day'
    FROM applications, generate_series(1, 3) n
    WHERE id % 10 NOT IN (0, 3) AND id % 5 <> 0 AND type_code = 'bc'`);
  await db.execute(sql`VACUUM ANALYZE applications`);
  await db.execute(sql`VACUUM ANALYZE application_events`);
  // The facts the events' trigger wrote (migration 0077): autovacuum would reach them too, later.
  await db.execute(sql`VACUUM ANALYZE report_facts`);
  console.log(
    `made ${TOTAL.toLocaleString('en-NZ')} applications and their events in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function main() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [NAME])).rowCount === 1;
  if (!reuse || !exists) {
    await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${NAME}`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${NAME}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  const { db } = database;
  try {
    if (!reuse || !exists) {
      await seedDemoData(db);
      await makeRows(db);
    }
    const answer: unknown = await db.execute(sql`SELECT (SELECT count(*) FROM applications)::int AS applications,
      (SELECT count(*) FROM application_events)::int AS events`);
    const [counted] = (answer as { rows: { applications: number; events: number }[] }).rows;
    const council = defined(
      (await db.select({ id: councils.id }).from(councils).orderBy(councils.id).limit(1))[0],
      'a seeded council',
    );
    const email = 'bench.report.officer@example.co.nz';
    let [officer] = await db.select().from(users).where(eq(users.email, email));
    if (!officer) {
      [officer] = await db.insert(users).values({ email, passwordHash: 'x', fullName: 'Bench Officer' }).returning();
      await db
        .insert(councilMembers)
        .values({ userId: defined(officer, 'the officer').id, councilId: council.id, role: 'officer' });
    }
    const user = defined(officer, 'the bench officer');
    const reports = createCouncilReportService(() => db);
    console.log(
      `${counted?.applications.toLocaleString('en-NZ')} applications, ${counted?.events.toLocaleString('en-NZ')} events`,
    );

    let failed = false;
    for (const [name, query, budgeted] of [
      ['2025 by month', { by: 'month', from: '2025-01', to: '2025-12' }, true],
      ['2025 by quarter', { by: 'quarter', from: '2025-01', to: '2025-12' }, true],
      ['2016-2025 by quarter', { by: 'quarter', from: '2016-01', to: '2025-12' }, false],
    ] as const) {
      const parsed = councilReportQuerySchema.parse(query);
      const times: number[] = [];
      let decided = 0;
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        const { rows } = await reports.report(user, council.id, parsed);
        times.push(performance.now() - started);
        decided = rows.reduce((sum, r) => sum + r.granted + r.refused + r.cccIssued, 0);
      }
      times.sort((a, b) => a - b);
      const worst = defined(times.at(-1), 'the slowest run');
      failed ||= budgeted && worst > BUDGET_MS;
      const budget = budgeted ? `budget every run under ${BUDGET_MS} ms` : 'not budgeted';
      console.log(
        `report ${name.padEnd(22)} p50 ${percentile(times, 50).toFixed(0)} ms  max ${worst.toFixed(0)} ms  (${decided.toLocaleString('en-NZ')} decisions counted; ${budget}; ${loadAverageLine()})`,
      );
    }
    if (failed) process.exitCode = 1;
  } finally {
    await database.close();
    if (!process.env.BENCH_KEEP && !reuse) await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
