import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '../db/client.js';
import type { ImportProgress, ImportSummary } from './csvImport.js';

/** Our demo addresses (seed) use ids from here; a LINZ import keeps them (ADR 0008). */
const DEMO_ID_BASE = 990_000_000;
/** PGlite reads a COPY blob whole into memory: the file goes in pieces of about this size. */
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
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[]; }>;
}

export interface AddressImportOptions {
  onProgress?(progress: ImportProgress): void;
  /** Each step after the load ('indexing', 'swapping'), for the progress output. */
  onPhase?(phase: string): void;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The header line's column names (LINZ names are plain words; quotes are allowed anyway). */
function readHeader(file: string): string[] {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, length).toString('utf8').replace(/^\uFEFF/, '');
    const end = text.search(/\r?\n/);
    const line = end === -1 ? text : text.slice(0, end);
    return line.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1'));
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * LINZ rows to our columns, in SQL over the loaded text table: coordinates from gd2000_xcoord/ycoord,
 * else shape_X/Y, else the WKT point; a row without an id, coordinates in degrees or a full_address is skipped.
 */
function linzRows(columns: string[], part = 'true') {
  const has = new Set(columns);
  const col = (name: string) => (has.has(name) ? `nullif(trim(s.${quoteIdent(name)}), '')` : 'null::text');
  const number = `'^-?[0-9]+(\\.[0-9]+)?$'`;
  const wkt = has.has('WKT') ? `regexp_match(s."WKT", '^\\s*POINT\\s*\\(\\s*(-?[0-9.]+)\\s+(-?[0-9.]+)\\s*\\)\\s*$', 'i')` : 'null::text[]';
  // coalesce stops at the first number, so the WKT is read only for a row without coordinate columns.
  const coordinate = (...values: string[]) => `coalesce(${values.map((v) => `case when ${v} ~ ${number} then (${v})::double precision end`).join(', ')})`;
  return `select case when ${col('address_id')} ~ '^[0-9]{1,9}$' then ${col('address_id')}::int end as address_id,
      coalesce(${col('full_address_number')}, '') as full_address_number, coalesce(${col('full_road_name')}, '') as full_road_name,
      ${col('full_address')} as full_address, coalesce(${col('suburb_locality')}, '') as suburb_locality,
      coalesce(${col('town_city')}, '') as town_city, ${col('postcode')} as postcode,
      ${coordinate(col('gd2000_xcoord'), col('shape_X'), `(${wkt})[1]`)} as longitude,
      ${coordinate(col('gd2000_ycoord'), col('shape_Y'), `(${wkt})[2]`)} as latitude
    from linz_addresses s where ${part}`;
}

const VALID = `r.address_id > 0 and r.full_address is not null and abs(r.longitude) <= 180 and abs(r.latitude) <= 90`;

const NEXT_COLUMNS = 'address_id, full_address_number, full_road_name, full_address, suburb_locality, town_city, postcode, longitude, latitude, council_id';

/** The council whose region holds the row's point (the first by id where regions overlap). */
const COUNCIL = `(select g.council_id from council_regions g where ST_Contains(g.boundary, ST_SetSRID(ST_MakePoint(r.longitude, r.latitude), 4326)) order by g.council_id limit 1)`;

/**
 * The checked, shaped rows of one part of the loaded file (`part`: a ctid range, or true) into the next
 * table, each with its council. The search texts and the point are the table's generated columns. With no
 * council regions loaded every council is null, and the lookup (a subquery a row) is left out.
 */
const placeRows = (columns: string[], part: string, withRegions: boolean) =>
  `insert into addresses_next (${NEXT_COLUMNS})
   select r.address_id, r.full_address_number, r.full_road_name, r.full_address, r.suburb_locality, r.town_city, r.postcode, r.longitude, r.latitude,
     ${withRegions ? COUNCIL : 'null::int'}
   from (${linzRows(columns, part)}) r where ${VALID} and r.address_id < ${DEMO_ID_BASE}`;

/**
 * On PostgreSQL the rows are placed by both sessions at once, each taking half of the loaded table's pages
 * (a TID range scan): computing the search texts is most of the work and one INSERT runs on one core.
 */
async function placeAll(sessions: Session[], columns: string[]) {
  const withRegions = Boolean((await sessions[0]!.query('select exists (select 1 from council_regions) as any')).rows[0]!.any);
  if (sessions.length === 1) {
    await sessions[0]!.query(placeRows(columns, 'true', withRegions));
    return;
  }
  const pages = Number((await sessions[0]!.query(`select (pg_relation_size('linz_addresses') / current_setting('block_size')::int)::int as n`)).rows[0]!.n) + 1;
  const step = Math.ceil(pages / sessions.length);
  await Promise.all(
    sessions.map((session, i) => {
      const part = `s.ctid >= '(${i * step},0)'::tid` + (i === sessions.length - 1 ? '' : ` and s.ctid < '(${(i + 1) * step},0)'::tid`);
      return session.query(placeRows(columns, part, withRegions));
    }),
  );
}

/**
 * `npm run import:addresses`: the LINZ NZ Street Address CSV into a new table that replaces `addresses`
 * in one transaction. PostgreSQL parses the file (COPY into an unlogged text table with no index: pg-copy-streams
 * on a server, COPY FROM '/dev/blob' in pieces on PGlite), INSERT ... SELECT checks and shapes the rows and
 * takes each address's council (two at once on a server, each over half the file), the indexes are built once on the full table (as the live table defines
 * them, so a migration's index is never forgotten), and a rename swaps it in: searches answer from the old
 * table until the commit and from the new one after. A newer file therefore updates changed addresses and
 * removes retired ones; our demo addresses (ids from 990,000,000) are carried over.
 */
export async function importAddressCsv(database: Database, file: string, options: AddressImportOptions = {}): Promise<ImportSummary> {
  const columns = readHeader(file);
  for (const required of ['address_id', 'full_address']) {
    if (!columns.includes(required)) throw new Error(`${file} has no ${required} column: is it the LINZ NZ Street Address CSV?`);
  }
  const totalBytes = fs.statSync(file).size;
  const progress: ImportProgress = { rows: 0, imported: 0, skipped: 0, bytesRead: 0, totalBytes };
  const report = (bytes: number, text: Buffer | string) => {
    progress.bytesRead += bytes;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) progress.rows++;
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
      release.push(() => client.release());
      sessions.push({ query: async (text, params) => ({ rows: (await client.query(text, params)).rows }) });
    }
  } else {
    const client: PGlite = driver.client;
    sessions.push({ query: async (text, params) => { const r = await client.query<Record<string, unknown>>(text, params); return { rows: r.rows }; } });
  }
  const main = sessions[0]!;
  const locked = (await main.query(`select pg_try_advisory_lock(${IMPORT_LOCK}) as ok`)).rows[0]!.ok;
  if (!locked) {
    release.forEach((r) => r());
    throw new Error('another address import is running');
  }
  try {
    await main.query('drop table if exists addresses_next');
    await main.query('drop table if exists linz_addresses');
    // Unlogged, not temporary: the second session reads it too. It is dropped after the load, and before the next.
    await main.query(`create unlogged table linz_addresses (${columns.map((c) => `${quoteIdent(c)} text`).join(', ')})`);
    if (driver.kind === 'postgres') {
      const copy = pgClients[0]!.query(copyFrom(`copy linz_addresses from stdin with (format csv, header true)`));
      const count = new Transform({ transform(chunk: Buffer, _encoding, done) { report(chunk.length, chunk); done(null, chunk); } });
      await pipeline(fs.createReadStream(file, { highWaterMark: 1024 * 1024 }), count, copy);
    } else {
      await copyInPieces(driver.client, file, report);
    }
    progress.rows = Number((await main.query('select count(*)::int as n from linz_addresses')).rows[0]!.n);
    options.onPhase?.('checking and placing the addresses');
    await main.query('create table addresses_next (like addresses including defaults including generated)');
    await placeAll(sessions, columns);
    progress.imported = Number((await main.query('select count(*)::int as n from addresses_next')).rows[0]!.n);
    progress.skipped = progress.rows - progress.imported;
    const skippedReasons = progress.skipped ? await reasons(main, columns) : {};
    await main.query(`insert into addresses_next (${NEXT_COLUMNS}) select ${NEXT_COLUMNS} from addresses where address_id >= ${DEMO_ID_BASE}`);
    await main.query('drop table linz_addresses');
    const renames = await buildIndexes(sessions, driver.kind, options);
    options.onPhase?.('swapping the new table in');
    await swap(main, renames);
    progress.bytesRead = totalBytes;
    options.onProgress?.({ ...progress });
    return { ...progress, skippedReasons };
  } catch (error) {
    await main.query('drop table if exists addresses_next').catch(() => {});
    await main.query('drop table if exists linz_addresses').catch(() => {});
    throw error;
  } finally {
    await main.query(`select pg_advisory_unlock(${IMPORT_LOCK})`).catch(() => {});
    release.forEach((r) => r());
  }
}

