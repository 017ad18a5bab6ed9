import type { Location, MapConfig } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { ArcgisClient } from '../../integrations/arcgis/client.js';
import type { ArcgisParcelService } from '../../integrations/arcgis/types.js';
import { GoogleMapsClient } from '../../integrations/google/client.js';
import type { GeocodingService } from '../../integrations/google/types.js';
import { success, type IntegrationLogger, type IntegrationResult } from '../../integrations/http.js';
import { LocalParcelService, createLocalAddressSource, createLocalGeocoder, type AddressDataSource } from '../../integrations/local/index.js';
import { OzoneClient } from '../../integrations/ozone/client.js';
import { SouthWaikatoClient, locationFromPropertySearchResult } from '../../integrations/southwaikato/client.js';
import type { SouthWaikatoPropertySearch } from '../../integrations/southwaikato/types.js';
import { TcdcClient } from '../../integrations/tcdc/client.js';
import type { ParcelFeature } from '../../integrations/types.js';

type Place = Pick<Location, 'street' | 'latitude' | 'longitude'>;
type ParcelLookup = (location: Place) => Promise<IntegrationResult<ParcelFeature[]>>;

export interface LocationProvidersConfig {
  /** A Google Maps Platform key: geocoding goes to Google when set, else to our own addresses. */
  googleMapsApiKey: string | null;
  /** Where the Maps web services answer; null is Google's own. */
  googleMapsApiBase?: string | null;
}

export interface LocationProviders {
  addresses: AddressDataSource;
  geocoder: GeocodingService;
  /** The parcels at a location, from the service the council's map configuration names. */
  parcelsAt(mapConfig: MapConfig, location: Place, addressId: number | null): Promise<IntegrationResult<ParcelFeature[]>>;
  /** The South Waikato property search at a council's configured SwcSearchApiUrl (never a URL from a request). */
  southWaikato(baseUrl: string): SouthWaikatoPropertySearch;
}

/**
 * Which service answers for a council is configuration (DESIGN: never `if (council === …)`): a council
 * service is asked when its switch is on and its URL set (Ozone, Thames-Coromandel, South Waikato), or
 * when its URL alone names it (ArcGIS); every other council is answered by the local register. A switch
 * without a URL falls back to the local register, so a half-configured council still works.
 */
export function createLocationProviders(db: () => Db, config: LocationProvidersConfig, logger: IntegrationLogger): LocationProviders {
  const local = new LocalParcelService(db);
  const councilService = (mapConfig: MapConfig): ParcelLookup | null => {
    if ((mapConfig.OzoneParcel || mapConfig.GoogleOzoneParcel) && mapConfig.OzoneBaseUrl) {
      const ozone = new OzoneClient({ baseUrl: mapConfig.OzoneBaseUrl, attributes: mapConfig.OzoneAttributes, logger });
      return (place) => ozone.searchSiteAddress({ term: place.street, site_address: place.street });
    }
    if (mapConfig.TCDCPropertySelection && mapConfig.TcdcSearchApiUrl) {
      const tcdc = new TcdcClient({ baseUrl: mapConfig.TcdcSearchApiUrl, logger });
      return (place) => tcdc.searchProperties(place.street);
    }
    if (mapConfig.SwcPropertySelection && mapConfig.SwcSearchApiUrl) {
      const swc: SouthWaikatoPropertySearch = new SouthWaikatoClient({ baseUrl: mapConfig.SwcSearchApiUrl, logger });
      return async (place) => {
        const found = await swc.getProperties(place.street);
        return found.ok
          ? success(found.value.map((result) => ({ location: locationFromPropertySearchResult(result), outline: null, attributes: { ...result } })))
          : found;
      };
    }
    if (mapConfig.ArcgisBaseUrl) {
      const arcgis: ArcgisParcelService = new ArcgisClient({
        baseUrl: mapConfig.ArcgisBaseUrl,
        defaultLayer: mapConfig.ArcgisDefaultLayer || '0',
        addressColumn: mapConfig.ArcgisAddressColumn || 'ADDRESS',
        legalColumn: mapConfig.ArcgisLegalColumn || 'LEGAL_DESCRIPTION',
        logger,
      });
      return (place) =>
        place.latitude !== null && place.longitude !== null
          ? arcgis.queryByPoint({ latitude: place.latitude, longitude: place.longitude })
          : arcgis.queryByAddress(place.street);
    }
    return null;
  };
  return {
    addresses: createLocalAddressSource(db),
    geocoder: config.googleMapsApiKey ? new GoogleMapsClient({ apiKey: config.googleMapsApiKey, baseUrl: config.googleMapsApiBase ?? undefined, logger }) : createLocalGeocoder(db),
    southWaikato: (baseUrl) => new SouthWaikatoClient({ baseUrl, logger }),
    async parcelsAt(mapConfig, location, addressId) {
      const service = councilService(mapConfig);
      if (service) return service(location);
      if (addressId !== null) return local.parcelsOfAddress(addressId);
      if (location.latitude !== null && location.longitude !== null) {
        return local.queryByPoint({ latitude: location.latitude, longitude: location.longitude });
      }
      return local.queryByAddress(location.street);
    },
  };
}
