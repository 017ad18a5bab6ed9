/**
 * The server test files that run a second time on a PostgreSQL server (`npm test` with TEST_DATABASE_URL), and why.
 * Every server test runs on PGlite; a file runs on PostgreSQL too when what it exercises behaves differently there
 * (docs/decisions/0028-test-suite-time.md gives the rule). test/db/postgres-pass.test.ts keeps this honest: every
 * source file that does something PGlite does differently must be named here with the tests that exercise it.
 * Paths are relative to apps/server.
 */

/** Source files whose SQL or driver use differs between PGlite and PostgreSQL, each with the tests exercising it. */
export const DIALECT_SENSITIVE_SOURCES: Record<string, { why: string; tests: string[] }> = {
  'src/modules/inspections/repo.ts': {
    why: "a booking's change: the required inspection's row lock (SELECT … FOR UPDATE) before its open booking is read",
    tests: ['test/inspections/booking.test.ts'],
  },
  'src/modules/inspections/areasRepo.ts': {
    why: "booking's capacity: the type's capacity row in the site's area locked (SELECT … FOR UPDATE) before counting",
    tests: ['test/inspections/booking.test.ts'],
  },
  'src/modules/inspections/resultsRepo.ts': {
    why: "a result's record: the booking's row lock (SELECT … FOR UPDATE OF) before a second result is refused, its photos locked against the unused-photo cleanup's SKIP LOCKED delete",
    tests: ['test/inspections/results.test.ts', 'test/inspections/photos.test.ts'],
  },
  'src/db/client.ts': {
    why: 'two drivers: a pg pool of ten connections and migrations under an advisory lock, or one PGlite connection',
    tests: ['test/db/seed.test.ts', 'test/process/scale-out.test.ts'],
  },
  'src/db/schema.ts': {
    why: 'a PostGIS generated column (ST_SetSRID/ST_MakePoint): PostGIS 3 on the server, the trimmed bundle in PGlite',
    tests: ['test/import/address-import.test.ts', 'test/locations/site-location-search.test.ts'],
  },
  'src/db/seed/locations.ts': {
    why: 'council boundaries made with ST_GeomFromText',
    tests: ['test/db/seed.test.ts', 'test/locations/site-location-demo-streets.test.ts'],
  },
  'src/db/seed/whenChanged.ts': {
    why: 'seeding under an advisory lock, which only several connections contend for',
    tests: ['test/db/seed.test.ts', 'test/process/scale-out.test.ts'],
  },
  'src/import/addressCopy.ts': {
    why: 'COPY through pg-copy-streams on a server, COPY FROM /dev/blob in pieces on PGlite; index builds side by side',
    tests: ['test/import/address-import.test.ts', 'test/locations/site-location-search-forgiving.test.ts'],
  },
  'src/import/addresses.ts': {
    why: 'the address import: PostGIS points, the atomic table swap while searches read',
    tests: ['test/import/address-import.test.ts', 'test/locations/site-location-search-forgiving.test.ts'],
  },
  'src/import/parcels.ts': {
    why: 'parcel outlines through PostGIS (ST_GeomFromText, ST_Multi)',
    tests: ['test/import/importers.test.ts'],
  },
  'src/integrations/local/addresses.ts': {
    why: 'address search: trigram word_similarity, ST_Contains and ST_DWithin on geography',
    tests: [
      'test/locations/site-location-search.test.ts',
      'test/locations/site-location-search-forgiving.test.ts',
      'test/locations/site-location-parcel-info.test.ts',
    ],
  },
  'src/integrations/local/addressSteps.ts': {
    why: 'the ordered search steps as a prepared statement: per pool connection on a server, with its generic plan',
    tests: [
      'test/locations/site-location-search.test.ts',
      'test/locations/site-location-search-forgiving.test.ts',
      'test/import/address-import.test.ts',
    ],
  },
  'src/integrations/local/parcels.ts': {
    why: 'parcels of an address and at a point: ST_Contains, ST_Intersects',
    tests: ['test/locations/site-location-parcels.test.ts', 'test/locations/site-location-parcel-info.test.ts'],
  },
  'src/integrations/local/sql.ts': {
    why: 'parcel features as GeoJSON (ST_AsGeoJSON, ST_PointOnSurface), read from raw rows each driver parses',
    tests: ['test/locations/site-location-parcels.test.ts', 'test/locations/site-location-parcel-info.test.ts'],
  },
  'src/modules/locations/repo.ts': {
    why: 'the council boundary check and parcel outlines through PostGIS, read from raw rows',
    tests: ['test/locations/site-location-parcels.test.ts', 'test/council/council-reading.test.ts'],
  },
  'src/modules/mail/repo.ts': {
    why: 'claiming due mails with FOR UPDATE SKIP LOCKED: two claims at once only contend on several connections',
    tests: ['test/mail/mail.test.ts'],
  },
  'src/modules/applications/repo.ts': {
    why: "ApplicationAccess.whileOpen: another module's write under the application's row lock (FOR UPDATE) racing the completion (contacts, uploads, project and buildings)",
    tests: [
      'test/contacts/contacts.test.ts',
      'test/documents/documents.test.ts',
      'test/project/project.test.ts',
      'test/project/project-variants.test.ts',
    ],
  },
  'src/modules/applications/saveAtVersion.ts': {
    why: "a versioned save's one statement (ADR 0090): the key's claim, the application's row lock (FOR UPDATE) and the version's upsert as CTEs",
    tests: ['test/nothingLost/nothingLost.test.ts'],
  },
  'src/ops/backup/backup.ts': {
    why: "two ways to back up: pg_dump in custom format on a server, PGlite's dumpDataDir under a held transaction",
    tests: ['test/ops/backup-restore.test.ts'],
  },
  'src/modules/lifecycle/repo.ts': {
    why: "the council's decisions under a row lock: four at once, one wins",
    tests: ['test/lifecycle/lifecycle-events.test.ts'],
  },
  'src/modules/sharing/repo.ts': {
    why: 'accepting a share invitation under a row lock',
    tests: ['test/sharing/sharing.test.ts'],
  },
  'src/modules/council/admin/repo.ts': {
    why: 'staff and multiproof permission changes under row locks',
    tests: ['test/council/council-members.test.ts', 'test/council/council-multiproof.test.ts'],
  },
  'src/ops/metrics.ts': {
    why: "the pool's connection counts from the pg driver (PGlite is one connection)",
    tests: ['test/ops/metrics.test.ts'],
  },
  'src/modules/jobs/adapter.ts': {
    why: "pg-boss's SQL through the pg pool, or through PGlite's one connection (exec for its multi-statement texts)",
    tests: ['test/jobs/jobs.test.ts', 'test/process/scale-out.test.ts'],
  },
  'src/modules/money/cardCheckoutRepo.ts': {
    why: "the card notification locks its checkout's row (FOR UPDATE) so a notification delivered twice at once records once",
    tests: ['test/money/card-payments.test.ts'],
  },
  'src/modules/auth/repo.ts': {
    why: 'expired-session cleanup under pg_try_advisory_xact_lock, read from a raw row',
    tests: ['test/auth/auth.test.ts'],
  },
};

