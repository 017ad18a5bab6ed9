import { asNumber, asText, locationFlags, makeLocation, oneLine, type Location } from '@consent/domain';
import { z } from 'zod';
import { callService, parseWith, success, type ClientOptions, type IntegrationResult } from '../http.js';
import type { PropertySearchResult, SouthWaikatoConfig, SouthWaikatoPropertySearch } from './types.js';

const SERVICE = 'southwaikato';
const scalar = z.union([z.string(), z.number()]).nullable().optional();
const answerSchema = z.object({
  GetPropertiesResult: z
    .array(
      z.object({
        location: scalar,
        legal: scalar,
        unique_id: scalar,
        parcel_id: scalar,
        valuation_id: scalar,
        latitude: scalar,
        longitude: scalar,
      }),
    )
    .nullable(),
});

/**
 * A location from a property search result. Its location is one line ('12 Main Street, Tokoroa'): the
 * first part is the street, the next the suburb, any further part the city.
 */
export function locationFromPropertySearchResult(result: PropertySearchResult): Location {
  const [street = '', suburb = '', ...rest] = result.location.split(',').map((part) => part.trim());
  const location = makeLocation({
    street,
    suburb,
    city: rest.join(', '),
    latitude: result.latitude,
    longitude: result.longitude,
    parcelID: result.parcel_id,
    valuationID: result.valuation_id,
    legalDesc: result.legal,
    legalDescOneLine: oneLine(result.legal),
  });
  return { ...location, ...locationFlags({ filledByCouncilSource: Boolean(result.parcel_id || result.legal) }) };
}

export class SouthWaikatoClient implements SouthWaikatoPropertySearch {
  constructor(private readonly config: SouthWaikatoConfig & ClientOptions) {}

  async getProperties(address: string): Promise<IntegrationResult<PropertySearchResult[]>> {
    const url = new URL(`${this.config.baseUrl.replace(/\/+$/, '')}/GetProperties`);
    url.searchParams.set('address', address);
    const answer = await callService({
      service: SERVICE,
      url,
      accept: 'json',
      timeoutMs: this.config.timeoutMs,
      fetch: this.config.fetch,
    });
    const parsed = answer.ok ? parseWith(SERVICE, answerSchema, answer.value) : answer;
    if (!parsed.ok) return parsed;
    return success(
      (parsed.value.GetPropertiesResult ?? []).map((item) => ({
        location: asText(item.location),
        legal: asText(item.legal),
        unique_id: asText(item.unique_id),
        parcel_id: asText(item.parcel_id),
        valuation_id: asText(item.valuation_id),
        latitude: asNumber(item.latitude),
        longitude: asNumber(item.longitude),
      })),
    );
  }
}
