import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { addresses } from '../db/schema.js';

export type AddressRecord = typeof addresses.$inferInsert & { longitude: number; latitude: number };

/** The council whose region boundary holds the point; null outside every region. */
const councilAt = (longitude: number, latitude: number) =>
  sql`(select council_id from council_regions where ST_Contains(boundary, ST_SetSRID(ST_MakePoint(${longitude}, ${latitude}), 4326)) order by council_id limit 1)`;

/** Upserts a batch in one transaction (the demo seed's addresses; a LINZ file goes through addressCopy.ts). */
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