/**
 * PGlite copies from a blob it reads whole, so the file goes in pieces that end at a record's end: a
 * newline outside quotes (an even number of quotes before it).
 */
async function copyInPieces(client: PGlite, file: string, report: (bytes: number, text: Buffer) => void) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let quotes = 0;
  let first = true;
  const flush = async (upTo: Buffer) => {
    if (upTo.length === 0) return;
    await client.query(`copy linz_addresses from '/dev/blob' with (format csv, header ${first})`, [], { blob: new Blob([upTo as Uint8Array<ArrayBuffer>]) });
    first = false;
    report(upTo.length, upTo);
  };
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 4 * 1024 * 1024 }) as AsyncIterable<Buffer>) {
    pending.push(chunk);
    pendingBytes += chunk.length;
    if (pendingBytes < PGLITE_CHUNK_BYTES) continue;
    const buffer = Buffer.concat(pending);
    let cut = -1;
    for (let i = 0; i < buffer.length; i++) {
      const byte = buffer[i];
      if (byte === 0x22) quotes++;
      else if (byte === 0x0a && quotes % 2 === 0) cut = i;
    }
    // Quotes counted so far belong to the part after the cut as well; recount what stays.
    quotes = 0;
    for (let i = cut + 1; i < buffer.length; i++) if (buffer[i] === 0x22) quotes++;
    if (cut === -1) {
      pending = [buffer];
      continue;
    }
    await flush(buffer.subarray(0, cut + 1));
    pending = [buffer.subarray(cut + 1)];
    pendingBytes = pending[0]!.length;
  }
  await flush(Buffer.concat(pending));
}

