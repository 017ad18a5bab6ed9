import type { Location, MapConfig } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { ArcgisClient } from '../../integrations/arcgis/client.js';
import type { ArcgisParcelService } from '../../integrations/arcgis/types.js';
import { GoogleMapsClient } from '../../integrations/google/client.js';
import type { GeocodingService } from '../../integrations/google/types.js';
import type { IntegrationLogger, IntegrationResult } from '../../integrations/http.js';
import { LocalParcelService, createLocalAddressSource, createLocalGeocoder, type AddressDataSource } from '../../integrations/local/index.js';
import type { ParcelFeature } from '../../integrations/types.js';

export interface LocationProvidersConfig {
  /** A Google Maps Platform key: geocoding goes to Google when set, else to our own addresses. */
  googleMapsApiKey: string | null;
}

export interface LocationProviders {
  addresses: AddressDataSource;
  geocoder: GeocodingService;
  /** The parcels at a location, from the service the council's map configuration names. */
  parcelsAt(mapConfig: MapConfig, location: Pick<Location, 'street' | 'latitude' | 'longitude'>, addressId: number | null): Promise<IntegrationResult<ParcelFeature[]>>;
}

/**
 * Which service answers for a council is configuration (DESIGN: never `if (council === …)`): a council
 * with an ArcgisBaseUrl is asked through the ArcGIS client, every other one through the local register.
 */
export function createLocationProviders(db: () => Db, config: LocationProvidersConfig, logger: IntegrationLogger): LocationProviders {
  const local = new LocalParcelService(db);
  const arcgisFor = (mapConfig: MapConfig): ArcgisParcelService =>
    mapConfig.ArcgisBaseUrl
      ? new ArcgisClient({
          baseUrl: mapConfig.ArcgisBaseUrl,
          defaultLayer: mapConfig.ArcgisDefaultLayer || '0',
          addressColumn: mapConfig.ArcgisAddressColumn || 'ADDRESS',
          legalColumn: mapConfig.ArcgisLegalColumn || 'LEGAL_DESCRIPTION',
          logger,
        })
      : local;
  return {
    addresses: createLocalAddressSource(db),
    geocoder: config.googleMapsApiKey ? new GoogleMapsClient({ apiKey: config.googleMapsApiKey, logger }) : createLocalGeocoder(db),
    async parcelsAt(mapConfig, location, addressId) {
      const service = arcgisFor(mapConfig);
      if (service === local && addressId !== null) return local.parcelsOfAddress(addressId);
      if (location.latitude !== null && location.longitude !== null) {
        return service.queryByPoint({ latitude: location.latitude, longitude: location.longitude });
      }
      return service.queryByAddress(location.street);
    },
  };
}
