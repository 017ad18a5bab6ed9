import { geocodeAddressQuery, type MapsPlace } from '@consent/domain';
import { z } from 'zod';
import {
  callService,
  failure,
  parseWith,
  success,
  withTrailingSlash,
  type ClientOptions,
  type IntegrationFailure,
  type IntegrationResult,
} from '../http.js';
import {
  WORLD_BOUNDS,
  type AddressAutocompleteService,
  type AddressPrediction,
  type GeocodingService,
  type GoogleMapsConfig,
  type LatLng,
  type MapBounds,
} from './types.js';

const GOOGLE_MAPS_API_BASE = 'https://maps.googleapis.com/maps/api/';
const GEOCODE = 'google-geocoding';
const PLACES = 'google-places';

const placeSchema = z.object({
  address_components: z.array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) })),
  formatted_address: z.string().optional(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }).optional(),
  place_id: z.string().optional(),
  types: z.array(z.string()).optional(),
});
const geocodeSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z.array(placeSchema).optional().default([]),
});
const autocompleteSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  predictions: z
    .array(
      z.object({
        description: z.string(),
        place_id: z.string(),
        types: z.array(z.string()).optional().default([]),
        structured_formatting: z
          .object({ main_text: z.string().optional(), secondary_text: z.string().optional() })
          .optional(),
      }),
    )
    .optional()
    .default([]),
});

/**
 * The status a geocoding failure reports, for the log line 'Geocode was not successful for the following
 * reason: {status}': Google's own status (ZERO_RESULTS, OVER_QUERY_LIMIT, REQUEST_DENIED ...), or for
 * failures before Google answered, one in the same style.
 */
export function geocodeFailureStatus(f: IntegrationFailure): string {
  switch (f.kind) {
    case 'service':
      return f.code;
    case 'http':
      return `HTTP_${f.status}`;
    case 'timeout':
      return 'TIMEOUT';
    case 'network':
      return 'NETWORK_ERROR';
    default:
      return 'INVALID_RESPONSE';
  }
}

/** Google Maps Platform: Geocoding API and Places Autocomplete (legacy web services, JSON output). */
export class GoogleMapsClient implements GeocodingService, AddressAutocompleteService {
  private readonly base: string;

  constructor(private readonly config: GoogleMapsConfig & ClientOptions) {
    this.base = withTrailingSlash(config.baseUrl ?? GOOGLE_MAPS_API_BASE);
  }

  geocodeAddress(address: string | { street: string; suburb: string; city: string }) {
    const text = typeof address === 'string' ? address : geocodeAddressQuery(address);
    return this.geocode({ address: text, components: 'country:NZ' });
  }

  geocodePoint(point: LatLng) {
    return this.geocode({ latlng: `${point.latitude},${point.longitude}` });
  }

  geocodePlaceId(placeId: string) {
    return this.geocode({ place_id: placeId });
  }

  /** Only predictions typed street_address are kept (spec point 5); anything else gives an empty list. */
  async autocomplete(
    input: string,
    options: { bounds?: MapBounds; sessionToken?: string } = {},
  ): Promise<IntegrationResult<AddressPrediction[]>> {
    const params: Record<string, string> = { input, components: 'country:nz' };
    const bounds = options.bounds ?? WORLD_BOUNDS;
    if (!isWorld(bounds)) {
      // Strict bounds: the rectangle restricts results (it does not merely bias them).
      params.locationrestriction = `rectangle:${bounds.south},${bounds.west}|${bounds.north},${bounds.east}`;
    }
    if (options.sessionToken) params.sessiontoken = options.sessionToken;
    const answer = await this.get(PLACES, 'place/autocomplete/json', params, autocompleteSchema);
    if (!answer.ok) return answer;
    const { status, error_message, predictions } = answer.value;
    if (status === 'ZERO_RESULTS') return success([]);
    if (status !== 'OK')
      return failure({ kind: 'service', service: PLACES, code: status, message: error_message ?? status });
    return success(
      predictions
        .filter((p) => p.types.includes('street_address'))
        .map((p) => ({
          description: p.description,
          placeId: p.place_id,
          mainText: p.structured_formatting?.main_text ?? p.description,
          secondaryText: p.structured_formatting?.secondary_text ?? '',
          types: p.types,
        })),
    );
  }

  /** Anything but status OK is a failure carrying the status (ZERO_RESULTS included: there are no details). */
  private async geocode(params: Record<string, string>): Promise<IntegrationResult<MapsPlace[]>> {
    const answer = await this.get(GEOCODE, 'geocode/json', params, geocodeSchema);
    if (!answer.ok) return answer;
    const { status, error_message, results } = answer.value;
    if (status !== 'OK')
      return failure({ kind: 'service', service: GEOCODE, code: status, message: error_message ?? status });
    return success(results);
  }

  private async get<T>(
    service: string,
    path: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<IntegrationResult<T>> {
    const url = new URL(path, this.base);
    for (const [key, value] of Object.entries({ ...params, key: this.config.apiKey })) url.searchParams.set(key, value);
    const answer = await callService({
      service,
      url,
      accept: 'json',
      timeoutMs: this.config.timeoutMs,
      fetch: this.config.fetch,
    });
    return answer.ok ? parseWith(service, schema, answer.value) : answer;
  }
}

function isWorld(b: MapBounds): boolean {
  return b.south <= -90 && b.west <= -180 && b.north >= 90 && b.east >= 180;
}
