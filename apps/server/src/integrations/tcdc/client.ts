import {
  ADDRESS_SEARCH_LIMIT,
  asNumber,
  asText,
  locationFlags,
  makeLocation,
  oneLine,
  type Location,
} from '@consent/domain';
import { z } from 'zod';
import { callService, parseWith, success, type ClientOptions, type IntegrationResult } from '../http.js';
import type { ParcelFeature } from '../types.js';
import type { TcdcConfig, TcdcPropertySearch } from './types.js';

const SERVICE = 'tcdc';
const text = z.union([z.string(), z.number()]).nullable().optional();
const propertySchema = z.object({
  propertyId: z.union([z.string(), z.number()]),
  assessmentNumber: text,
  valuationId: text,
  legalDescription: text,
  titles: z.array(z.string()).nullable().optional(),
  address: z.object({ street: text, locality: text, town: text, postcode: text }).nullable().optional(),
  location: z.object({ latitude: text, longitude: text }).nullable().optional(),
  valuation: z.object({ capitalValue: text, landValue: text, improvementsValue: text }).nullable().optional(),
  ward: text,
  propertyType: text,
});
const answerSchema = z.object({ count: z.number().optional(), properties: z.array(propertySchema) });
type TcdcProperty = z.infer<typeof propertySchema>;

function locationFromTcdcProperty(property: TcdcProperty): Location {
  const legal = asText(property.legalDescription);
  const titles = (property.titles ?? []).join(', ');
  const location = makeLocation({
    street: asText(property.address?.street),
    suburb: asText(property.address?.locality),
    city: asText(property.address?.town),
    postcode: asText(property.address?.postcode),
    latitude: asNumber(property.location?.latitude),
    longitude: asNumber(property.location?.longitude),
    parcelID: asText(property.propertyId),
    valuationID: asText(property.valuationId),
    valuationNumber: asText(property.assessmentNumber),
    legalDesc: legal,
    legalDescOneLine: oneLine(legal),
    title: titles,
    certOfTitle: titles,
    capitalValue: asNumber(property.valuation?.capitalValue),
    landValue: asNumber(property.valuation?.landValue),
    improvementsValue: asNumber(property.valuation?.improvementsValue),
    ward: asText(property.ward),
    propertyType: asText(property.propertyType),
  });
  return { ...location, ...locationFlags({ filledByCouncilSource: true }) };
}

export class TcdcClient implements TcdcPropertySearch {
  constructor(private readonly config: TcdcConfig & ClientOptions) {}

  async searchProperties(
    address: string,
    options: { limit?: number } = {},
  ): Promise<IntegrationResult<ParcelFeature[]>> {
    const url = new URL(`${this.config.baseUrl.replace(/\/+$/, '')}/properties/search`);
    url.searchParams.set('address', address);
    url.searchParams.set('limit', String(options.limit ?? ADDRESS_SEARCH_LIMIT));
    const answer = await callService({
      service: SERVICE,
      url,
      accept: 'json',
      headers: this.config.apiKey ? { 'x-api-key': this.config.apiKey } : {},
      timeoutMs: this.config.timeoutMs,
      fetch: this.config.fetch,
    });
    const parsed = answer.ok ? parseWith(SERVICE, answerSchema, answer.value) : answer;
    if (!parsed.ok) return parsed;
    return success(
      parsed.value.properties.map((property) => ({
        location: locationFromTcdcProperty(property),
        outline: null,
        attributes: property,
      })),
    );
  }
}
