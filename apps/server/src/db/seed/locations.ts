import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { councilRatingUnits, councilRegions } from '../schema.js';
import { writeAddresses, type AddressRecord } from '../../import/addresses.js';
import { writeParcels, type ParcelRecord } from '../../import/parcels.js';
import { demoRegions, demoStreets, type Box, type DemoStreet } from './locationData.js';
import { defined } from '@consent/domain';

const DEMO_ID_BASE = 990_000_000;
const SPACING = 0.0002;
const LAND_DISTRICTS: Record<string, [string, string]> = {
  auckland: ['North Auckland', 'NA'],
  hamilton: ['South Auckland', 'SA'],
  'south-waikato': ['South Auckland', 'SA'],
  'thames-coromandel': ['South Auckland', 'SA'],
  christchurch: ['Canterbury', 'CB'],
  'environment-canterbury': ['Canterbury', 'CB'],
  kaikoura: ['Marlborough', 'MB'],
  wellington: ['Wellington', 'WN'],
};

const polygon = ([west, south, east, north]: Box) =>
  `MULTIPOLYGON(((${west} ${south},${east} ${south},${east} ${north},${west} ${north},${west} ${south})))`;

type Rating = Omit<typeof councilRatingUnits.$inferInsert, 'councilId'> & { council: string };

interface DemoLocationData {
  addresses: AddressRecord[];
  parcels: ParcelRecord[];
  ratings: Rating[];
}

/**
 * Lays out each street: number i stands SPACING east of number i-1, inside its front lot; a rear lot
 * lies behind it; flats share the front lot (a cross-lease) and each has its own rating unit.
 */
function layOut(street: DemoStreet, streetIndex: number, data: DemoLocationData) {
  const [district, titlePrefix] = LAND_DISTRICTS[street.council ?? 'hamilton'] ?? ['South Auckland', 'SA'];
  const lots = street.numbers.length;
  street.numbers.forEach((number, i) => {
    const longitude = +(street.start[0] + i * SPACING).toFixed(6);
    const latitude = street.start[1];
    const id = DEMO_ID_BASE + streetIndex * 1000 + number * 2;
    const flats = street.flats?.includes(number) ? ['1', '2'] : [null];
    for (const [f, flat] of flats.entries()) {
      const number_ = flat ? `${flat}/${number}` : String(number);
      data.addresses.push({
        addressId: flat ? DEMO_ID_BASE + 500_000 + streetIndex * 1000 + number * 4 + f : id,
        fullAddressNumber: number_,
        fullRoadName: street.road,
        fullAddress: [`${number_} ${street.road}`, street.suburb, street.town].filter(Boolean).join(', '),
        suburbLocality: street.suburb,
        townCity: street.town,
        postcode: street.postcode,
        longitude,
        latitude,
      });
    }
    if (street.unregistered?.includes(number)) return;

    const title = `${titlePrefix}${(street.dp % 97) + 1}A/${100 + i}`;
    const front: ParcelRecord = {
      id,
      appellation: `Lot ${i + 1} DP ${street.dp}`,
      affectedSurveys: `DP ${street.dp}`,
      parcelIntent: 'Fee Simple Title',
      topologyType: 'Primary',
      statutoryActions: '',
      landDistrict: district,
      titles: title,
      surveyArea: 607,
      calcArea: 606.4,
      wkt: polygon([longitude - 0.00009, latitude - 0.00025, longitude + 0.00009, latitude + 0.0001]),
    };
    data.parcels.push(front);
    const unitParcels = [front];
    if (street.withRearLot?.includes(number)) {
      const rear = {
        ...front,
        id: id + 1,
        appellation: `Lot ${lots + i + 1} DP ${street.dp}`,
        titles: `${title}, ${titlePrefix}${(street.dp % 97) + 1}A/${200 + i}`,
        wkt: polygon([longitude - 0.00009, latitude - 0.00055, longitude + 0.00009, latitude - 0.00026]),
      };
      data.parcels.push(rear);
      unitParcels.push(rear);
    }
    if (!street.council) return;
    const improvements = 180_000 + ((number * 7919) % 40) * 10_000;
    for (const [f, flat] of flats.entries()) {
      const suffix = flat ? ` ${String.fromCharCode(65 + f)}` : '';
      const valuationNumber = `${street.roll}-${String(number).padStart(5, '0')}${suffix}`;
      for (const parcel of unitParcels) {
        data.ratings.push({
          council: street.council,
          valuationId: `${street.roll}${String(number).padStart(5, '0')}${flat ?? ''}`,
          valuationNumber,
          parcelId: parcel.id,
          addressId: defined(data.addresses.at(flat ? -2 + f : -1), 'data.addresses.at(flat ? -2 + f : -1)').addressId,
          certOfTitle: title,
          propertyFile: `PF${street.roll}${number}`,
          capitalValue: street.landValue + improvements,
          landValue: street.landValue,
          improvementsValue: improvements,
          improvements: street.propertyType === 'Commercial' ? 'Shop and offices' : 'Dwelling and garage',
          ward: street.ward,
          wardDescription: `${street.ward} Ward`,
          areaDescription: street.suburb,
          propertyType: street.propertyType,
        });
      }
    }
  });
}

export function demoLocationData(): DemoLocationData {
  const data: DemoLocationData = { addresses: [], parcels: [], ratings: [] };
  demoStreets.forEach((street, i) => {
    layOut(street, i, data);
  });
  return data;
}

/** Regions first (addresses take their council from them), then parcels, addresses and rating data; idempotent. */
export async function seedLocationData(db: Db, councilIds: Map<string, number>): Promise<void> {
  for (const [slug, box] of Object.entries(demoRegions)) {
    const councilId = councilIds.get(slug);
    if (councilId === undefined) continue;
    await db
      .insert(councilRegions)
      .values({ councilId, boundary: sql`ST_GeomFromText(${polygon(box)}, 4326)` })
      .onConflictDoUpdate({ target: councilRegions.councilId, set: { boundary: sql`excluded.boundary` } });
  }
  const data = demoLocationData();
  await writeParcels(db, data.parcels);
  await writeAddresses(db, data.addresses);
  const ratings = data.ratings.flatMap(({ council, ...rating }) => {
    const councilId = councilIds.get(council);
    return councilId === undefined ? [] : [{ ...rating, councilId }];
  });
  await db
    .insert(councilRatingUnits)
    .values(ratings)
    .onConflictDoUpdate({
      target: [councilRatingUnits.councilId, councilRatingUnits.valuationId, councilRatingUnits.parcelId],
      set: Object.fromEntries(
        [
          'valuation_number',
          'address_id',
          'cert_of_title',
          'property_file',
          'capital_value',
          'land_value',
          'improvements_value',
          'improvements',
          'ward',
          'ward_description',
          'area_description',
          'property_type',
        ].map((c) => [c.replace(/_(.)/g, (_m, ch: string) => ch.toUpperCase()), sql.raw(`excluded.${c}`)]),
      ),
    });
}
