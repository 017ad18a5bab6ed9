import type { MapConfig } from '../council.js';

/**
 * A council's `ParcelApi` list (spec point 3 "ParcelApi list (action, event, url, params, match_all,
 * match_any)"): how the council's ArcGIS service is asked for the parcels of a lookup. The spec names the
 * fields only; the meaning given to each is ADR 0036-parcelapi.
 */
export type ParcelApiEntry = MapConfig['ParcelApi'][number];

/** The lookups an entry's `event` may name: an address chosen from our suggestions, or a place located otherwise (map point, maps place). */
type ParcelApiEvent = 'address' | 'location';

/** The service calls an entry's `action` may name (spec point 7 "ArcGIS GET {base}find? and {base}{layer}/query?"). */
export const PARCEL_API_ACTIONS = ['query', 'find'] as const;
/** An entry's `url` naming the council's own ArcGIS service (ArcgisBaseUrl; our register when that is empty). */
export const PARCEL_API_ARCGIS_URL = 'arcgis';

interface ParcelApiCondition {
  column: string;
  op: 'equals' | 'contains';
  value: string;
}

/** What the lookup knows, by column: the council's address and legal columns, and the ids and numbers of the place. */
export interface ParcelApiPlace {
  street: string;
  addressId: number | null;
  legalDesc?: string;
  valuationNumber?: string;
  parcelID?: string;
}

/** The first entry whose event fits the lookup being made; none means the default parcel search. */
export function parcelApiEntry(entries: readonly ParcelApiEntry[], event: ParcelApiEvent): ParcelApiEntry | null {
  return entries.find((entry) => entry.event === event) ?? null;
}

/** The condition a column gets from the place, or null when the place has nothing for it. */
function conditionFor(
  column: string,
  place: ParcelApiPlace,
  mapConfig: Pick<MapConfig, 'ArcgisAddressColumn' | 'ArcgisLegalColumn'>,
): ParcelApiCondition | null {
  const name = column.toUpperCase();
  const addressColumn = (mapConfig.ArcgisAddressColumn || 'ADDRESS').toUpperCase();
  const legalColumn = (mapConfig.ArcgisLegalColumn || 'LEGAL_DESCRIPTION').toUpperCase();
  const given = (op: ParcelApiCondition['op'], value: string | number | null | undefined) =>
    value === null || value === undefined || String(value).trim() === ''
      ? null
      : { column, op, value: String(value).trim() };
  if (name === addressColumn) return given('contains', place.street);
  if (name === legalColumn) return given('equals', place.legalDesc);
  if (name === 'ADDRESS_ID') return given('equals', place.addressId);
  if (name === 'VALUATION_NUMBER') return given('equals', place.valuationNumber);
  if (name === 'PARCEL_ID') return given('equals', place.parcelID);
  return null;
}

/**
 * The searches an entry makes, in order: its `match_all` columns joined by AND (only when the place has a
 * value for every one of them), then its `match_any` columns joined by OR (those the place has a value
 * for). The caller stops at the first search that finds parcels.
 */
export function parcelApiSearches(
  entry: ParcelApiEntry,
  place: ParcelApiPlace,
  mapConfig: Pick<MapConfig, 'ArcgisAddressColumn' | 'ArcgisLegalColumn'>,
): { conditions: ParcelApiCondition[]; join: 'AND' | 'OR' }[] {
  const searches: { conditions: ParcelApiCondition[]; join: 'AND' | 'OR' }[] = [];
  const all = entry.match_all.map((column) => conditionFor(column, place, mapConfig));
  if (all.length && all.every((c) => c !== null)) searches.push({ conditions: all, join: 'AND' });
  const any = entry.match_any.map((column) => conditionFor(column, place, mapConfig)).filter((c) => c !== null);
  if (any.length) searches.push({ conditions: any, join: 'OR' });
  return searches;
}
