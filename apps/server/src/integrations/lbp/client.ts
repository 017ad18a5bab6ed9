import { LICENCE_STATUSES, type LbpInfo, type LicenceStatus } from '@consent/domain';
import { z } from 'zod';
import {
  callService,
  failure,
  parseWith,
  success,
  withTrailingSlash,
  type ClientOptions,
  type IntegrationResult,
} from '../http.js';
import type { LbpRegister, LbpSearchPage, LbpSearchQuery, MbieLbpConfig } from './types.js';

const SERVICE = 'mbie-lbp';
const textOrBlank = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

const searchAnswer = z.object({
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalResults: z.number().int(),
  results: z.array(z.object({ names: z.string(), lbpNumber: z.string() })),
});

/** A status the product does not know is not an active licence. */
const status = z.string().transform((s): LicenceStatus => {
  const lower = s.trim().toLowerCase();
  return (LICENCE_STATUSES as readonly string[]).includes(lower) ? (lower as LicenceStatus) : 'cancelled';
});

const infoAnswer = z.object({
  names: z.string(),
  lbpNumber: z.string(),
  contact: z.object({ phoneNumber: textOrBlank, emailAddress: textOrBlank }).nullish(),
  addressDetails: z.object({ suburb: textOrBlank, postCode: textOrBlank, townOrCity: textOrBlank }).nullish(),
  licensedClasses: z.array(z.object({ className: z.string(), status })).nullish(),
  hasMultipleLicensedClasses: z.boolean().nullish(),
});

/** A client for MBIE's LBP register API in its JSON wire format (documented in types.ts). */
export class MbieLbpClient implements LbpRegister {
  constructor(private readonly config: MbieLbpConfig & ClientOptions) {}

  private get(path: string, params: Record<string, string> = {}) {
    const url = new URL(path, withTrailingSlash(this.config.baseUrl));
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return callService({
      service: SERVICE,
      url,
      accept: 'json',
      headers: { 'Ocp-Apim-Subscription-Key': this.config.apiKey },
      timeoutMs: this.config.timeoutMs,
      fetch: this.config.fetch,
    });
  }

  async search(query: LbpSearchQuery): Promise<IntegrationResult<LbpSearchPage>> {
    const answer = await this.get('practitioners', {
      searchTerm: query.q,
      searchFields: query.fields.join(','),
      pageNumber: String(query.page),
      pageSize: String(query.pageSize),
    });
    const parsed = answer.ok ? parseWith(SERVICE, searchAnswer, answer.value) : answer;
    if (!parsed.ok) return parsed;
    const { results, pageNumber, pageSize, totalResults } = parsed.value;
    return success({
      items: results.map(({ names, lbpNumber }) => ({ names, lbpNumber })),
      page: pageNumber,
      pageSize,
      total: totalResults,
    });
  }

  async getInfo(lbpNumber: string): Promise<IntegrationResult<LbpInfo | null>> {
    const answer = await this.get(`practitioners/${encodeURIComponent(lbpNumber)}`);
    if (!answer.ok)
      return answer.failure.kind === 'http' && answer.failure.status === 404 ? success(null) : failure(answer.failure);
    const parsed = parseWith(SERVICE, infoAnswer, answer.value);
    if (!parsed.ok) return parsed;
    const p = parsed.value;
    const licensedClasses = p.licensedClasses ?? [];
    return success({
      names: p.names,
      lbpNumber: p.lbpNumber,
      contact: { phoneNumber: p.contact?.phoneNumber ?? '', emailAddress: p.contact?.emailAddress ?? '' },
      addressDetails: {
        suburb: p.addressDetails?.suburb ?? '',
        postCode: p.addressDetails?.postCode ?? '',
        townOrCity: p.addressDetails?.townOrCity ?? '',
      },
      licensedClasses,
      hasMultipleLicensedClasses: p.hasMultipleLicensedClasses ?? licensedClasses.length > 1,
    });
  }
}
