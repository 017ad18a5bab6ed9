import {
  fillFromGeocode,
  fillFromPoint,
  locationFromMapsPlace,
  locationMessages,
  makeLocation,
  needsGeocode,
  needsPointDetails,
  type Location,
  defined,
} from '@consent/domain';
import type { FastifyBaseLogger } from 'fastify';
import { geocodeFailureStatus } from '../../integrations/google/client.js';
import type { GeocodingService, LatLng } from '../../integrations/google/types.js';
import type { IntegrationFailure } from '../../integrations/http.js';

/** A location after geocoding, and the geocoder's status when the address the applicant gave could not be located. */
interface Geocoded {
  location: Location;
  /** Set when geocoding the address failed: the SPA shows locationMessages.geocodeFailed. */
  failedStatus: string | null;
}

/**
 * The site location's use of the maps geocoder (spec points 5, 7 and 8): by address (street, suburb,
 * city) when coordinates are missing, by coordinates when a located place has no street or postcode, by
 * place id for a maps-service suggestion. Every failure is logged with the spec's console line; only a
 * failure to locate the address the applicant chose or typed is also reported, for the 'Error!' box.
 */
export function createSiteGeocoding(geocoder: GeocodingService, log: FastifyBaseLogger) {
  const logged = (f: IntegrationFailure): string => {
    const status = geocodeFailureStatus(f);
    log.warn({ status, failure: f }, locationMessages.geocodeNotSuccessful(status));
    return status;
  };

  return {
    async geocoded(location: Location): Promise<Geocoded> {
      if (needsPointDetails(location)) {
        const found = await geocoder.geocodePoint({
          latitude: defined(location.latitude, 'location.latitude'),
          longitude: defined(location.longitude, 'location.longitude'),
        });
        if (!found.ok) logged(found.failure);
        // A point we cannot describe keeps what it has: it is located, so nothing the applicant gave is lost.
        return {
          location: found.ok && found.value[0] ? fillFromPoint(location, found.value[0]) : location,
          failedStatus: null,
        };
      }
      if (!needsGeocode(location) && location.postcode) return { location, failedStatus: null };
      if (!location.street.trim()) return { location, failedStatus: null };
      const found = await geocoder.geocodeAddress({
        street: location.street,
        suburb: location.suburb,
        city: location.city,
      });
      if (!found.ok) return { location, failedStatus: logged(found.failure) };
      return { location: found.value[0] ? fillFromGeocode(location, found.value[0]) : location, failedStatus: null };
    },

    /**
     * The maps geocoder's data to append to a location (map configuration AppendGoogleData; spec point 7:
     * "results append data to locations. If appending fails the locations are still saved without it"):
     * by coordinates when it has them, else by address; null (logged) when there is none.
     */
    async appendedData(location: Location): Promise<Record<string, unknown> | null> {
      const found =
        location.latitude !== null && location.longitude !== null
          ? await geocoder.geocodePoint({ latitude: location.latitude, longitude: location.longitude })
          : location.street.trim()
            ? await geocoder.geocodeAddress({ street: location.street, suburb: location.suburb, city: location.city })
            : null;
      if (found && !found.ok) logged(found.failure);
      const place = found?.ok ? found.value[0] : undefined;
      return place ? { ...place } : null;
    },

    /** The address at a point (the marker placed on the map); without one, the point alone. */
    async at(point: LatLng): Promise<Geocoded> {
      const bare = makeLocation({ latitude: point.latitude, longitude: point.longitude });
      const found = await geocoder.geocodePoint(point);
      if (!found.ok) return { location: bare, failedStatus: logged(found.failure) };
      return { location: found.value[0] ? fillFromPoint(bare, found.value[0]) : bare, failedStatus: null };
    },

    /** A maps-service suggestion's place, with its coordinates and postcode; null (logged) when it cannot be looked up. */
    async place(placeId: string): Promise<{ location: Location | null; failedStatus: string | null }> {
      const found = await geocoder.geocodePlaceId(placeId);
      if (!found.ok) return { location: null, failedStatus: logged(found.failure) };
      if (!found.value[0])
        return {
          location: null,
          failedStatus: logged({ kind: 'service', service: 'geocoder', code: 'ZERO_RESULTS', message: 'No place' }),
        };
      return { location: locationFromMapsPlace(found.value[0]), failedStatus: null };
    },
  };
}
