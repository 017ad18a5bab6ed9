// `npm run bench:council-queue`: the council's queue page over 100,000 applications in PostgreSQL (issue 18).
// Builds them in a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local Debian
// cluster), then times the council workspace service's queue (what GET /api/council/councils/:id/applications
// answers: access check, page query, count, events and clocks) for the default order, a status filter, a deep
// page and a search. Budget: p95 under 50 ms for the list pages; the search (ILIKE over the council's consent
// numbers and site addresses, no trigram index yet) is reported, not budgeted.
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { councilMembers, councils, users } from '../apps/server/src/db/schema.js';
import { seedDemoData } from '../apps/server/src/db/seed/index.js';
import { createCouncilWorkspaceService } from '../apps/server/src/modules/council/service.js';
import { councilQueueQuerySchema as queueQuerySchema, defined } from '@consent/domain';
import { createLifecycleService } from '../apps/server/src/modules/lifecycle/service.js';
import { createCouncilService } from '../apps/server/src/modules/councils/service.js';
import type { StatutoryDocumentService } from '../apps/server/src/modules/statutoryDocuments/service.js';
import { percentile } from './stats.js';

const TOTAL = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = 100;
const BUDGET_P95_MS = 50;
const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const NAME = 'consent_bench_council_queue';

async function main() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  const url = new URL(serverUrl);
  url.pathname = `/${NAME}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  const { db } = database;
  try {
    await seedDemoData(db);
    const [applicantRow] = await db
      .insert(users)
      .values({ email: 'bench.applicant@example.co.nz', passwordHash: 'x', fullName: 'Bench Applicant' })
      .returning();
    const applicant = defined(applicantRow, 'the bench applicant');
    // Spread over four councils; one in ten a draft, the rest submitted or accepted, a minute apart.
    await db.execute(sql`INSERT INTO applications (user_id, council_id, application_type, type_code, param, step, max_step, completed, status, completed_at, passcode, bc_number)
      SELECT ${applicant.id}, (SELECT id FROM councils ORDER BY id OFFSET (g % 4) LIMIT 1), 2, 'bc', 'standard', 3, 3, g % 10 <> 0,
        CASE WHEN g % 10 = 0 THEN 'draft' WHEN g % 3 = 0 THEN 'accepted' ELSE 'submitted' END,
        CASE WHEN g % 10 = 0 THEN NULL ELSE now() - (g || ' minutes')::interval END, 'BENCHPAS',
        CASE WHEN g % 3 = 0 AND g % 10 <> 0 THEN 'BC' || g END
      FROM generate_series(1, ${TOTAL}) g`);
    await db.execute(sql`INSERT INTO application_events (application_id, user_id, actor, action, from_status, to_status, created_at)
      SELECT id, user_id, 'applicant', 'submit', 'draft', 'submitted', completed_at FROM applications WHERE status <> 'draft'`);
    await db.execute(sql`INSERT INTO application_events (application_id, user_id, actor, action, from_status, to_status, details, created_at)
      SELECT id, user_id, 'officer', 'accept', 'submitted', 'accepted', jsonb_build_object('consentNumber', bc_number), completed_at + interval '1 day'
      FROM applications WHERE status = 'accepted'`);
    await db.execute(sql`ANALYZE`);
    const council = defined(
      (await db.select({ id: councils.id }).from(councils).orderBy(councils.id).limit(1))[0],
      'a seeded council',
    );
    const officer = defined(
      (
        await db
          .insert(users)
          .values({ email: 'bench.officer@example.co.nz', passwordHash: 'x', fullName: 'Bench Officer' })
          .returning()
      )[0],
      'the bench officer',
    );
    await db.insert(councilMembers).values({ userId: officer.id, councilId: council.id, role: 'officer' });
    const user = defined((await db.select().from(users).where(eq(users.id, officer.id)))[0], 'the bench officer user');
    const workspace = createCouncilWorkspaceService(
      () => db,
      createLifecycleService(() => db),
      createCouncilService(() => db),
      // The queue issues no statutory documents (only a grant does): any use of them here is the bench's error.
      new Proxy({} as StatutoryDocumentService, {
        get() {
          throw new Error('the queue bench grants nothing');
        },
      }),
      {
        inspections: {
          recordRequired() {
            throw new Error('the queue bench grants nothing');
          },
          allPassed() {
            throw new Error('the queue bench grants nothing');
          },
        },
      },
    );

    let failed = false;
    for (const [name, query] of Object.entries({
      default: {},
      'status=accepted': { status: 'accepted' },
      'page=200': { page: 200 },
      'q=BC123': { q: 'BC123' },
    })) {
      const parsed = queueQuerySchema.parse(query);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await workspace.queue(user, council.id, parsed);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      const budgeted = !('q' in query);
      failed ||= budgeted && p95 > BUDGET_P95_MS;
      const budget = budgeted ? `budget p95 ${BUDGET_P95_MS} ms` : 'not budgeted';
      console.log(
        `queue ${name.padEnd(16)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (${TOTAL.toLocaleString('en-NZ')} applications, ${budget})`,
      );
    }
    if (failed) process.exitCode = 1;
  } finally {
    await database.close();
    if (!process.env.BENCH_KEEP) await admin.query(`DROP DATABASE IF EXISTS ${NAME}`);
    await admin.end();
  }
}

await main();
