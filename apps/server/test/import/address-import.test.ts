import { defined } from '@consent/domain';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { addresses, councilRegions, councils } from '../../src/db/schema.js';
import { importAddressCsv } from '../../src/import/addressCopy.js';
import { progressBar } from '../../src/import/csvImport.js';
import { createLocalAddressSource } from '../../src/integrations/local/addresses.js';
import { rows } from '../../src/integrations/local/sql.js';
import { openTestDatabase } from '../support/database.js';
import { ADDRESS_HEADER, addressLine, linzFile, type LinzAddress } from '../support/linz.js';

let database: Database;

const queen = (id: number, number: string, extra: Partial<LinzAddress> = {}) =>
  addressLine({
    id,
    number,
    road: 'Queen Street',
    suburb: 'Auckland Central',
    town: 'Auckland',
    x: 174.7651,
    y: -36.8469,
    ...extra,
  });
const streets = async (q: string) => {
  const found = await createLocalAddressSource(() => database.db).search(q, { limit: 25 });
  if (!found.ok) throw new Error(`search failed for ${q}`);
  return found.value.map((s) => s.location.street);
};
const stored = async () =>
  database.db
    .select({ id: addresses.addressId, full: addresses.fullAddress, council: addresses.councilId })
    .from(addresses)
    .where(sql`address_id < 990000000`)
    .orderBy(addresses.addressId);

beforeAll(async () => {
  database = await openTestDatabase();
  const [council] = await database.db
    .insert(councils)
    .values({
      slug: 'import-test',
      name: 'Import Test',
      fullName: 'Import Test Council',
      config: {} as never,
      mapConfig: {} as never,
    })
    .returning();
  await database.db.insert(councilRegions).values({
    councilId: defined(council, 'the council').id,
    boundary: sql`ST_Multi(ST_MakeEnvelope(174.6, -37.0, 175.0, -36.7, 4326))`,
  });
  await database.db.insert(addresses).values({
    addressId: 990_999_001,
    fullAddress: '1 Demo Road, Demo',
    fullAddressNumber: '1',
    fullRoadName: 'Demo Road',
    longitude: 174.7,
    latitude: -36.8,
  });
});
afterAll(async () => database?.close());

