import { asNumber, asText, locationFlags, makeLocation, oneLine, type Location } from '@consent/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outlineOf } from '../geometry.js';
import type { ParcelFeature } from '../types.js';

export type Row = Record<string, unknown>;

export async function rows(db: Db, query: SQL): Promise<Row[]> {
  // Both drivers (pg, PGlite) answer execute() with { rows }; the shared driver type leaves the result unknown.
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** The columns an address location is built from (prefix `a.`). */
export const ADDRESS_COLUMN_LIST =
  'a.address_id, a.full_address_number, a.full_road_name, a.suburb_locality, a.town_city, a.postcode, a.latitude, a.longitude';
export const ADDRESS_COLUMNS = sql.raw(ADDRESS_COLUMN_LIST);

export function addressLocation(row: Row): Location {
  return makeLocation({
    street: [asText(row.full_address_number), asText(row.full_road_name)].filter(Boolean).join(' '),
    shortStreet: asText(row.full_road_name),
    suburb: asText(row.suburb_locality),
    city: asText(row.town_city),
    postcode: asText(row.postcode),
    latitude: asNumber(row.latitude),
    longitude: asNumber(row.longitude),
  });
}

/**
 * Parcels matching `filter` (over `p`, the parcels table) with the rating unit of each (the one rated
 * at `preferredAddress` first) and the address the parcel is at: the preferred address, else the rating
 * unit's, else an address point inside the parcel.
 */
export async function parcelFeatures(
  db: Db,
  filter: SQL,
  limit: number,
  preferredAddress: number | null = null,
): Promise<ParcelFeature[]> {
  const found = await rows(
    db,
    sql`select p.id, p.appellation, p.titles, p.land_district, p.parcel_intent,
          ST_AsGeoJSON(p.geometry, 7) as outline,
          ST_X(ST_PointOnSurface(p.geometry)) as p_lon, ST_Y(ST_PointOnSurface(p.geometry)) as p_lat,
          r.council_id, r.valuation_id, r.valuation_number, r.cert_of_title, r.property_file, r.capital_value, r.land_value,
          r.improvements_value, r.improvements, r.ward, r.ward_description, r.area_description, r.property_type,
          ${ADDRESS_COLUMNS}
        from parcels p
        left join lateral (
          select * from council_rating_units r where r.parcel_id = p.id
          order by (r.address_id is not distinct from ${preferredAddress}::integer) desc, r.id limit 1
        ) r on true
        left join lateral (
          select * from addresses x where x.address_id = coalesce(${preferredAddress}::integer, r.address_id)
          union all
          select * from (select * from addresses x where p.geometry is not null and ST_Contains(p.geometry, x.location) order by x.address_id limit 1) inside
          limit 1
        ) a on true
        where ${filter}
        order by p.id
        limit ${limit}`,
  );
  return found.map(toParcelFeature);
}

function toParcelFeature(row: Row): ParcelFeature {
  const address = row.address_id === null || row.address_id === undefined ? null : addressLocation(row);
  const legal = asText(row.appellation);
  const rated = row.valuation_number !== null && row.valuation_number !== undefined;
  const location = makeLocation({
    ...(address ?? {}),
    latitude: address?.latitude ?? asNumber(row.p_lat),
    longitude: address?.longitude ?? asNumber(row.p_lon),
    parcelID: asText(row.id),
    legalDesc: legal,
    legalDescOneLine: oneLine(legal),
    title: asText(row.titles),
    certOfTitle: asText(row.cert_of_title) || asText(row.titles),
    ...(rated
      ? {
          councilID: asText(row.council_id),
          valuationID: asText(row.valuation_id),
          valuationNumber: asText(row.valuation_number),
          propertyFile: asText(row.property_file),
          capitalValue: asNumber(row.capital_value),
          landValue: asNumber(row.land_value),
          improvementsValue: asNumber(row.improvements_value),
          improvements: asText(row.improvements),
          ward: asText(row.ward),
          wardDescription: asText(row.ward_description),
          areaDescription: asText(row.area_description),
          propertyType: asText(row.property_type),
        }
      : {}),
  });
  const outline = typeof row.outline === 'string' ? outlineOf(JSON.parse(row.outline) as never) : null;
  const { outline: _o, p_lon: _x, p_lat: _y, ...attributes } = row;
  // Our own parcel register filled it: one council source (spec point 4).
  return { location: { ...location, ...locationFlags({ filledByCouncilSource: true }) }, outline, attributes };
}
