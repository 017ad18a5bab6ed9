import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { addresses, councilRegions, councils, parcels } from '../../src/db/schema.js';
import { addressRecord, writeAddresses, type AddressRecord } from '../../src/import/addresses.js';
import { createLocalAddressSource } from '../../src/integrations/local/addresses.js';
import { importCsv, progressBar } from '../../src/import/csvImport.js';
import { parcelRecord, writeParcels, type ParcelRecord } from '../../src/import/parcels.js';
import { openTestDatabase } from '../support/database.js';

const ADDRESS_HEADER =
  'WKT,address_id,change_id,address_type,unit_value,address_number,address_number_suffix,address_number_high,water_route_name,water_name,suburb_locality,town_city,full_address_number,full_road_name,full_address,road_section_id,gd2000_xcoord,gd2000_ycoord,water_route_name_ascii,water_name_ascii,suburb_locality_ascii,town_city_ascii,full_road_name_ascii,full_address_ascii,shape_X,shape_Y';

/** A LINZ NZ Street Address row; fields holding commas are quoted as LINZ quotes them. */
function addressLine(a: { id: number; unit?: string; number: string; suffix?: string; road: string; suburb: string; town: string; x: number; y: number }) {
  const fullNumber = `${a.unit ? `${a.unit}/` : ''}${a.number}${a.suffix ?? ''}`;
  const full = [`${fullNumber} ${a.road}`, a.suburb, a.town].filter(Boolean).join(', ');
  return [
    `"POINT (${a.x} ${a.y})"`, a.id, 9000 + a.id, 'Road', a.unit ?? '', a.number, a.suffix ?? '', '', '', '', a.suburb, a.town,
    fullNumber, a.road, `"${full}"`, 4000, a.x, a.y, '', '', a.suburb, a.town, a.road, `"${full}"`, a.x, a.y,
  ].join(',');
}

const PARCEL_HEADER = 'WKT,id,appellation,affected_surveys,parcel_intent,topology_type,statutory_actions,land_district,titles,survey_area,calc_area';
const square = (x: number, y: number, d = 0.0003) =>
  `"MULTIPOLYGON (((${x} ${y},${x + d} ${y},${x + d} ${y + d},${x} ${y + d},${x} ${y})))"`;

let database: Database;
let dir: string;
const write = (name: string, lines: string[]) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
};
const importAddresses = (file: string, batchSize = 2) =>
  importCsv<AddressRecord>({ file, batchSize, toRecord: addressRecord, writeBatch: (r) => writeAddresses(database.db, r) });
const importParcels = (file: string, batchSize = 2) =>
  importCsv<ParcelRecord>({ file, batchSize, toRecord: parcelRecord, writeBatch: (r) => writeParcels(database.db, r) });

