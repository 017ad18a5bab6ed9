import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, type Database, type Db } from '../../src/db/client.js';
import { PgliteNamedStatements } from '../../src/db/pgliteStatements.js';
import { prepareStatementsOn } from '../../src/db/prepared.js';
import * as schema from '../../src/db/schema.js';

/**
 * One PGlite per vitest worker, handed to one test file after another, each time put back exactly as the template
 * left it (ADR 0084). Opening a PGlite from the template took about 0.9 s of CPU per file (PGlite's start and
 * unpacking the 55 MB dump); putting its rows back took 40–140 ms. What a file may have changed:
 * - its rows, and the sequences' positions: every table it wrote to is emptied and its template rows copied back,
 *   every sequence set back where the template had it;
 * - where its rows lie: a table refilled after a DELETE alone was larger than the template's (its dead rows and
 *   index entries kept their pages), and the planner, which scales its row estimates to a table's pages, chose
 *   other plans for it than on a fresh instance. Each table refilled is laid out as the test template's tables are
 *   (`layOut`), so its pages, its indexes' pages and its planner figures are the template's, and this is checked
 *   after every reset (`LAYOUT`);
 * - the job queue's schema, which the app makes when it starts (the template has none): dropped;
 * - its prepared statements: deallocated (each handle names its own from 1 again);
 * - anything else (a column added, a table or trigger dropped or disabled, a migration run again, a setting of the
 *   session, statistics gathered by ANALYZE): the catalog's fingerprint differs from the template's, and the instance is closed and another is
 *   opened from the template, as every file did before.
 * A file that closes its database cannot use it again: the handle it was given refuses every call after close, so
 * a query an app sends after it closed fails as it would on a closed PGlite, and never reaches the next file's data.
 */

interface Baseline {
  fingerprint: string;
  /** Every relation's pages and planner figures (`LAYOUT`). */
  layout: string;
  /** The template's planner figures, put back after a layout (`putFiguresBack`). */
  figures: string;
  /** One statement naming the tables a file changed (`changedTables`). */
  changed: string;
  /** The template's rows of each table, as PGlite's COPY wrote them (none for an empty table). */
  rows: Map<string, Blob | null>;
  /** One statement that sets every sequence back where the template had it. */
  sequences: string;
}

interface Shared {
  database: Database;
  client: PGlite;
  baseline: Baseline;
  /** The last transaction of the last reset (or of reading the baseline): a row written after it was written by a file. */
  mark: string;
}

const idle: Shared[] = [];

/** Which PGlite each handle is on, for the test that proves a reset (test/db/test-database-reuse.test.ts). */
const instances = new WeakMap<Database, PGlite>();

export function instanceUnder(database: Database): PGlite | undefined {
  return instances.get(database);
}

/** What the template's catalog holds beyond PostgreSQL's own: a change to the shape of anything changes it. */
const FINGERPRINT = `
SELECT md5(concat_ws('|',
  (SELECT string_agg(concat_ws(',', oid, nspname), ';' ORDER BY oid) FROM pg_namespace),
  (SELECT string_agg(concat_ws(',', oid, relname, relnamespace, relkind, relnatts, relpersistence, relrowsecurity, relchecks, reloptions::text), ';' ORDER BY oid) FROM pg_class WHERE oid >= 16384),
  (SELECT string_agg(concat_ws(',', attrelid, attnum, attname, atttypid, atttypmod, attnotnull, atthasdef, attisdropped, attgenerated, attidentity), ';' ORDER BY attrelid, attnum) FROM pg_attribute WHERE attrelid >= 16384),
  (SELECT string_agg(concat_ws(',', oid, adrelid, adnum), ';' ORDER BY oid) FROM pg_attrdef),
  (SELECT string_agg(concat_ws(',', oid, conname, conrelid, convalidated), ';' ORDER BY oid) FROM pg_constraint WHERE oid >= 16384),
  (SELECT string_agg(concat_ws(',', oid, tgname, tgenabled), ';' ORDER BY oid) FROM pg_trigger),
  (SELECT string_agg(concat_ws(',', indexrelid, indisvalid, indisready), ';' ORDER BY indexrelid) FROM pg_index WHERE indexrelid >= 16384),
  (SELECT string_agg(concat_ws(',', oid, ev_enabled), ';' ORDER BY oid) FROM pg_rewrite WHERE oid >= 16384),
  (SELECT string_agg(concat_ws(',', oid, proname), ';' ORDER BY oid) FROM pg_proc WHERE oid >= 16384),
  (SELECT string_agg(concat_ws(',', oid, typname), ';' ORDER BY oid) FROM pg_type WHERE oid >= 16384),
  (SELECT string_agg(oid::text, ';' ORDER BY oid) FROM pg_enum),
  (SELECT string_agg(concat_ws(',', oid, extname, extversion), ';' ORDER BY oid) FROM pg_extension),
  (SELECT string_agg(oid::text, ';' ORDER BY oid) FROM pg_policy),
  (SELECT string_agg(oid::text, ';' ORDER BY oid) FROM pg_event_trigger),
  (SELECT string_agg(concat_ws(',', oid, datname), ';' ORDER BY oid) FROM pg_database),
  (SELECT string_agg(concat_ws(',', oid, rolname), ';' ORDER BY oid) FROM pg_authid),
  (SELECT string_agg(concat_ws(',', name, setting), ';' ORDER BY name) FROM pg_settings WHERE source NOT IN ('default', 'override')),
  (SELECT string_agg(s::text, ';' ORDER BY starelid, staattnum, stainherit) FROM pg_statistic s)
)) AS fingerprint`;

