import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { parcels } from '../../src/db/schema.js';
import { importCsv } from '../../src/import/csvImport.js';
import { parcelRecord, writeParcels, type ParcelRecord } from '../../src/import/parcels.js';
import { openTestDatabase } from '../support/database.js';

const PARCEL_HEADER =
  'WKT,id,appellation,affected_surveys,parcel_intent,topology_type,statutory_actions,land_district,titles,survey_area,calc_area';
const square = (x: number, y: number, d = 0.0003) =>
  `"MULTIPOLYGON (((${x} ${y},${x + d} ${y},${x + d} ${y + d},${x} ${y + d},${x} ${y})))"`;

let database: Database;
let dir: string;
const write = (name: string, lines: string[]) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
};
const importParcels = (file: string, batchSize = 2) =>
  importCsv<ParcelRecord>({ file, batchSize, toRecord: parcelRecord, writeBatch: (r) => writeParcels(database.db, r) });

beforeAll(async () => {
  database = await openTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linz-import-'));
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
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
    expect(summary).toMatchObject({
      rows: 4,
      imported: 3,
      skipped: 1,
      skippedReasons: { 'whose WKT is not a polygon': 1 },
    });
    const stored = await database.db
      .select({
        id: parcels.id,
        appellation: parcels.appellation,
        titles: parcels.titles,
        type: sql<string>`ST_AsText(ST_GeometryN(geometry, 1))`,
        srid: sql<number>`ST_SRID(geometry)`,
      })
      .from(parcels)
      .where(sql`id between 5001 and 5004`)
      .orderBy(parcels.id);
    expect(stored.map((p) => p.appellation)).toEqual([
      'Lot 1 DP 12345',
      'Lot 2 DP 12345, Lot 3 DP 12345',
      'Section 1 SO 5555',
    ]);
    expect(stored[1]?.titles).toBe('NA123/46, NA123/47');
    expect(stored[0]?.srid).toBe(4326);
    expect(stored[0]?.type).toMatch(/^POLYGON\(\(174\.765 -36\.847/);
    expect(stored[2]?.type).toBeNull();
  });

  it('is idempotent on re-import and finds the parcel holding a point', async () => {
    await importParcels(write('parcels-again.csv', [PARCEL_HEADER, ...rows]));
    const count = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(parcels)
      .where(sql`id between 5001 and 5004`);
    expect(count[0]?.n).toBe(3);
    const hit = await database.db
      .select({ id: parcels.id })
      .from(parcels)
      .where(
        sql`id between 5001 and 5004 and ST_Contains(geometry, ST_SetSRID(ST_MakePoint(174.7651, -36.8469), 4326))`,
      );
    expect(hit.map((h) => h.id)).toEqual([5001]);
  });
});
