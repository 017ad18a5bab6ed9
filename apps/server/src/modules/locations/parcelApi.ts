import {
  PARCEL_API_ACTIONS,
  PARCEL_API_ARCGIS_URL,
  parcelApiSearches,
  type MapConfig,
  type ParcelApiEntry,
  type ParcelApiPlace,
} from '@consent/domain';
import { ArcgisClient } from '../../integrations/arcgis/client.js';
import type { ArcgisParcelService } from '../../integrations/arcgis/types.js';
import { success, type IntegrationLogger, type IntegrationResult } from '../../integrations/http.js';
import type { ParcelFeature } from '../../integrations/types.js';

/** The ArcGIS client for a council's configuration at a base URL, with the council's columns and default layer. */
export function councilArcgis(mapConfig: MapConfig, baseUrl: string, logger: IntegrationLogger): ArcgisParcelService {
  return new ArcgisClient({
    baseUrl,
    defaultLayer: mapConfig.ArcgisDefaultLayer || '0',
    addressColumn: mapConfig.ArcgisAddressColumn || 'ADDRESS',
    legalColumn: mapConfig.ArcgisLegalColumn || 'LEGAL_DESCRIPTION',
    logger,
  });
}

/**
 * The service an entry's `url` names: 'arcgis' is the council's ArcGIS service (ArcgisBaseUrl), which our
 * own register stands in for when the council has none; an http(s) URL is an ArcGIS service of its own.
 * Anything else names no service we speak, and null is returned.
 */
function serviceOf(
  entry: ParcelApiEntry,
  mapConfig: MapConfig,
  local: ArcgisParcelService,
  logger: IntegrationLogger,
): ArcgisParcelService | null {
  if (entry.url === PARCEL_API_ARCGIS_URL)
    return mapConfig.ArcgisBaseUrl ? councilArcgis(mapConfig, mapConfig.ArcgisBaseUrl, logger) : local;
  if (/^https?:\/\//i.test(entry.url)) return councilArcgis(mapConfig, entry.url, logger);
  return null;
}

/**
 * The parcels of a lookup as the council's ParcelApi entry says to find them (ADR 0036-parcelapi): its
 * `action` (query or find) on the service its `url` names, in the layer `params.layer` names (else the
 * default layer), with the `match_all` conditions tried first and the `match_any` ones if those find
 * nothing. Null when the entry names an action or service we do not speak (logged): the default search
 * then answers, as if the entry were not there.
 */
export async function parcelApiLookup(
  entry: ParcelApiEntry,
  mapConfig: MapConfig,
  place: ParcelApiPlace,
  local: ArcgisParcelService,
  logger: IntegrationLogger,
): Promise<IntegrationResult<ParcelFeature[]> | null> {
  // A council with no ArcGIS service but a parcel service: 'arcgis' names nothing, and the parcel service answers.
  if (entry.url === PARCEL_API_ARCGIS_URL && !mapConfig.ArcgisBaseUrl && mapConfig.ParcelServiceUrl) return null;
  const service = serviceOf(entry, mapConfig, local, logger);
  if (!service || !(PARCEL_API_ACTIONS as readonly string[]).includes(entry.action)) {
    logger.warn(
      { entry },
      'ParcelApi entry names an action or url the product does not speak; the default parcel search answers',
    );
    return null;
  }
  const layer = entry.params.layer || undefined;
  let found: IntegrationResult<ParcelFeature[]> = success([]);
  for (const search of parcelApiSearches(entry, place, mapConfig)) {
    found =
      entry.action === 'find'
        ? await service.find(place.street, {
            searchFields: search.conditions.map((c) => c.column),
            ...(layer ? { layers: [layer] } : {}),
          })
        : await service.queryWhere(search.conditions, { join: search.join, ...(layer ? { layer } : {}) });
    if (!found.ok || found.value.length) return found;
  }
  return found;
}