/**
 * What the planner reads of each table, index and TOAST table besides the statistics: its pages on disk and the
 * pages, rows and all-visible pages pg_class records. Two instances with the same rows but another layout plan the
 * same statement differently (a search walking an index on one, sorting a bitmap scan's rows on the other).
 */
const LAYOUT = `
SELECT md5(string_agg(concat_ws(',', oid, relpages, reltuples, relallvisible, pg_relation_size(oid)), ';' ORDER BY oid))
  AS layout FROM pg_class WHERE oid >= 16384 AND relkind IN ('r', 'i', 't')`;

async function layoutOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ layout: string }>(LAYOUT);
  return rows[0]?.layout ?? '';
}

/**
 * Every relation's planner figures (pages, rows, all-visible pages in pg_class) as SQL VALUES rows. VACUUM and
 * REINDEX write their own; putting the template's back keeps the figures every file planned with before the reuse
 * (most tables never vacuumed: `reltuples` -1).
 */
export async function figuresOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ v: string }>(
    `SELECT format('(%s, %s, %s::real, %s)', oid, relpages, reltuples, relallvisible) AS v
       FROM pg_class WHERE oid >= 16384 AND relkind IN ('r', 'i', 't') ORDER BY oid`,
  );
  return rows.map((row) => row.v).join(', ');
}

export async function putFiguresBack(client: PGlite, figures: string): Promise<void> {
  if (!figures) return;
  await client.exec(
    `UPDATE pg_class c SET relpages = v.pages, reltuples = v.tuples, relallvisible = v.visible
       FROM (VALUES ${figures}) AS v(id, pages, tuples, visible)
      WHERE c.oid = v.id AND (c.relpages, c.reltuples, c.relallvisible) IS DISTINCT FROM (v.pages, v.tuples, v.visible)`,
  );
}

/**
 * Gives table `name` the one layout of `rows` that both the test template (pgliteTemplate.ts) and a reset make:
 * emptied, its pages given back (VACUUM truncates a table whose pages hold only dead rows), `rows` copied in in the
 * order they were copied out, its indexes built again from them (REINDEX); `putFiguresBack` then. Triggers must be off
 * (`session_replication_role = replica`), as the rows go in whatever order the foreign keys would ask for.
 */
export async function layOut(client: PGlite, name: string, rows: Blob | null): Promise<void> {
  await client.exec(`DELETE FROM ${name}`);
  await client.exec(`VACUUM ${name}`);
  if (rows) await client.query(`COPY ${name} FROM '/dev/blob' WITH (FORMAT binary)`, [], { blob: rows });
  await client.exec(`REINDEX TABLE ${name}`);
}

/** Every table of the database outside PostgreSQL's own schemas, by name. */
export async function tablesOf(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** How many rows `name` holds, and the rows as PGlite's binary COPY writes them (none for an empty table). */
export async function rowsOf(client: PGlite, name: string): Promise<{ count: number; blob: Blob | null }> {
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
  const count = rows[0]?.n ?? 0;
  if (count === 0) return { count, blob: null };
  return { count, blob: (await client.query(`COPY ${name} TO '/dev/blob' WITH (FORMAT binary)`)).blob ?? null };
}

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]?.fingerprint ?? '';
}

/**
 * The statement that names the tables changed since the instance was last put back: those holding a row written by
 * a later transaction (an insert, or an update's new version) or holding a different number of rows (a delete).
 * Putting back only those keeps the large tables (PostGIS's 8,500 spatial reference systems, 19,000 calendar days)
 * out of most resets: copying them back took about 0.3 s of CPU.
 */
function changedTables(counts: { name: string; rows: number }[]): string {
  return counts
    .map(
      ({ name, rows }) =>
        `SELECT ${quoteLiteral(name)} AS name WHERE EXISTS (SELECT FROM ${name} WHERE xmin::text::bigint > $1::bigint) ` +
        `OR (SELECT count(*) FROM ${name}) <> ${rows}`,
    )
    .join(' UNION ALL ');
}

