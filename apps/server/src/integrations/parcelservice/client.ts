import { asText, locationFlags, makeLocation, oneLine, type Location } from '@consent/domain';
import { z } from 'zod';
import { callService, parseWith, success, type ClientOptions, type IntegrationResult } from '../http.js';
import type { ParcelService, ParcelServiceConfig, ParcelServiceResult } from './types.js';

const SERVICE = 'parcelservice';
const scalar = z.union([z.string(), z.number()]).nullable().optional();
const answerSchema = z.object({
  data: z
    .array(z.object({ FormattedTitle: scalar, ValuationNumber: scalar, AddressText: scalar, ParcelId: scalar }))
    .nullable(),
});

/**
 * A location from a parcel service result: FormattedTitle is the parcel's legal description as the
 * service formats it ('Lot 1 DP 12345'), AddressText the street address.
 */
export function locationFromParcelServiceResult(result: ParcelServiceResult): Location {
  const location = makeLocation({
    street: result.AddressText,
    parcelID: result.ParcelId,
    valuationNumber: result.ValuationNumber,
    legalDesc: result.FormattedTitle,
    legalDescOneLine: oneLine(result.FormattedTitle),
  });
  return {
    ...location,
    ...locationFlags({ parcelID: location.parcelID, legalDesc: location.legalDesc, filledByCouncilSource: true }),
  };
}

export class ParcelServiceClient implements ParcelService {
  constructor(private readonly config: ParcelServiceConfig & ClientOptions) {}

  byParcelId(parcelId: string | number) {
    return this.get('parcelId', String(parcelId));
  }

  byTerm(term: string) {
    return this.get('term', term);
  }

  private async get(name: string, value: string): Promise<IntegrationResult<ParcelServiceResult[]>> {
    const url = new URL(this.config.baseUrl);
    url.searchParams.set(name, value);
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
      (parsed.value.data ?? []).map((item) => ({
        FormattedTitle: asText(item.FormattedTitle),
        ValuationNumber: asText(item.ValuationNumber),
        AddressText: asText(item.AddressText),
        ParcelId: asText(item.ParcelId),
      })),
    );
  }
}
