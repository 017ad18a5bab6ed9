import type { MapConfig, MapsPlace } from '@consent/domain';
import type { IntegrationResult } from '../http.js';

export interface GoogleMapsConfig {
  /** The Maps Platform key (server-side key, restricted to the Geocoding and Places APIs). */
  apiKey: string;
  /** Defaults to https://maps.googleapis.com/maps/api/ ; tests point it at a local server. */
  baseUrl?: string;
}

/** A point in WGS84. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** What the product needs from the maps geocoder (spec point 5 "Geocoding", point 7 "Maps geocoder"). */
export interface GeocodingService {
  /** Geocode an address (street, suburb, city), restricted to New Zealand. */
  geocodeAddress(
    address: string | { street: string; suburb: string; city: string },
  ): Promise<IntegrationResult<MapsPlace[]>>;
  /** Reverse-geocode coordinates. */
  geocodePoint(point: LatLng): Promise<IntegrationResult<MapsPlace[]>>;
  /** The place an autocomplete suggestion names, with its address components and geometry. */
  geocodePlaceId(placeId: string): Promise<IntegrationResult<MapsPlace[]>>;
}

/** Map bounds in degrees (spec point 3 BoundsSouth/West/North/East). */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** One maps-service address suggestion. */
export interface AddressPrediction {
  description: string;
  placeId: string;
  mainText: string;
  secondaryText: string;
  types: string[];
}

/** What the product needs from the maps place-autocomplete (spec point 5 "Address autocomplete (maps service)"). */
export interface AddressAutocompleteService {
  /** Street-address suggestions in New Zealand, strictly inside the bounds when given. */
  autocomplete(
    input: string,
    options?: { bounds?: MapBounds; sessionToken?: string },
  ): Promise<IntegrationResult<AddressPrediction[]>>;
}

/** Spec point 9: the default bounds are the whole world, also when the council's map bounds are disabled. */
export const WORLD_BOUNDS: MapBounds = { south: -90, west: -180, north: 90, east: 180 };

export function autocompleteBounds(
  config: Pick<MapConfig, 'EnableMapBounds' | 'BoundsSouth' | 'BoundsWest' | 'BoundsNorth' | 'BoundsEast'>,
): MapBounds {
  if (!config.EnableMapBounds) return WORLD_BOUNDS;
  return { south: config.BoundsSouth, west: config.BoundsWest, north: config.BoundsNorth, east: config.BoundsEast };
}
