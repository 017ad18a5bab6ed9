// `npm run bench:addresses`: the address search over 2.5 million LINZ-format addresses.
// Builds the table in a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
// Debian cluster), then times our own search function (the one GET /api/addresses calls) for 3-, 5-
// and 10-character queries. Budget: p95 under 20 ms. Takes a few minutes, so it is not part of `npm run bench`.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createLocalAddressSource } from '../apps/server/src/integrations/local/addresses.js';

const TOTAL = Number(process.env.BENCH_ADDRESSES ?? 2_500_000);
const CHUNK = 250_000;
const QUERIES = 300;
const BUDGET_P95_MS = 20;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const NAME = 'consent_bench_addresses';

// Road names are built from real New Zealand naming: a name plus a road type, weighted as LINZ's are
// (Road and Street most common); suburbs belong to towns.
const NAMES = `Queen King Victoria Albert George William Edward Church Hill Park Beach Station Main High Bridge Marine Kauri Rimu Totara Matai Kowhai Pohutukawa Manuka Harbour Ocean Lake River Forest Valley Ridge Tui Kereru Huia Kiwi Takahe Weka Moana Rangi Tane Aroha Wairua Maunga Awa Cook Tasman Hobson Grey Fitzroy Selwyn Rutherford Sheppard Seddon Ballance Vogel Fox Stafford Massey Savage Holland Fraser Nash Kirk Lange Bolger Clark Ponsonby Karangahape Dominion Mount Eden Remuera Parnell Newmarket Epsom Titirangi Glen Eden Henderson Massey Hobsonville Albany Devonport Takapuna Milford Orewa Silverdale Warkworth Pukekohe Papakura Manurewa Otahuhu Onehunga Avondale`.split(' ');
const TYPES = ['Road', 'Road', 'Road', 'Street', 'Street', 'Street', 'Avenue', 'Drive', 'Place', 'Crescent', 'Lane', 'Terrace', 'Way', 'Close', 'Grove'];
const TOWNS = ['Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Tauranga', 'Dunedin', 'Palmerston North', 'Napier', 'Nelson', 'Rotorua', 'New Plymouth', 'Whangārei', 'Invercargill', 'Whanganui', 'Gisborne', ''];
const SUBURBS = NAMES.flatMap((n) => [`${n} Heights`, `${n} Park`, n]).slice(0, 240);

async function build(admin: pg.Client) {
  const url0 = new URL(serverUrl);
  url0.pathname = `/${NAME}`;
  const roads0 = NAMES.flatMap((n) => TYPES.map((t) => `${n} ${t}`));
  // BENCH_REUSE=1 times a table an earlier run kept (BENCH_KEEP=1) instead of building it again.
  if (process.env.BENCH_REUSE && (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [NAME])).rowCount) {
    return { database: await openDatabase({ databaseUrl: url0.toString(), dataDir: null }), roads: roads0 };
  }
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  const url = new URL(serverUrl);
  url.pathname = `/${NAME}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  // Bulk load without the indexes, then build them once, as a real import of the national file would be planned.
  const indexes = (await client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'addresses' AND indexname <> 'addresses_pkey'`)).rows;
  for (const { indexname } of indexes) await client.query(`DROP INDEX ${indexname}`);
  const roads = NAMES.flatMap((n) => TYPES.map((t) => `${n} ${t}`));
  const started = performance.now();
  for (let from = 1; from <= TOTAL; from += CHUNK) {
    const to = Math.min(TOTAL, from + CHUNK - 1);
    // Popular roads get more addresses (random()^2 skews towards the first), numbers 1-400, one in eight a flat.
    await client.query(
      `INSERT INTO addresses (address_id, full_address_number, full_road_name, full_address, suburb_locality, town_city, longitude, latitude)
       SELECT i, num, road, num || ' ' || road || ', ' || suburb || coalesce(nullif(', ' || town, ', '), ''), suburb, town,
              166.5 + random() * 12, -47 + random() * 12.5
       FROM (
         SELECT i,
                CASE WHEN random() < 0.125 THEN (1 + floor(random() * 6))::int || '/' ELSE '' END || (1 + floor(random() * 400))::int AS num,
                ($1::text[])[1 + floor(power(random(), 2) * array_length($1::text[], 1))::int] AS road,
                ($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int] AS suburb,
                ($3::text[])[1 + floor(random() * array_length($3::text[], 1))::int] AS town
         FROM generate_series($4::int, $5::int) AS i
       ) g`,
      [roads, SUBURBS, TOWNS, from, to],
    );
    process.stderr.write(`\raddresses ${to.toLocaleString('en-NZ')} / ${TOTAL.toLocaleString('en-NZ')}`);
  }
  process.stderr.write(`\nloaded in ${((performance.now() - started) / 1000).toFixed(0)} s; building indexes\n`);
  await client.query('SET maintenance_work_mem = "512MB"');
  for (const { indexdef } of indexes) await client.query(indexdef);
  await client.query('ANALYZE addresses');
  process.stderr.write(`ready in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  await client.end();
  return { database, roads };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { database, roads } = await build(admin);
  const source = createLocalAddressSource(() => database.db);
  const pick = (list: string[]) => list[Math.floor(Math.random() * list.length)]!.toLowerCase();
  // What people type: the start of the address (number then road), of a road name, or of a suburb and town.
  const typed = () => {
    const kind = Math.random();
    if (kind < 0.4) return `${1 + Math.floor(Math.random() * 99)} ${pick(roads)}`;
    return kind < 0.8 ? pick(roads) : `${pick(SUBURBS)} ${pick(TOWNS)}`;
  };
  const queries: Record<string, () => string> = {
    '3 characters': () => typed().slice(0, 3),
    '5 characters': () => typed().slice(0, 5),
    '10 characters': () => typed().slice(0, 10),
  };
  for (let i = 0; i < 50; i++) await source.search(queries['5 characters']!(), { limit: 8 });
  console.log(`\naddress search over ${TOTAL.toLocaleString('en-NZ')} addresses, ${QUERIES} queries each, limit 8\n`);
  console.log('| query | p50 ms | p95 ms | p99 ms | budget p95 | |\n| --- | ---: | ---: | ---: | ---: | --- |');
  let over = 0;
  for (const [name, make] of Object.entries(queries)) {
    const times: number[] = [];
    for (let i = 0; i < QUERIES; i++) {
      const q = make();
      const start = performance.now();
      const found = await source.search(q, { limit: 8 });
      times.push(performance.now() - start);
      if (!found.ok) throw new Error(`search failed for ${q}`);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    if (p95 > BUDGET_P95_MS) over++;
    console.log(`| ${name} | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${BUDGET_P95_MS} | ${p95 <= BUDGET_P95_MS ? 'ok' : 'OVER'} |`);
  }
  await database.close();
  if (!process.env.BENCH_KEEP) await admin.query(`DROP DATABASE IF EXISTS ${NAME}`);
  await admin.end();
  process.exit(over ? 1 : 0);
}

await main();
