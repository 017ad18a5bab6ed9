import fs from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { defined } from '@consent/domain';
import type { Database } from '../db/client.js';
import type { ImportProgress, ImportSummary } from './csvImport.js';
import { COPY_COLUMNS, DEMO_ID_BASE, linzCopyRows, readHeader, type CopyRowsCounts } from './linzCopyRows.js';

/** PGlite reads a COPY blob whole into memory: the rows go in pieces of about this size. */
const PGLITE_CHUNK_BYTES = 32 * 1024 * 1024;
/** Only one import at a time: both build the same next table. */
const IMPORT_LOCK = 80_080_001;
/**
 * The GIN trigram index of 2.5 million search texts is the longest build; with less memory than its entries
 * take it writes and merges runs. PGlite's WASM heap is smaller, so it gets less.
 */
const INDEX_MEMORY = { postgres: '1GB', pglite: '256MB' } as const;

/** One connection's worth of raw SQL, the same on PostgreSQL and PGlite. */
interface Session {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

interface AddressImportOptions {
  onProgress?(progress: ImportProgress): void;
  /** Each step after the load ('indexing', 'swapping'), for the progress output. */
  onPhase?(phase: string): void;
}

const COPY_SQL = `copy addresses_next (${COPY_COLUMNS.join(', ')}) from`;

/**
 * With council regions loaded each address takes the council whose region holds its point (the first by id
 * where regions overlap), set as it is copied in: COPY runs a table's triggers, and a BEFORE trigger writes
 * the row once where an UPDATE afterwards would write it again. (The generated point is not yet computed in
 * a BEFORE trigger, so it is made from the coordinates.) With no region every council is null and there is
 * no trigger.
 */
const COUNCIL_TRIGGER = [
  `create or replace function addresses_next_council() returns trigger language plpgsql as $$
   begin
     new.council_id := (select g.council_id from council_regions g
       where ST_Contains(g.boundary, ST_SetSRID(ST_MakePoint(new.longitude, new.latitude), 4326)) order by g.council_id limit 1);
     return new;
   end $$`,
  'create trigger addresses_next_council before insert on addresses_next for each row execute function addresses_next_council()',
];

/**
 * `npm run import:addresses`: the LINZ NZ Street Address CSV into a new table that replaces `addresses`
 * in one transaction. Node reads the file and writes each valid address as a row of the new table
 * (linzCopyRows.ts) into COPY: pg-copy-streams on a server, two sessions taking alternate pieces so that both
 * cores compute the search texts, and COPY FROM '/dev/blob' in pieces on PGlite. The indexes are then built
 * once on the full table (as the live table defines them, so a migration's index is never forgotten), and a
 * rename swaps it in: searches answer from the old table until the commit and from the new one after. A
 * newer file therefore updates changed addresses and removes retired ones; our demo addresses (ids from
 * 990,000,000) are carried over.
 */
export async function importAddressCsv(
  database: Database,
  file: string,
  options: AddressImportOptions = {},
): Promise<ImportSummary> {
  const columns = readHeader(file);
  for (const required of ['address_id', 'full_address']) {
    if (!columns.includes(required))
      throw new Error(`${file} has no ${required} column: is it the LINZ NZ Street Address CSV?`);
  }
  const totalBytes = fs.statSync(file).size;
  const counts: CopyRowsCounts = { rows: 0, imported: 0, skippedReasons: {} };
  const progress: ImportProgress = { rows: 0, imported: 0, skipped: 0, bytesRead: 0, totalBytes };
  const report = (bytes: number) => {
    progress.bytesRead += bytes;
    progress.rows = counts.rows;
    options.onProgress?.({ ...progress });
  };
  const driver = database.driver;
  const sessions: Session[] = [];
  const release: (() => void)[] = [];
  const pgClients: pg.PoolClient[] = [];
  if (driver.kind === 'postgres') {
    for (let i = 0; i < 2; i++) {
      const client = await driver.pool.connect();
      pgClients.push(client);
      release.push(() => {
        client.release();
      });
      sessions.push({
        query: async (text, params) => ({ rows: (await client.query<Record<string, unknown>>(text, params)).rows }),
      });
    }
  } else {
    const client: PGlite = driver.client;
    sessions.push({
      query: async (text, params) => {
        const r = await client.query<Record<string, unknown>>(text, params);
        return { rows: r.rows };
      },
    });
  }
  const main = defined(sessions[0], 'the main import session');
  const locked = defined(
    (await main.query(`select pg_try_advisory_lock(${IMPORT_LOCK}) as ok`)).rows[0],
    'the advisory lock row',
  ).ok;
  if (!locked) {
    release.forEach((r) => {
      r();
    });
    throw new Error('another address import is running');
  }
  try {
    await main.query('drop table if exists addresses_next');
    await main.query('create table addresses_next (like addresses including defaults including generated)');
    const withRegions = Boolean(
      defined(
        (await main.query('select exists (select 1 from council_regions) as any')).rows[0],
        'the council regions row',
      ).any,
    );
    if (withRegions) for (const statement of COUNCIL_TRIGGER) await main.query(statement);
    const rows = linzCopyRows(file, counts);
    if (driver.kind === 'postgres') await copyToServer(pgClients, rows, report);
    else await copyInPieces(driver.client, rows, report);
    if (withRegions) await main.query('drop function addresses_next_council() cascade');
    progress.imported = counts.imported;
    progress.skipped = counts.rows - counts.imported;
    await main.query(
      `insert into addresses_next (${NEXT_COLUMNS}) select ${NEXT_COLUMNS} from addresses where address_id >= ${DEMO_ID_BASE}`,
    );
    const renames = await buildIndexes(sessions, driver.kind, options);
    options.onPhase?.('swapping the new table in');
    await swap(main, renames);
    progress.bytesRead = totalBytes;
    options.onProgress?.({ ...progress });
    return { ...progress, skippedReasons: counts.skippedReasons };
  } catch (error) {
    await main.query('drop table if exists addresses_next').catch(() => {});
    await main.query('drop function if exists addresses_next_council() cascade').catch(() => {});
    throw error;
  } finally {
    await main.query(`select pg_advisory_unlock(${IMPORT_LOCK})`).catch(() => {});
    release.forEach((r) => {
      r();
    });
  }
}

const NEXT_COLUMNS = `${COPY_COLUMNS.join(', ')}, council_id`;

type RowPieces = AsyncIterable<{ rows: Buffer; bytes: number }>;

/**
 * One COPY on each server session, the pieces dealt to them in turn: computing the search texts of the rows
 * is most of the load's work, and one COPY runs on one core. A piece waits for its stream to drain; a COPY
 * that fails ends the load with its error, and a file that cannot be read aborts both (CopyFail), so that
 * neither session is left in the middle of a COPY.
 */
async function copyToServer(clients: pg.PoolClient[], pieces: RowPieces, report: (bytes: number) => void) {
  const streams = clients.map((client) => client.query(copyFrom(`${COPY_SQL} stdin`)));
  const done = Promise.all(streams.map((stream) => finished(stream)));
  done.catch(() => {});
  try {
    let turn = 0;
    for await (const piece of pieces) {
      const stream = defined(streams[turn++ % streams.length], 'a COPY stream');
      if (piece.rows.length && !stream.write(piece.rows)) await Promise.race([once(stream, 'drain'), done]);
      report(piece.bytes);
    }
  } catch (error) {
    for (const stream of streams) stream.destroy(error as Error);
    await done.catch(() => {});
    throw error;
  }
  for (const stream of streams) stream.end();
  await done;
}

/** PGlite copies from a blob it reads whole, so the rows go in pieces of about PGLITE_CHUNK_BYTES. */
async function copyInPieces(client: PGlite, pieces: RowPieces, report: (bytes: number) => void) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let pendingFileBytes = 0;
  const flush = async () => {
    if (pendingBytes)
      await client.query(`${COPY_SQL} '/dev/blob'`, [], { blob: new Blob(pending as Uint8Array<ArrayBuffer>[]) });
    report(pendingFileBytes);
    pending = [];
    pendingBytes = 0;
    pendingFileBytes = 0;
  };
  for await (const piece of pieces) {
    pending.push(piece.rows);
    pendingBytes += piece.rows.length;
    pendingFileBytes += piece.bytes;
    if (pendingBytes >= PGLITE_CHUNK_BYTES) await flush();
  }
  await flush();
}

