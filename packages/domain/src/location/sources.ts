import { asFlag, asNumber, asText, oneLine } from './coerce.js';
import { isInRegion, locationFlags, type RegionCheck } from './rules.js';
import type { Location, LocationCouncilData } from './types.js';
import { makeLocation } from './types.js';

type CouncilField = Exclude<keyof LocationCouncilData, 'appParcelID'>;
const NUMBER_FIELDS = ['capitalValue', 'landValue', 'improvementsValue'] as const;
const TEXT_FIELDS = [
  'parcelID', 'linzID', 'valuationID', 'valuationNumber', 'legalDesc', 'legalDescOneLine', 'title',
  'certOfTitle', 'propertyFile', 'councilID', 'improvements', 'ward', 'wardDescription', 'areaDescription',
  'propertyType',
] as const satisfies readonly CouncilField[];

/** The council fields a stored parcel's attributes may carry, named as in the Location. */
export type ParcelAttributes = Partial<Record<CouncilField | 'haveParcel', unknown>>;

/** Council fields read from attributes; absent ward/area descriptions keep their 'N/A' default. */
function councilFields(attributes: ParcelAttributes | null | undefined): Partial<Location> {
  const fields: Partial<Location> = {};
  if (!attributes) return fields;
  for (const key of TEXT_FIELDS) {
    const value = asText(attributes[key]);
    if (value) fields[key] = value;
  }
  for (const key of NUMBER_FIELDS) fields[key] = asNumber(attributes[key]);
  return fields;
}

/** A stored parcel record (spec point 3): the numbered address plus the council attributes. */
export interface StoredParcelRecord {
  app_parcel_id: number | string | null;
  /** The street (numbered address street_address1, named after the ArcGIS address it usually comes from). */
  arcgis_address?: string | null;
  street_address2?: string | null;
  street_address3?: string | null;
  street_address4?: string | null;
  street_address5?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  attributes?: ParcelAttributes | null;
  address_not_registered?: boolean | number | string | null;
  legaldesc_oneline?: string | null;
  validation?: RegionCheck | null;
}

/**
 * A location from a stored parcel record (spec point 3): street_address2 = suburb, 3 = region, 4 = city,
 * 5 = postcode. Flags per point 4; without a validation the region flag keeps its default (true).
 */
export function locationFromParcelRecord(record: StoredParcelRecord): Location {
  const council = councilFields(record.attributes);
  const addressNotRegistered = asFlag(record.address_not_registered);
  const oneLineLegal = asText(record.legaldesc_oneline);
  const location = makeLocation({
    ...council,
    appParcelID: asNumber(record.app_parcel_id),
    street: asText(record.arcgis_address),
    suburb: asText(record.street_address2),
    region: asText(record.street_address3),
    city: asText(record.street_address4),
    postcode: asText(record.street_address5),
    latitude: asNumber(record.latitude),
    longitude: asNumber(record.longitude),
    ...(oneLineLegal ? { legalDescOneLine: oneLineLegal } : {}),
    ...(record.validation ? { inCouncilRegion: isInRegion(record.validation) } : {}),
  });
  return {
    ...location,
    ...locationFlags({
      attributesHaveParcel: asFlag(record.attributes?.haveParcel),
      parcelID: location.parcelID,
      legalDesc: location.legalDesc,
      addressNotRegistered,
    }),
  };
}

/** A record of the address data source (spec point 3 "location-service record"). */
export interface LocationServiceRecord {
  ID: number | string;
  street: string;
  suburb?: string | null;
  city?: string | null;
  region?: string | null;
  postcode?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
}

/** A location from the address data source; its ID is the parcel id shown in the suggestion label. */
export function locationFromLocationService(record: LocationServiceRecord): Location {
  const location = makeLocation({
    parcelID: asText(record.ID),
    street: asText(record.street),
    suburb: asText(record.suburb),
    city: asText(record.city),
    region: asText(record.region),
    postcode: asText(record.postcode),
    latitude: asNumber(record.latitude),
    longitude: asNumber(record.longitude),
  });
  return { ...location, ...locationFlags({ parcelID: location.parcelID, legalDesc: location.legalDesc }) };
}

/** A council rating-system record (spec point 3 "council source"), as TechOne-style property systems name it. */
export interface CouncilSourceRecord {
  ASSESSMENT_ID?: string | number | null;
  LEGAL_DESCRIPTION?: string | null;
  LOCALITY?: string | null;
  POSTCODE?: string | number | null;
  PROPERTY_ID?: string | number | null;
  HOUSE_NO?: string | number | null;
  STREET?: string | null;
  ASSESSMENT_NO?: string | number | null;
}

/**
 * A location from a council source: HOUSE_NO and STREET make the street, LOCALITY the suburb, PROPERTY_ID
 * the parcel id, ASSESSMENT_ID the valuation id and ASSESSMENT_NO the valuation number. A council source
 * fills the parcel (point 4), so haveParcel is true.
 */
export function locationFromCouncilSource(record: CouncilSourceRecord): Location {
  const legal = asText(record.LEGAL_DESCRIPTION);
  return makeLocation({
    street: [asText(record.HOUSE_NO), asText(record.STREET)].filter(Boolean).join(' '),
    suburb: asText(record.LOCALITY),
    postcode: asText(record.POSTCODE),
    parcelID: asText(record.PROPERTY_ID),
    valuationID: asText(record.ASSESSMENT_ID),
    valuationNumber: asText(record.ASSESSMENT_NO),
    legalDesc: legal,
    legalDescOneLine: oneLine(legal),
    ...locationFlags({ filledByCouncilSource: true }),
  });
}
