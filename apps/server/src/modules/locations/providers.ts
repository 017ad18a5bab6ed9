import { parcelApiEntry, type Location, type MapConfig } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { GoogleMapsClient } from '../../integrations/google/client.js';
import type { GeocodingService } from '../../integrations/google/types.js';
import type { IntegrationLogger, IntegrationResult } from '../../integrations/http.js';
import {
  LocalParcelService,
  createLocalAddressSource,
  createLocalGeocoder,
  type AddressDataSource,
} from '../../integrations/local/index.js';
import { SouthWaikatoClient } from '../../integrations/southwaikato/client.js';
import type { SouthWaikatoPropertySearch } from '../../integrations/southwaikato/types.js';
import type { ParcelFeature } from '../../integrations/types.js';
import {
  councilParcelLookup,
  usesSwitchedService,
  withXmlPropertyData,
  type LookupContext,
  type Place,
} from './councilParcels.js';
import { parcelApiLookup } from './parcelApi.js';

interface LocationProvidersConfig {
  /** A Google Maps Platform key: geocoding goes to Google when set, else to our own addresses. */
  googleMapsApiKey: string | null;
  /** Where the Maps web services answer; null is Google's own. */
  googleMapsApiBase?: string | null;
}

/** What a lookup knows of its place: the address, and the legal description and numbers it may already carry. */
type LookupPlace = Place & Partial<Pick<Location, 'legalDesc' | 'valuationNumber' | 'parcelID'>>;

export interface LocationProviders {
  addresses: AddressDataSource;
  geocoder: GeocodingService;
  /** The parcels at a location, from the service the council's map configuration names. */
  parcelsAt(
    mapConfig: MapConfig,
    location: LookupPlace,
    addressId: number | null,
    context: LookupContext,
  ): Promise<IntegrationResult<ParcelFeature[]>>;
  /** The South Waikato property search at a council's configured SwcSearchApiUrl (never a URL from a request). */
  southWaikato(baseUrl: string): SouthWaikatoPropertySearch;
}

/**
 * Which service answers for a council is configuration (DESIGN: never `if (council === …)`): the council
 * service its map configuration names (councilParcelLookup), else the local register; a switch without a
 * URL falls back to the local register, so a half-configured council still works. A configured XML
 * property service then answers the legal data of the parcels found, by their par_ids.
 */
export function createLocationProviders(
  db: () => Db,
  config: LocationProvidersConfig,
  logger: IntegrationLogger,
): LocationProviders {
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
    geocoder: config.googleMapsApiKey
      ? new GoogleMapsClient({
          apiKey: config.googleMapsApiKey,
          baseUrl: config.googleMapsApiBase ?? undefined,
          logger,
        })
      : createLocalGeocoder(db),
    southWaikato: (baseUrl) => new SouthWaikatoClient({ baseUrl, logger }),
    async parcelsAt(mapConfig, location, addressId, context) {
      const found =
        (await parcelApiFound(mapConfig, location, addressId)) ??
        (await defaultSearch(mapConfig, location, addressId, context));
      return withXmlPropertyData(mapConfig, found, logger);
    },
  };

  /** The council's default parcel search: its configured service (councilParcelLookup), else the local register. */
  async function defaultSearch(
    mapConfig: MapConfig,
    location: Place,
    addressId: number | null,
    context: LookupContext,
  ) {
    const service = councilParcelLookup(mapConfig, logger);
    return service ? service(location, context) : localLookup(location, addressId);
  }

  /**
   * The ParcelApi entry whose event fits the lookup (an address of ours is 'address', any other place
   * 'location') replaces the default search, unless a switched council service answers the council's parcels.
   */
  async function parcelApiFound(mapConfig: MapConfig, location: LookupPlace, addressId: number | null) {
    if (usesSwitchedService(mapConfig)) return null;
    const entry = parcelApiEntry(mapConfig.ParcelApi, addressId !== null ? 'address' : 'location');
    if (!entry) return null;
    return parcelApiLookup(entry, mapConfig, { ...location, addressId }, local, logger);
  }
}
