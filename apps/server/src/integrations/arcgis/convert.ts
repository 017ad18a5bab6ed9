import { asNumber, asText, locationFlags, makeLocation, oneLine, type Location } from '@consent/domain';
import type { IntegrationLogger } from '../http.js';
import { outlineOf, pointOf } from '../geometry.js';
import type { ParcelFeature } from '../types.js';

/** ArcGIS geometry as the REST API returns it with outSR 4326: a polygon's rings or a point. */
interface ArcgisGeometry {
  rings?: number[][][];
  x?: number;
  y?: number;
}

interface ArcgisColumns {
  addressColumn: string;
  legalColumn: string;
}

/**
 * Council GIS layers name the same facts differently; these are the names seen in New Zealand councils'
 * parcel and rating layers. Matched without regard to case. Address and legal description come from the
 * council's configured columns, never from this list.
 */
const ALIASES: Record<
  | 'parcelID'
  | 'valuationID'
  | 'valuationNumber'
  | 'title'
  | 'suburb'
  | 'city'
  | 'postcode'
  | 'capitalValue'
  | 'landValue'
  | 'improvementsValue'
  | 'ward',
  string[]
> = {
  parcelID: ['PARCEL_ID', 'PARCELID', 'PAR_ID', 'PROPERTY_ID'],
  valuationID: ['VALUATION_ID', 'ASSESSMENT_ID'],
  valuationNumber: ['VALUATION_NUMBER', 'VALUATION_NO', 'VALUATIONNUMBER', 'VAL_NO', 'ASSESSMENT_NO'],
  title: ['TITLE', 'TITLES', 'TITLE_NO'],
  suburb: ['SUBURB', 'SUBURB_LOCALITY', 'LOCALITY'],
  city: ['TOWN_CITY', 'CITY', 'TOWN'],
  postcode: ['POSTCODE', 'POST_CODE'],
  capitalValue: ['CAPITAL_VALUE', 'CAPITALVALUE'],
  landValue: ['LAND_VALUE', 'LANDVALUE'],
  improvementsValue: ['IMPROVEMENTS_VALUE', 'IMPROVEMENT_VALUE', 'VALUE_OF_IMPROVEMENTS'],
  ward: ['WARD', 'WARD_NAME'],
};

function pick(attributes: Record<string, unknown>, names: string[]): unknown {
  const upper = new Map(Object.keys(attributes).map((key) => [key.toUpperCase(), key]));
  for (const name of names) {
    const key = upper.get(name.toUpperCase());
    if (key !== undefined && attributes[key] !== null && attributes[key] !== '') return attributes[key];
  }
  return undefined;
}

/** The feature's point: the centroid ArcGIS returned (returnCentroid), else the geometry's own point. */
function point(geometry: ArcgisGeometry | null | undefined, centroid: { x?: number; y?: number } | null | undefined) {
  if (typeof centroid?.x === 'number' && typeof centroid.y === 'number')
    return { longitude: centroid.x, latitude: centroid.y };
  return pointOf(geometry);
}

function locationFromAttributes(
  attributes: Record<string, unknown>,
  columns: ArcgisColumns,
  coordinates: { latitude: number | null; longitude: number | null },
): Location {
  const legal = asText(attributes[columns.legalColumn]);
  const text = (key: keyof typeof ALIASES) => asText(pick(attributes, ALIASES[key]));
  const number = (key: keyof typeof ALIASES) => asNumber(pick(attributes, ALIASES[key]));
  const location = makeLocation({
    street: asText(attributes[columns.addressColumn]),
    suburb: text('suburb'),
    city: text('city'),
    postcode: text('postcode'),
    ...coordinates,
    parcelID: text('parcelID'),
    valuationID: text('valuationID'),
    valuationNumber: text('valuationNumber'),
    title: text('title'),
    legalDesc: legal,
    legalDescOneLine: oneLine(legal),
    capitalValue: number('capitalValue'),
    landValue: number('landValue'),
    improvementsValue: number('improvementsValue'),
    ward: text('ward'),
  });
  // A feature that carries council data is "one council source filling it" (spec point 4).
  const filled = Boolean(location.legalDesc || location.parcelID || location.valuationNumber);
  return { ...location, ...locationFlags({ filledByCouncilSource: filled }) };
}

interface RawFeature {
  attributes?: Record<string, unknown> | null;
  geometry?: ArcgisGeometry | null;
  centroid?: { x?: number; y?: number } | null;
}

/**
 * Features (query) or results (find) to parcel features. Spec point 8 "ArcGIS conversion with no data or
 * no attributes: Logged, empty list": a missing list, or features without attributes, are logged and left out.
 */
export function toParcelFeatures(
  // A council's service answers JSON we do not control: a list entry may be null.
  features: (RawFeature | null)[] | null | undefined,
  columns: ArcgisColumns,
  logger: IntegrationLogger,
): ParcelFeature[] {
  if (!Array.isArray(features) || features.length === 0) {
    logger.warn({ service: 'arcgis' }, 'ArcGIS conversion: no data');
    return [];
  }
  const parcels: ParcelFeature[] = [];
  features.forEach((feature, index) => {
    const attributes = feature?.attributes;
    if (!attributes || typeof attributes !== 'object' || Object.keys(attributes).length === 0) {
      logger.warn({ service: 'arcgis', index }, 'ArcGIS conversion: feature without attributes');
      return;
    }
    parcels.push({
      location: locationFromAttributes(attributes, columns, point(feature.geometry, feature.centroid)),
      outline: outlineOf(feature.geometry),
      attributes,
    });
  });
  return parcels;
}
