import type { MapConfig } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { GoogleMapsClient } from '../../integrations/google/client.js';
import type { GeocodingService } from '../../integrations/google/types.js';
import type { IntegrationLogger, IntegrationResult } from '../../integrations/http.js';
import { LocalParcelService, createLocalAddressSource, createLocalGeocoder, type AddressDataSource } from '../../integrations/local/index.js';
import { SouthWaikatoClient } from '../../integrations/southwaikato/client.js';
import type { SouthWaikatoPropertySearch } from '../../integrations/southwaikato/types.js';
import type { ParcelFeature } from '../../integrations/types.js';
import { councilParcelLookup, withXmlPropertyData, type LookupContext, type Place } from './councilParcels.js';

interface LocationProvidersConfig {
  /** A Google Maps Platform key: geocoding goes to Google when set, else to our own addresses. */
  googleMapsApiKey: string | null;
  /** Where the Maps web services answer; null is Google's own. */
  googleMapsApiBase?: string | null;
}

export interface LocationProviders {
  addresses: AddressDataSource;
  geocoder: GeocodingService;
  /** The parcels at a location, from the service the council's map configuration names. */
  parcelsAt(mapConfig: MapConfig, location: Place, addressId: number | null, context: LookupContext): Promise<IntegrationResult<ParcelFeature[]>>;
  /** The South Waikato property search at a council's configured SwcSearchApiUrl (never a URL from a request). */
  southWaikato(baseUrl: string): SouthWaikatoPropertySearch;
}

/**
 * Which service answers for a council is configuration (DESIGN: never `if (council === …)`): the council
 * service its map configuration names (councilParcelLookup), else the local register; a switch without a
 * URL falls back to the local register, so a half-configured council still works. A configured XML
 * property service then answers the legal data of the parcels found, by their par_ids.
 */
export function createLocationProviders(db: () => Db, config: LocationProvidersConfig, logger: IntegrationLogger): LocationProviders {
  const local = new LocalParcelService(db);
  const localLookup = (location: Place, addressId: number | null) => {
    if (addressId !== null) return local.parcelsOfAddress(addressId);
    if (location.latitude !== null && location.longitude !== null) {
      return local.queryByPoint({ latitude: location.latitude, longitude: location.longitude });
    }
    return local.queryByAddress(location.street);
  };
  return {
    addresses: createLocalAddressSource(db),
    geocoder: config.googleMapsApiKey ? new GoogleMapsClient({ apiKey: config.googleMapsApiKey, baseUrl: config.googleMapsApiBase ?? undefined, logger }) : createLocalGeocoder(db),
    southWaikato: (baseUrl) => new SouthWaikatoClient({ baseUrl, logger }),
    async parcelsAt(mapConfig, location, addressId, context) {
      const service = councilParcelLookup(mapConfig, logger);
      const found = service ? await service(location, context) : await localLookup(location, addressId);
      return withXmlPropertyData(mapConfig, found, logger);
    },
  };
}