beforeAll(async () => {
  database = await openTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linz-import-'));
  const [council] = await database.db
    .insert(councils)
    .values({ slug: 'import-test', name: 'Import Test', fullName: 'Import Test Council', config: {} as never, mapConfig: {} as never })
    .returning();
  await database.db.insert(councilRegions).values({
    councilId: council!.id,
    boundary: sql`ST_Multi(ST_MakeEnvelope(174.6, -37.0, 175.0, -36.7, 4326))`,
  });
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('import:addresses (LINZ NZ Street Address CSV)', () => {
  const rows = [
    addressLine({ id: 101, number: '31', road: 'Queen Street', suburb: 'Auckland Central', town: 'Auckland', x: 174.7651, y: -36.8469 }),
    addressLine({ id: 102, unit: '1', number: '31', road: 'Queen Street', suburb: 'Auckland Central', town: 'Auckland', x: 174.7651, y: -36.8469 }),
    addressLine({ id: 103, unit: 'Flat 1', number: '19', road: 'Karaka Road', suburb: 'Kaukapakapa', town: '', x: 174.4978, y: -36.6304 }),
    addressLine({ id: 104, number: '26', suffix: 'A', road: 'Henley Road', suburb: 'Kaukapakapa', town: '', x: 174.4978, y: -36.6304 }),
    'POINT EMPTY,,1,Road,,,,,,,,,,,,,,,,,,,,,,',
  ];

  it('reads quoted fields with commas, units and suffixes, skips rows without an id, and assigns the council whose region holds the point', async () => {
    const summary = await importAddresses(write('addresses.csv', [ADDRESS_HEADER, ...rows]));
    expect(summary).toMatchObject({ rows: 5, imported: 4, skipped: 1, skippedReasons: { 'without an address_id': 1 } });
    const stored = await database.db.select().from(addresses).orderBy(addresses.addressId);
    expect(stored.map((a) => a.fullAddress)).toEqual([
      '31 Queen Street, Auckland Central, Auckland',
      '1/31 Queen Street, Auckland Central, Auckland',
      'Flat 1/19 Karaka Road, Kaukapakapa',
      '26A Henley Road, Kaukapakapa',
    ]);
    expect(stored[3]).toMatchObject({ fullAddressNumber: '26A', fullRoadName: 'Henley Road', townCity: '', postcode: null });
    expect(stored[0]!.searchText).toBe('31 queen street auckland central auckland auckland central auckland');
    expect(stored[0]!.councilId).not.toBeNull();
    // Kaukapakapa lies outside the test council's region.
    expect(stored[2]!.councilId).toBeNull();
  });

  it('makes a flat findable by its street number, and by its unit after a unit type', async () => {
    const search = createLocalAddressSource(() => database.db);
    const streets = async (q: string) => {
      const found = await search.search(q, { limit: 8 });
      if (!found.ok) throw new Error(`search failed for ${q}`);
      return found.value.map((s) => s.location.street);
    };
    expect(await streets('19 karaka')).toEqual(['Flat 1/19 Karaka Road']);
    expect(await streets('1/19 karaka')).toEqual(['Flat 1/19 Karaka Road']);
    expect(await streets('31 queen')).toEqual(['31 Queen Street', '1/31 Queen Street']);
  });

  it('is idempotent: importing again updates in place, and a changed row is changed', async () => {
    const changed = rows.map((r) => r.replaceAll('Queen Street', 'Queen St'));
    await importAddresses(write('again.csv', [ADDRESS_HEADER, ...changed]));
    const count = await database.db.select({ n: sql<number>`count(*)::int` }).from(addresses);
    expect(count[0]!.n).toBe(4);
    const [first] = await database.db.select().from(addresses).where(sql`address_id = 101`);
    expect(first!.fullRoadName).toBe('Queen St');
  });

  it('reports progress in batches, ending at the whole file', async () => {
    const seen: number[] = [];
    const file = write('progress.csv', [ADDRESS_HEADER, ...rows]);
    await importCsv<AddressRecord>({
      file,
      batchSize: 1,
      toRecord: addressRecord,
      writeBatch: (r) => writeAddresses(database.db, r),
      onProgress: (p) => seen.push(p.imported),
    });
    expect(seen).toEqual([1, 2, 3, 4]);
    const output: string[] = [];
    const bar = progressBar('addresses', { isTTY: false, write: (s: string) => output.push(s) } as unknown as NodeJS.WriteStream);
    bar.update({ rows: 4, imported: 4, skipped: 0, bytesRead: 10, totalBytes: 10 });
    expect(output[0]).toContain('[##############################] 100% 4 imported');
  });

  it('fails on a malformed CSV (an unclosed quote) rather than importing garbage', async () => {
    const file = write('broken.csv', [ADDRESS_HEADER, '"POINT (1 2),105,1']);
    await expect(importAddresses(file)).rejects.toThrow();
  });
});

describe('import:parcels (LINZ NZ Primary Parcels CSV)', () => {
  const rows = [
    `${square(174.765, -36.847)},5001,Lot 1 DP 12345,DP 12345,Fee Simple Title,Primary,,North Auckland,NA123/45,607,606.8`,
    `${square(174.7653, -36.847)},5002,"Lot 2 DP 12345, Lot 3 DP 12345",DP 12345,Fee Simple Title,Primary,,North Auckland,"NA123/46, NA123/47",810,809.5`,
    `,5003,Section 1 SO 5555,SO 5555,Road,Primary,,North Auckland,,,`,
    `POINT (1 2),5004,Lot 9 DP 1,,,,,,,,`,
  ];

  it('stores the appellation, titles and the outline as a MultiPolygon in 4326, keeping parcels without geometry and skipping non-polygons', async () => {
    const summary = await importParcels(write('parcels.csv', [PARCEL_HEADER, ...rows]));
    expect(summary).toMatchObject({ rows: 4, imported: 3, skipped: 1, skippedReasons: { 'whose WKT is not a polygon': 1 } });
    const stored = await database.db
      .select({ id: parcels.id, appellation: parcels.appellation, titles: parcels.titles, type: sql<string>`ST_AsText(ST_GeometryN(geometry, 1))`, srid: sql<number>`ST_SRID(geometry)` })
      .from(parcels)
      .orderBy(parcels.id);
    expect(stored.map((p) => p.appellation)).toEqual(['Lot 1 DP 12345', 'Lot 2 DP 12345, Lot 3 DP 12345', 'Section 1 SO 5555']);
    expect(stored[1]!.titles).toBe('NA123/46, NA123/47');
    expect(stored[0]!.srid).toBe(4326);
    expect(stored[0]!.type).toMatch(/^POLYGON\(\(174\.765 -36\.847/);
    expect(stored[2]!.type).toBeNull();
  });

  it('is idempotent on re-import and finds the parcel holding a point', async () => {
    await importParcels(write('parcels-again.csv', [PARCEL_HEADER, ...rows]));
    const count = await database.db.select({ n: sql<number>`count(*)::int` }).from(parcels);
    expect(count[0]!.n).toBe(3);
    const hit = await database.db
      .select({ id: parcels.id })
      .from(parcels)
      .where(sql`ST_Contains(geometry, ST_SetSRID(ST_MakePoint(174.7651, -36.8469), 4326))`);
    expect(hit.map((h) => h.id)).toEqual([5001]);
  });
});
