import { placePostcode, type MapsPlace } from './mapsPlace.js';
import type { Location } from './types.js';

/** Spec point 5 "Geocoding": the address geocoded is street, suburb, city. */
export function geocodeAddressQuery(location: Pick<Location, 'street' | 'suburb' | 'city'>): string {
  return [location.street, location.suburb, location.city].map((part) => part.trim()).filter(Boolean).join(', ');
}

/** Whether the location lacks coordinates and so needs geocoding. */
export function needsGeocode(location: Pick<Location, 'latitude' | 'longitude'>): boolean {
  return location.latitude === null || location.longitude === null;
}

/**
 * Spec point 5 "Geocoding": missing coordinates are filled from the geocoder's result, and the postcode
 * is taken from the result when missing. The spec names the sixth address component; where Google adds a
 * sublocality the postcode moves to the seventh, so the component typed postal_code is read first and the
 * sixth is the fallback for results whose components carry no types.
 */
export function fillFromGeocode(location: Location, result: MapsPlace): Location {
  const filled = { ...location };
  const point = result.geometry?.location;
  if (needsGeocode(location) && point) {
    filled.latitude = point.lat;
    filled.longitude = point.lng;
  }
  if (!location.postcode.trim()) {
    filled.postcode = placePostcode(result) || (result.address_components[5]?.long_name ?? '');
  }
  return filled;
}