/** Test files that run on PostgreSQL for what they do themselves rather than for one source file. */
export const POSTGRES_PASS_TESTS: Record<string, string> = {
  'test/inspections/photos.test.ts':
    "migration 0078's uuid photo ids, looked up by id and council through a join, the stored photo read back by the pg driver, and the unused-photo cleanup's DELETE of a FOR UPDATE SKIP LOCKED subquery (migration 0085's partial index)",
  'test/nothingLost/nothingLost.test.ts':
    "a key claimed or its earlier answer read in one upsert in a CTE, and a form's version moved on by a conditional upsert in the save's transaction",
  'test/process/scale-out.test.ts': 'two server processes on one database: only a server can have that',
  'test/applications/applications.test.ts':
    'writes sent at once racing the completion: real parallel transactions on a pool',
  'test/applications/statements-per-request.test.ts':
    "the round trips of a read and a save (issue 33.3) as the pg pool's clients send them, where `npm run bench` measures",
  'test/wizard/wizard-applicant.test.ts':
    'saves sent at once racing the completion: real parallel transactions on a pool',
  'test/wizard/wizard-stored-forms.test.ts':
    "the store's save merges its key into applications.sections through text and jsonb parameters the pg driver sends differently, and migration 0035 on a server",
  'test/wizard/throwaway-form.test.ts':
    "a form made from a definition alone, saved through the store's jsonb merge and completed, on a server as on PGlite",
  'test/wizard/wizard-sections-migration.test.ts':
    "migration 0036 on a server: the section forms' answers moved out of their own columns into applications.sections",
  'test/wizard/wizard-column-forms-migration.test.ts':
    "migrations 0062 and 0082 on a server: the remaining section forms' answers (the applicant's role last) moved out of their own columns into applications.sections",
  'test/councils/council-config-cache.test.ts':
    "two instances' council copies on one database, each with its own pool: the generation trigger and the session lookup's subquery",
  'test/hardening/random-strings.test.ts':
    'arbitrary text (NUL, lone surrogates, long strings) through the pg wire protocol',
  'test/submission/application-reference.test.ts':
    "100 submissions at once on a pool: the council sequence's row lock (INSERT … ON CONFLICT DO UPDATE) gives each its own number, and migration 0040 on a server",
  'test/ops/backup-restore.test.ts':
    "the backup's other half: pg_dump in custom format and pg_restore into a new database on a server",
  'test/council/staff-access-log.test.ts':
    "the access log's search by New Zealand day (AT TIME ZONE) and by staff email (ILIKE with escapes)",
  'test/hardening/edge.test.ts':
    'text PostgreSQL cannot keep (NUL), refused before the driver sends it; a failed query logged',
  'test/council/council-ccc-decision-due.test.ts':
    "the two-year rule in SQL: New Zealand days through AT TIME ZONE and month arithmetic on the server's clock",
  'test/reports/working-day-calendar.test.ts': "migration 0060's calendar, made by generate_series and a window sum",
  'test/reports/council-report.test.ts':
    "the report's SQL (time zones, percentile_cont, the working-day calendar of migration 0060) and the types each driver answers it with",
  'test/inspections/booking.test.ts':
    "20 bookings of a slot's last place at once on a pool: the inspection type's row lock (SELECT … FOR UPDATE) lets one count and insert at a time",
  'test/money/invoice-numbers.test.ts':
    "a council's gapless numbers by an upsert that locks the counter row: 100 issuers only queue on a pool's connections",
  'test/privacy/account-closure.test.ts':
    "closing an account on a server: the drafts' cascading deletes, the rate-limit keys' LIKE with escapes, the token used in the closing transaction",
  'test/privacy/draft-retention.test.ts':
    "the retention job's cron schedule in pg-boss's tables and its warning upsert (ON CONFLICT DO UPDATE) on a server",
  'test/money/credit-notes.test.ts':
    "the refund's guarded UPDATE (greatest() over bigint columns and a bound parameter) and migration 0066 on a server",
  'test/money/finance-view.test.ts':
    "the finance view's filters: New Zealand days of issue (AT TIME ZONE), date plus the terms' days, bigint sums",
};

/** Every file of the PostgreSQL pass, relative to apps/server, sorted. */
export function postgresPassFiles(): string[] {
  const files = new Set<string>(Object.keys(POSTGRES_PASS_TESTS));
  for (const { tests } of Object.values(DIALECT_SENSITIVE_SOURCES)) for (const test of tests) files.add(test);
  return [...files].sort();
}