describe('import:addresses (LINZ NZ Street Address CSV, by COPY)', () => {
  it('copies the file in, reading quoted commas, units and suffixes, skipping bad rows with their reasons, and places each address in its council', async () => {
    const file = linzFile([
      queen(101, '31'),
      queen(102, '31', { unit: '1' }),
      addressLine({
        id: 103,
        unit: 'Flat 1',
        number: '19',
        road: 'Karaka Road',
        suburb: 'Chatham Islands',
        town: '',
        x: -176.55,
        y: -43.95,
      }),
      addressLine({
        id: 104,
        number: '26',
        suffix: 'A',
        road: 'Henley Road',
        suburb: 'Kaukapakapa',
        town: '',
        x: 174.4978,
        y: -36.6304,
      }),
      'POINT EMPTY,,1,Road,,,,,,,,,,,,,,,,,,,,,,',
      '"POINT EMPTY",105,1,Road,,,,,,,,,2,Nowhere Road,"2 Nowhere Road",,,,,,,,,,,',
    ]);
    const summary = await importAddressCsv(database, file);
    expect(summary).toMatchObject({
      rows: 6,
      imported: 4,
      skipped: 2,
      skippedReasons: { 'without an address_id': 1, 'without coordinates in degrees': 1 },
    });
    const rows = await stored();
    expect(rows.map((a) => a.full)).toEqual([
      '31 Queen Street, Auckland Central, Auckland',
      '1/31 Queen Street, Auckland Central, Auckland',
      'Flat 1/19 Karaka Road, Chatham Islands',
      '26A Henley Road, Kaukapakapa',
    ]);
    expect(defined(rows[0], 'the first address').council).not.toBeNull();
    expect(rows[2]?.council).toBeNull(); // The Chatham Islands lie outside every region.
    expect(await streets('31 queen')).toEqual(['31 Queen Street', '1/31 Queen Street']);
  });

  it('re-importing a newer file updates changed addresses, removes retired ones and keeps our demo addresses', async () => {
    await importAddressCsv(database, linzFile([queen(101, '31'), queen(102, '31', { unit: '1' }), queen(103, '33')]));
    await importAddressCsv(
      database,
      linzFile([queen(101, '31', { road: 'Queen Mall' }), queen(103, '33'), queen(106, '35')]),
    );
    expect((await stored()).map((a) => `${a.id} ${a.full}`)).toEqual([
      '101 31 Queen Mall, Auckland Central, Auckland',
      '103 33 Queen Street, Auckland Central, Auckland',
      '106 35 Queen Street, Auckland Central, Auckland',
    ]);
    expect(await streets('1 demo road')).toEqual(['1 Demo Road']);
  });

  it('swaps the new table in atomically: every search during a re-import answers the old or the new addresses, never none', async () => {
    await importAddressCsv(database, linzFile([queen(101, '31'), queen(102, '37')]));
    const next = linzFile(
      Array.from({ length: 3000 }, (_, i) => queen(200 + i, String(i + 1), { road: 'Karangahape Road' })).concat(
        queen(101, '31'),
      ),
    );
    let importing = true;
    const answers: string[][] = [];
    // Each search yields to the event loop (setImmediate): PGlite answers in-process, so a bare loop of
    // searches would keep the import's file reads from ever running.
    const searching = (async () => {
      while (importing) {
        answers.push(await streets('31 queen'));
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await importAddressCsv(database, next).finally(() => (importing = false));
    await searching;
    expect(answers.length).toBeGreaterThan(1);
    for (const answer of answers) expect(answer).toEqual(['31 Queen Street']);
    expect(await streets('37 queen')).toEqual([]);
    expect(await streets('3000 karangahape')).toEqual(['3000 Karangahape Road']);
  });

  it('keeps the live table when the new file cannot be imported (a duplicate id), and names the missing column of a wrong file', async () => {
    await expect(importAddressCsv(database, linzFile([queen(101, '31'), queen(101, '41')]))).rejects.toThrow();
    expect(await streets('31 queen')).toEqual(['31 Queen Street']);
    const wrong = linzFile(['1,2'], 'id,name');
    await expect(importAddressCsv(database, wrong)).rejects.toThrow(/has no address_id column/);
    fs.rmSync(wrong);
  });

  it('places every row of a file of many pieces, the pieces dealt to both sessions on PostgreSQL', async () => {
    const ids = Array.from({ length: 5000 }, (_, i) => 1000 + i);
    await importAddressCsv(database, linzFile(ids.map((id) => queen(id, String(id)))));
    const rows = await stored();
    expect(rows.map((a) => a.id)).toEqual(ids);
    expect(rows.every((a) => a.council !== null)).toBe(true);
  });

  it('reads CRLF line ends, quotes doubled inside a quoted field, and a file without a last newline', async () => {
    const lines = [
      queen(101, '31'),
      queen(102, '33', { road: 'O"Brien Street' }).replaceAll('"33 O"Brien', '"33 O""Brien'),
    ];
    const file = linzFile([]);
    fs.writeFileSync(file, [ADDRESS_HEADER, ...lines].join('\r\n'));
    expect(await importAddressCsv(database, file)).toMatchObject({ rows: 2, imported: 2, skipped: 0 });
    expect((await stored()).map((a) => a.full)).toEqual([
      '31 Queen Street, Auckland Central, Auckland',
      '33 O"Brien Street, Auckland Central, Auckland',
    ]);
  });

  it('imports every address without a council when no council region is loaded', async () => {
    const regions = await database.db.select().from(councilRegions);
    await database.db.delete(councilRegions);
    try {
      await importAddressCsv(database, linzFile([queen(101, '31'), queen(102, '33')]));
      expect(await stored()).toEqual([
        { id: 101, full: '31 Queen Street, Auckland Central, Auckland', council: null },
        { id: 102, full: '33 Queen Street, Auckland Central, Auckland', council: null },
      ]);
    } finally {
      await database.db.insert(councilRegions).values(regions);
    }
  });

  it('leaves no next table or council trigger behind after a failed import, naming the line a short row is on', async () => {
    const left = async () =>
      (
        await rows(
          database.db,
          sql`select to_regclass('addresses_next')::text as t, to_regprocedure('addresses_next_council()')::text as f`,
        )
      )[0];
    await expect(importAddressCsv(database, linzFile([queen(101, '31'), '1,2']))).rejects.toThrow(
      /line 3 .* has 2 fields where the header has 26/,
    );
    expect(await left()).toEqual({ t: null, f: null });
    await expect(importAddressCsv(database, linzFile([queen(101, '31'), queen(101, '41')]))).rejects.toThrow();
    expect(await left()).toEqual({ t: null, f: null });
    expect(await streets('31 queen')).toEqual(['31 Queen Street']);
  });

  it('reports progress by bytes of the file, ending at the whole file, with a bar on a terminal and lines otherwise', async () => {
    const seen: number[] = [];
    const file = linzFile([queen(101, '31'), queen(102, '33')]);
    await importAddressCsv(database, file, { onProgress: (p) => seen.push(p.bytesRead) });
    expect(seen.at(-1)).toBe(fs.statSync(file).size);
    const output: string[] = [];
    const bar = progressBar('addresses', {
      isTTY: false,
      write: (s: string) => output.push(s),
    } as unknown as NodeJS.WriteStream);
    bar.update({ rows: 4, imported: 4, skipped: 0, bytesRead: 10, totalBytes: 10 });
    expect(output[0]).toContain('[##############################] 100% 4 imported');
  });
});