/** Why rows were skipped, counted only when some were. */
async function reasons(session: Session, columns: string[]): Promise<Record<string, number>> {
  const { rows } = await session.query(
    `select case when r.address_id is null or r.address_id <= 0 then 'without an address_id'
                 when r.address_id >= ${DEMO_ID_BASE} then 'with an id in the range kept for demo addresses'
                 when r.longitude is null or r.latitude is null or abs(r.longitude) > 180 or abs(r.latitude) > 90 then 'without coordinates in degrees'
                 else 'without a full_address' end as reason, count(*)::int as n
     from (${linzRows(columns)}) r where not coalesce(${VALID} and r.address_id < ${DEMO_ID_BASE}, false) group by 1`,
  );
  return Object.fromEntries(rows.map((r) => [String(r.reason), Number(r.n)]));
}

/**
 * The live table's indexes and foreign keys, built on the next table under temporary names (the primary
 * key first, so a duplicate id fails before the long builds). On PostgreSQL two connections build them
 * side by side (GIN, the longest, on its own); PGlite has one.
 */
async function buildIndexes(sessions: Session[], kind: 'postgres' | 'pglite', options: AddressImportOptions) {
  const main = sessions[0]!;
  const indexes = (await main.query(`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'addresses' order by indexdef ~ 'USING gin' desc, indexname`)).rows.map((r) => ({
    name: String(r.indexname),
    def: String(r.indexdef).replace(/^(CREATE (?:UNIQUE )?INDEX) (\S+) ON (\S+)\.addresses USING/, (_m, create: string, name: string, schema: string) => `${create} next_${name} ON ${schema}.addresses_next USING`),
  }));
  const foreignKeys = (await main.query(`select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'addresses'::regclass and contype = 'f'`)).rows.map((r) => ({ name: String(r.conname), def: String(r.def) }));
  const pkey = (await main.query(`select conname from pg_constraint where conrelid = 'addresses'::regclass and contype = 'p'`)).rows[0]?.conname as string | undefined;
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
  return { indexes: indexes.filter((i) => i !== primary).map((i) => i.name), constraints: [...(pkey ? [pkey] : []), ...foreignKeys.map((f) => f.name)] };
}

/** One transaction: the old table goes, the next one takes its name and its indexes' and constraints' names. */
async function swap(session: Session, names: { indexes: string[]; constraints: string[] }) {
  await session.query('begin');
  try {
    await session.query('lock table addresses in access exclusive mode');
    await session.query('drop table addresses');
    await session.query('alter table addresses_next rename to addresses');
    for (const name of names.indexes) await session.query(`alter index next_${name} rename to ${name}`);
    for (const name of names.constraints) await session.query(`alter table addresses rename constraint next_${name} to ${name}`);
    await session.query('commit');
  } catch (error) {
    await session.query('rollback');
    throw error;
  }
}
