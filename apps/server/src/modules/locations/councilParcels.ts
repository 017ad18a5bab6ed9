import { emptyLocation, type Location, type MapConfig } from '@consent/domain';
import { mapResult, success, type IntegrationLogger, type IntegrationResult } from '../../integrations/http.js';
import { OzoneClient } from '../../integrations/ozone/client.js';
import { ParcelServiceClient, locationFromParcelServiceResult } from '../../integrations/parcelservice/client.js';
import { SouthWaikatoClient, locationFromPropertySearchResult } from '../../integrations/southwaikato/client.js';
import { TcdcClient } from '../../integrations/tcdc/client.js';
import { TechOneClient } from '../../integrations/techone/client.js';
import type { ParcelFeature } from '../../integrations/types.js';
import { XmlPropertyClient, locationFromXmlProperty, propertyRecords } from '../../integrations/xmlproperty/index.js';
import { councilArcgis } from './parcelApi.js';

/** What a parcel lookup knows of the address it is asked about. */
export type Place = Pick<Location, 'street' | 'suburb' | 'city' | 'latitude' | 'longitude'>;
/** The application asking, whose id TechOne takes as its job_id. */
export interface LookupContext {
  appId: number;
}
type ParcelLookup = (place: Place, context: LookupContext) => Promise<IntegrationResult<ParcelFeature[]>>;

/** Ozone answers the council's parcels when its switch is on and its URL set. */
export const usesOzone = (mapConfig: MapConfig) =>
  Boolean((mapConfig.OzoneParcel || mapConfig.GoogleOzoneParcel) && mapConfig.OzoneBaseUrl);
/** TechOne answers them (after Ozone) when TechOneParcel is on and TechOneUrl set. */
export const usesTechOne = (mapConfig: MapConfig) => Boolean(mapConfig.TechOneParcel && mapConfig.TechOneUrl);

/** TechOne's get-info request (ADR 8): the application's id as job_id, the street, and street, suburb, city as search_address. */
export function techOneRequest(place: Pick<Place, 'street' | 'suburb' | 'city'>, appId: number) {
  return {
    job_id: appId,
    site_address: place.street,
    search_address: [place.street, place.suburb, place.city].filter(Boolean).join(', '),
  };
}

/** Whether a council service with its own switch (Ozone, TechOne, Thames-Coromandel, South Waikato) answers: it comes before the ParcelApi list. */
export const usesSwitchedService = (mapConfig: MapConfig) =>
  usesOzone(mapConfig) ||
  usesTechOne(mapConfig) ||
  Boolean(mapConfig.TCDCPropertySelection && mapConfig.TcdcSearchApiUrl) ||
  Boolean(mapConfig.SwcPropertySelection && mapConfig.SwcSearchApiUrl);

/**
 * The council service that answers a council's parcel lookups, or null for the local register. A service
 * with a switch is asked when its switch is on and its URL set, in this order: Ozone, TechOne,
 * Thames-Coromandel, South Waikato; then a service named by its URL alone: ArcGIS, then the parcel service.
 */
export function councilParcelLookup(mapConfig: MapConfig, logger: IntegrationLogger): ParcelLookup | null {
  if (usesOzone(mapConfig)) {
    const ozone = new OzoneClient({ baseUrl: mapConfig.OzoneBaseUrl, attributes: mapConfig.OzoneAttributes, logger });
    return (place) => ozone.searchSiteAddress({ term: place.street, site_address: place.street });
  }
  if (usesTechOne(mapConfig)) {
    const techone = new TechOneClient({ baseUrl: mapConfig.TechOneUrl, logger });
    // The get-info html is for the parcel information panel (parcelInfo.ts); the lookup keeps the features.
    return async (place, { appId }) =>
      mapResult(await techone.getInfo(techOneRequest(place, appId)), (info) => info.features);
  }
  if (mapConfig.TCDCPropertySelection && mapConfig.TcdcSearchApiUrl) {
    const tcdc = new TcdcClient({ baseUrl: mapConfig.TcdcSearchApiUrl, logger });
    return (place) => tcdc.searchProperties(place.street);
  }
  if (mapConfig.SwcPropertySelection && mapConfig.SwcSearchApiUrl) {
    const swc = new SouthWaikatoClient({ baseUrl: mapConfig.SwcSearchApiUrl, logger });
    return async (place) =>
      mapResult(await swc.getProperties(place.street), (results) =>
        results.map((result) => ({
          location: locationFromPropertySearchResult(result),
          outline: null,
          attributes: { ...result },
        })),
      );
  }
  if (mapConfig.ArcgisBaseUrl) {
    const arcgis = councilArcgis(mapConfig, mapConfig.ArcgisBaseUrl, logger);
    return (place) =>
      place.latitude !== null && place.longitude !== null
        ? arcgis.queryByPoint({ latitude: place.latitude, longitude: place.longitude })
        : arcgis.queryByAddress(place.street);
  }
  if (mapConfig.ParcelServiceUrl) {
    const parcels = new ParcelServiceClient({ baseUrl: mapConfig.ParcelServiceUrl, logger });
    return async (place) =>
      mapResult(await parcels.byTerm(place.street), (results) =>
        results.map((result) => ({
          location: locationFromParcelServiceResult(result),
          outline: null,
          attributes: { ...result },
        })),
      );
  }
  return null;
}

/** The fields a record actually gave: neither empty nor a Location default (such as ward 'N/A'). */
function givenFields(found: Location): Partial<Location> {
  const defaults = emptyLocation();
  return Object.fromEntries(
    Object.entries(found).filter(
      ([key, value]) => value !== '' && value !== null && value !== defaults[key as keyof Location],
    ),
  );
}

/**
 * The council's XML property service (XmlPropertyServiceUrl) answers the legal and rating data of the
 * parcels found: it is asked by their par_ids, and each record it gives overrides what the parcel's own
 * source said, field by field. A parcel it has no record for keeps its own data, and so does every
 * parcel when the service fails (the failure is logged): the address still gets its parcels.
 */
export async function withXmlPropertyData(
  mapConfig: MapConfig,
  found: IntegrationResult<ParcelFeature[]>,
  logger: IntegrationLogger,
): Promise<IntegrationResult<ParcelFeature[]>> {
  if (!mapConfig.XmlPropertyServiceUrl || !found.ok) return found;
  const parIds = [...new Set(found.value.map((feature) => feature.location.parcelID).filter(Boolean))];
  if (!parIds.length) return found;
  const answer = await new XmlPropertyClient({ url: mapConfig.XmlPropertyServiceUrl, logger }).getProperties(parIds);
  if (!answer.ok) {
    logger.warn({ failure: answer.failure }, 'XML property service failed; the parcels keep their own data');
    return found;
  }
  const records = new Map(propertyRecords(answer.value).map((record) => [record.parId, record]));
  return success(
    found.value.map((feature) => {
      const record = records.get(feature.location.parcelID);
      if (!record) return feature;
      return {
        ...feature,
        location: { ...feature.location, ...givenFields(locationFromXmlProperty(record)) },
        attributes: { ...feature.attributes, ...record.fields },
      };
    }),
  );
}
