import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { PgliteNamedStatements } from './pgliteStatements.js';
import { lazyPostgis } from './postgisBundle.js';
import { prepareStatementsOn } from './prepared.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database or a transaction on it: what a repo function takes when it may run inside a caller's transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The driver underneath, for what drizzle does not do (the address import's COPY). */
  driver: { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite };
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string | null;
  /** A PGlite data directory dump to start from (tests start from a migrated template). */
  loadDataDir?: Blob;
}

/**
 * Opens the database once per process and applies the committed migrations.
 * PGlite (embedded) by default; a PostgreSQL server when a URL is given.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // Loaded only for a PostgreSQL server: an embedded start does not pay for reading the driver.
    const [{ default: pgDriver }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pgDriver.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the server is unreachable a request fails in seconds with 503 instead of waiting on a connection.
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection the server ends (a restart, a failover, a dropped database) leaves the pool, and the
    // next query opens another; without a listener its error event would crash the whole process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateExclusively(pool);
    return { db, kind: 'postgres', driver: { kind: 'postgres', pool }, close: () => pool.end() };
  }
  const client = new PGlite({
    dataDir: options.dataDir ?? undefined,
    loadDataDir: options.loadDataDir,
    extensions: { postgis: lazyPostgis(), pg_trgm },
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  prepareStatementsOn(db, drizzlePglite(new PgliteNamedStatements(client) as unknown as PGlite, { schema }));
  if (await behindMigrations(client)) await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { db, kind: 'pglite', driver: { kind: 'pglite', client }, close: () => client.close() };
}

/**
 * Whether the embedded database lacks a committed migration. drizzle applies every journal entry newer than the
 * newest it recorded, after reading and hashing every migration file; on an existing data directory that is
 * nothing to apply, so one query against the journal's newest entry answers first (issue 14.3).
 */
async function behindMigrations(client: PGlite): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const recorded = await client
    .query<{ newest: string | number | null }>(
      'SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
    )
    .then(
      (result) => Number(result.rows[0]?.newest ?? Number.NaN),
      () => Number.NaN,
    ); // no table yet: a new database
  return !(recorded >= newest);
}

/** The advisory lock every process takes to change the database's shape or demo data: one process at a time. */
export const SCHEMA_LOCK = 7_180_018;

/**
 * Several processes may start at once against one PostgreSQL (issue 18.8): the first to take the lock migrates,
 * the others wait for it and then find nothing left to apply (two at once both try CREATE EXTENSION and fail).
 */
async function migrateExclusively(pool: pg.Pool): Promise<void> {
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => {});
    client.release();
  }
}
