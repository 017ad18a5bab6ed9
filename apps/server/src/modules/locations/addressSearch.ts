import { locationMessages, makeLocation, suggestionLabel, type Location, type MapConfig } from '@consent/domain';
import type { FastifyBaseLogger } from 'fastify';
import { GoogleMapsClient } from '../../integrations/google/client.js';
import {
  autocompleteBounds,
  type AddressAutocompleteService,
  type AddressPrediction,
} from '../../integrations/google/types.js';
import type { AddressDataSource } from '../../integrations/local/index.js';

/**
 * One suggestion of the address search: ours carry the address id (its legal options are
 * GET /api/addresses/{addressId}/parcels), the maps service's carry its place id instead
 * (GET /api/places/{placeId}/parcels), since a prediction has no coordinates until it is looked up.
 */
interface SearchSuggestion {
  addressId: number | null;
  placeId: string | null;
  label: string;
  location: Location;
}

/** The maps service's place autocomplete when a key is configured (GOOGLE_MAPS_API_KEY), else none. */
export function createPlacesAutocomplete(
  config: { googleMapsApiKey: string | null; googleMapsApiBase: string | null },
  log: FastifyBaseLogger,
) {
  if (!config.googleMapsApiKey) return null;
  return new GoogleMapsClient({
    apiKey: config.googleMapsApiKey,
    baseUrl: config.googleMapsApiBase ?? undefined,
    logger: log,
  });
}

/** A prediction as a location: the main text is the street; the secondary 'Te Aro, Wellington, New Zealand' gives suburb and city. */
function fromPrediction(prediction: AddressPrediction): SearchSuggestion {
  const places = prediction.secondaryText
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p && p !== 'New Zealand');
  const [suburb, city] = places.length >= 2 ? places : ['', places[0] ?? ''];
  const location = makeLocation({ street: prediction.mainText, shortStreet: prediction.mainText, suburb, city });
  return { addressId: null, placeId: prediction.placeId, label: suggestionLabel(location), location };
}

/**
 * Which source answers the address search (spec points 5 and 9): the maps service when a key is configured
 * and the application's council has GoogleAutoComplete on — country nz, strictly inside the council's map
 * bounds when EnableMapBounds, else the whole world, street_address results only — otherwise our own
 * addresses. A failing maps service is logged ('Auto-complete error') and our own search answers instead,
 * so the applicant still sees suggestions.
 */
export function createAddressSearch(
  local: AddressDataSource,
  places: AddressAutocompleteService | null,
  log: FastifyBaseLogger,
) {
  async function ours(q: string, limit: number, councilId?: number): Promise<SearchSuggestion[]> {
    const found = await local.search(q, { limit, councilId });
    if (!found.ok) {
      log.warn({ failure: found.failure }, locationMessages.autocompleteError);
      return [];
    }
    return found.value.map((s) => ({ ...s, placeId: null }));
  }

  return async function search(
    q: string,
    options: { limit: number; councilId?: number; mapConfig: MapConfig | null },
  ): Promise<SearchSuggestion[]> {
    const { limit, councilId, mapConfig } = options;
    if (places && mapConfig?.GoogleAutoComplete) {
      const found = await places.autocomplete(q, { bounds: autocompleteBounds(mapConfig) });
      if (found.ok) return found.value.slice(0, limit).map(fromPrediction);
      log.warn({ failure: found.failure }, locationMessages.autocompleteError);
    }
    return ours(q, limit, councilId);
  };
}