/** Reads, once per fresh instance, what a reset puts back. */
async function baselineOf(client: PGlite): Promise<Baseline> {
  const rows: Baseline['rows'] = new Map();
  const counts: { name: string; rows: number }[] = [];
  for (const name of await tablesOf(client)) {
    const { count, blob } = await rowsOf(client, name);
    counts.push({ name, rows: count });
    rows.set(name, blob);
  }
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value, start_value)::text AS value,
            last_value IS NOT NULL AS called FROM pg_sequences`,
  );
  const setvals = sequences.map((s) => `setval(${quoteLiteral(s.name)}, ${BigInt(s.value)}, ${s.called})`);
  return {
    fingerprint: await fingerprintOf(client),
    layout: await layoutOf(client),
    figures: await figuresOf(client),
    changed: changedTables(counts),
    rows,
    sequences: setvals.length > 0 ? `SELECT ${setvals.join(', ')}` : '',
  };
}

/** The transaction id every later write is newer than. */
async function markOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ mark: string }>('SELECT txid_current()::text AS mark');
  return rows[0]?.mark ?? '0';
}

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Puts the instance back as the template left it, or says it cannot (its shape changed, it was closed or left inside
 * a transaction, or a table's layout could not be made the template's). Rows go back with triggers off
 * (`session_replication_role = replica`): the changed tables laid out again with their template rows (`layOut`),
 * whatever order the foreign keys would ask for, and no trigger counting the change (the councils' generation row is
 * put back with the rest).
 */
async function reset(shared: Shared): Promise<boolean> {
  const { client, baseline } = shared;
  if (client.closed || client.isInTransaction()) return false;
  // The named statements' names start again from 1 with each file's handle (db/pgliteStatements.ts).
  await client.exec('DEALLOCATE ALL; DROP SCHEMA IF EXISTS pgboss CASCADE; SELECT pg_advisory_unlock_all()');
  if ((await fingerprintOf(client)) !== baseline.fingerprint) return false;
  const { rows: changed } = await client.query<{ name: string }>(baseline.changed, [shared.mark]);
  await client.exec('SET session_replication_role = replica');
  for (const { name } of changed) await layOut(client, name, baseline.rows.get(name) ?? null);
  await putFiguresBack(client, baseline.figures);
  if (baseline.sequences) await client.query(baseline.sequences);
  await client.exec('RESET session_replication_role');
  if ((await layoutOf(client)) !== baseline.layout) return false;
  shared.mark = await markOf(client);
  return true;
}

async function openShared(templateBlob: Blob): Promise<Shared> {
  const database = await openDatabase({ databaseUrl: null, dataDir: null, loadDataDir: templateBlob });
  if (database.driver.kind !== 'pglite') throw new Error('an embedded database was asked for');
  const client = database.driver.client;
  const baseline = await baselineOf(client);
  return { database, client, baseline, mark: await markOf(client) };
}

/**
 * `target` for one test file until it closes it; after that every property read throws, naming what happened. What
 * the file sets on it (a test that records the statements replaces `query`) stays on its handle, never on the PGlite
 * the next file is given.
 */
function guarded<T extends object>(target: T, open: () => boolean): T {
  const own = new Map<PropertyKey, unknown>();
  return new Proxy(target, {
    get(object, property) {
      if (!open()) throw new Error('this test file closed its database (the handle is no longer usable)');
      if (own.has(property)) return own.get(property);
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
    set(_object, property, value) {
      own.set(property, value);
      return true;
    },
  });
}

/** A database as the template left it, for one test file, on the worker's PGlite when it is free. */
export async function openReusedPglite(templateBlob: () => Blob): Promise<Database> {
  let shared = idle.pop();
  while (shared && !(await reset(shared))) {
    if (!shared.client.closed) await shared.client.close();
    shared = idle.pop();
  }
  shared ??= await openShared(templateBlob());
  const mine = shared;
  let open = true;
  const client = guarded(mine.client, () => open);
  const db = drizzle(client, { schema }) as unknown as Db;
  const statements = new PgliteNamedStatements(client);
  prepareStatementsOn(db, drizzle(statements as unknown as PGlite, { schema }));
  const database: Database = {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    async close() {
      if (!open) return;
      open = false;
      // Kept for the next file only when nothing else is kept: a file that opened two databases closes both.
      if (idle.length === 0 && !mine.client.closed) idle.push(mine);
      else if (!mine.client.closed) await mine.client.close();
    },
  };
  instances.set(database, mine.client);
  return database;
}