/**
 * The live table's indexes and foreign keys, built on the next table under temporary names (the primary
 * key first, so a duplicate id fails before the long builds). On PostgreSQL two connections build them
 * side by side (GIN, the longest, on its own); PGlite has one.
 */
async function buildIndexes(sessions: Session[], kind: 'postgres' | 'pglite', options: AddressImportOptions) {
  const main = defined(sessions[0], 'the main import session');
  const indexes = (
    await main.query(
      `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'addresses' order by indexdef ~ 'USING gin' desc, indexname`,
    )
  ).rows.map((r) => ({
    name: String(r.indexname),
    def: String(r.indexdef).replace(
      /^(CREATE (?:UNIQUE )?INDEX) (\S+) ON (\S+)\.addresses USING/,
      (_m, create: string, name: string, schema: string) => `${create} next_${name} ON ${schema}.addresses_next USING`,
    ),
  }));
  const foreignKeys = (
    await main.query(
      `select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'addresses'::regclass and contype = 'f'`,
    )
  ).rows.map((r) => ({ name: String(r.conname), def: String(r.def) }));
  const pkey = (
    await main.query(`select conname from pg_constraint where conrelid = 'addresses'::regclass and contype = 'p'`)
  ).rows[0]?.conname as string | undefined;
  options.onPhase?.(`building ${indexes.length} indexes`);
  for (const session of sessions) await session.query(`set maintenance_work_mem = '${INDEX_MEMORY[kind]}'`);
  const primary = indexes.find((i) => i.name === pkey);
  if (primary) {
    await main.query(primary.def);
    await main.query(`alter table addresses_next add constraint next_${pkey} primary key using index next_${pkey}`);
  }
  const queue = indexes.filter((i) => i !== primary);
  await Promise.all(
    sessions.map(async (session) => {
      for (let next = queue.shift(); next; next = queue.shift()) await session.query(next.def);
    }),
  );
  for (const fk of foreignKeys) await main.query(`alter table addresses_next add constraint next_${fk.name} ${fk.def}`);
  await main.query('analyze addresses_next');
  for (const session of sessions) await session.query('reset maintenance_work_mem');
  return {
    indexes: indexes.filter((i) => i !== primary).map((i) => i.name),
    constraints: [...(pkey ? [pkey] : []), ...foreignKeys.map((f) => f.name)],
  };
}

/** One transaction: the old table goes, the next one takes its name and its indexes' and constraints' names. */
async function swap(session: Session, names: { indexes: string[]; constraints: string[] }) {
  await session.query('begin');
  try {
    await session.query('lock table addresses in access exclusive mode');
    await session.query('drop table addresses');
    await session.query('alter table addresses_next rename to addresses');
    for (const name of names.indexes) await session.query(`alter index next_${name} rename to ${name}`);
    for (const name of names.constraints)
      await session.query(`alter table addresses rename constraint next_${name} to ${name}`);
    await session.query('commit');
  } catch (error) {
    await session.query('rollback');
    throw error;
  }
}
