import { locationFromMapsPlace, placePostcode, type MapsPlace } from './mapsPlace.js';
import type { Location } from './types.js';

/** Spec point 5 "Geocoding": the address geocoded is street, suburb, city. */
export function geocodeAddressQuery(location: Pick<Location, 'street' | 'suburb' | 'city'>): string {
  return [location.street, location.suburb, location.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
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

/** Whether a located place lacks the street or postcode that the geocoder by coordinates can give it. */
export function needsPointDetails(location: Pick<Location, 'street' | 'postcode' | 'latitude' | 'longitude'>): boolean {
  return !needsGeocode(location) && (!location.street.trim() || !location.postcode.trim());
}

/**
 * Spec point 7 "Maps geocoder by coordinates … results append data to locations": a place known by its
 * coordinates (a council service's point, the marker placed on the map) takes the address at that point
 * when it has no street, and its postcode when missing. What the location already says is kept.
 */
export function fillFromPoint(location: Location, result: MapsPlace): Location {
  const found = locationFromMapsPlace(result);
  const filled = { ...location };
  if (!location.street.trim() && found.street) {
    filled.street = found.street;
    filled.shortStreet = found.shortStreet;
    filled.suburb = location.suburb.trim() || found.suburb;
    filled.city = location.city.trim() || found.city;
    filled.region = location.region.trim() || found.region;
  }
  if (!location.postcode.trim()) filled.postcode = found.postcode;
  return filled;
}
