import type { Location } from './types.js';
import { makeLocation } from './types.js';

/** One address component of a maps-service place (Google's geocoder and place details wire shape). */
interface MapsAddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/** A maps-service place: address components and geometry (spec point 3). */
export interface MapsPlace {
  address_components: MapsAddressComponent[];
  formatted_address?: string;
  geometry?: { location?: { lat: number; lng: number } | null } | null;
  place_id?: string;
  types?: string[];
}

function component(place: MapsPlace, ...types: string[]): MapsAddressComponent | undefined {
  for (const type of types) {
    const found = place.address_components.find((c) => c.types.includes(type));
    if (found) return found;
  }
  return undefined;
}

/** The postal code of a place: its postal_code component. */
export function placePostcode(place: MapsPlace): string {
  return component(place, 'postal_code')?.long_name ?? '';
}

/**
 * A location from a maps-service place (spec point 3). The street is the number (with a unit as
 * '2/15') and route; the short street uses the route's short name ('15 Queen St'). A maps place carries
 * no council data, so haveParcel stays false.
 */
export function locationFromMapsPlace(place: MapsPlace): Location {
  const unit = component(place, 'subpremise')?.long_name;
  const streetNumber = component(place, 'street_number')?.long_name ?? '';
  const number = unit && streetNumber ? `${unit}/${streetNumber}` : streetNumber;
  const route = component(place, 'route');
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
  const point = place.geometry?.location;
  return makeLocation({
    street: join(number, route?.long_name),
    shortStreet: join(number, route?.short_name),
    suburb: component(place, 'sublocality_level_1', 'sublocality', 'neighborhood')?.long_name ?? '',
    city: component(place, 'locality', 'postal_town', 'administrative_area_level_2')?.long_name ?? '',
    region: component(place, 'administrative_area_level_1')?.long_name ?? '',
    postcode: placePostcode(place),
    latitude: point ? point.lat : null,
    longitude: point ? point.lng : null,
  });
}
