import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { addresses } from '../db/schema.js';
import type { CsvRow } from './csvImport.js';

export type AddressRecord = typeof addresses.$inferInsert & { longitude: number; latitude: number };

const POINT_WKT = /^\s*POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)\s*$/i;

function coordinate(...values: (string | undefined)[]): number | null {
  for (const value of values) {
    if (value === undefined || value.trim() === '') continue;
    const n = Number(value);
    if (Number.isFinite(n)) return n;
  }
  return null;
}

/**
 * A row of LINZ NZ Street Address (or NZ Addresses) to our columns. Coordinates come from
 * gd2000_xcoord/gd2000_ycoord (NZGD2000 longitude/latitude), else shape_X/shape_Y, else the WKT point.
 */
export function addressRecord(row: CsvRow): AddressRecord | { skip: string } {
  const addressId = Number(row.address_id);
  if (!Number.isSafeInteger(addressId) || addressId <= 0) return { skip: 'without an address_id' };
  const point = POINT_WKT.exec(row.WKT ?? '');
  const longitude = coordinate(row.gd2000_xcoord, row.shape_X, point?.[1]);
  const latitude = coordinate(row.gd2000_ycoord, row.shape_Y, point?.[2]);
  if (longitude === null || latitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    return { skip: 'without coordinates in degrees' };
  }
  const fullAddress = (row.full_address ?? '').trim();
  if (!fullAddress) return { skip: 'without a full_address' };
  const postcode = (row.postcode ?? '').trim();
  return {
    addressId,
    fullAddressNumber: (row.full_address_number ?? '').trim(),
    fullRoadName: (row.full_road_name ?? '').trim(),
    fullAddress,
    suburbLocality: (row.suburb_locality ?? '').trim(),
    townCity: (row.town_city ?? '').trim(),
    postcode: postcode || null,
    longitude,
    latitude,
  };
}

/** The council whose region boundary holds the point; null outside every region. */
const councilAt = (longitude: number, latitude: number) =>
  sql`(select council_id from council_regions where ST_Contains(boundary, ST_SetSRID(ST_MakePoint(${longitude}, ${latitude}), 4326)) order by council_id limit 1)`;

/** Upserts a batch in one transaction; re-importing the same file changes nothing but what changed. */
export async function writeAddresses(db: Db, records: AddressRecord[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(addresses)
      .values(records.map((r) => ({ ...r, councilId: councilAt(r.longitude, r.latitude) })))
      .onConflictDoUpdate({
        target: addresses.addressId,
        set: {
          fullAddressNumber: sql`excluded.full_address_number`,
          fullRoadName: sql`excluded.full_road_name`,
          fullAddress: sql`excluded.full_address`,
          suburbLocality: sql`excluded.suburb_locality`,
          townCity: sql`excluded.town_city`,
          postcode: sql`excluded.postcode`,
          longitude: sql`excluded.longitude`,
          latitude: sql`excluded.latitude`,
          councilId: sql`excluded.council_id`,
        },
      });
  });
}
