import { asNumber, asText, locationFlags, makeLocation, oneLine, type Location } from '@consent/domain';
import { z } from 'zod';
import {
  callService,
  parseWith,
  success,
  withTrailingSlash,
  type ClientOptions,
  type IntegrationResult,
} from '../http.js';
import { untrustedHtml, type ParcelFeature, type UntrustedHtml } from '../types.js';
import type { OzoneConfig, OzoneParcel, OzoneParcelService } from './types.js';

const SERVICE = 'ozone';
const parcelsSchema = z.array(z.record(z.string(), z.unknown()));
const htmlSchema = z.object({ html: z.string() });

function locationFromOzoneParcel(parcel: OzoneParcel): Location {
  const legal = asText(parcel.legal_description);
  const location = makeLocation({
    street: asText(parcel.site_address),
    latitude: asNumber(parcel.latitude),
    longitude: asNumber(parcel.longitude),
    parcelID: asText(parcel.parcel_id),
    valuationID: asText(parcel.valuation_id),
    valuationNumber: asText(parcel.valuation_number),
    legalDesc: legal,
    legalDescOneLine: oneLine(legal),
    title: asText(parcel.title),
    capitalValue: asNumber(parcel.capital_value),
    landValue: asNumber(parcel.land_value),
    improvementsValue: asNumber(parcel.improvements_value),
  });
  return {
    ...location,
    ...locationFlags({ filledByCouncilSource: Boolean(location.valuationNumber || location.legalDesc) }),
  };
}

/** A council's Ozone service, in its JSON. */
export class OzoneClient implements OzoneParcelService {
  private readonly base: string;

  constructor(private readonly config: OzoneConfig & ClientOptions) {
    this.base = withTrailingSlash(config.baseUrl);
  }

  async searchSiteAddress(request: {
    term: string;
    site_address: string;
  }): Promise<IntegrationResult<ParcelFeature[]>> {
    const answer = await this.post(
      'a2/ozone/parcel/site-address',
      { term: request.term, site_address: request.site_address },
      parcelsSchema,
    );
    if (!answer.ok) return answer;
    const keep = this.config.attributes?.length ? new Set(this.config.attributes) : null;
    return success(
      answer.value.map((parcel) => ({
        location: locationFromOzoneParcel(parcel),
        outline: null,
        attributes: keep ? Object.fromEntries(Object.entries(parcel).filter(([key]) => keep.has(key))) : parcel,
      })),
    );
  }

  async getParcel(request: {
    job_id: string | number;
    valuation_number: string;
    site_address: string;
  }): Promise<IntegrationResult<{ html: UntrustedHtml }>> {
    const answer = await this.post(
      'a2/ozone/get-parcel',
      { job_id: request.job_id, valuation_number: request.valuation_number, site_address: request.site_address },
      htmlSchema,
    );
    return answer.ok ? success({ html: untrustedHtml(answer.value.html) }) : answer;
  }

  private async post<T>(path: string, body: object, schema: z.ZodType<T>): Promise<IntegrationResult<T>> {
    const answer = await callService({
      service: SERVICE,
      url: new URL(path, this.base),
      json: body,
      accept: 'json',
      timeoutMs: this.config.timeoutMs,
      fetch: this.config.fetch,
    });
    return answer.ok ? parseWith(SERVICE, schema, answer.value) : answer;
  }
}
