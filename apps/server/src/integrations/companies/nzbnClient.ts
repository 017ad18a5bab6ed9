import type { Company, CompanyRegister } from './types.js';
import { defined } from '@consent/domain';

/** The part of the NZBN API's entity search answer we read (`GET /entities?search-term=…`, API v5). */
interface NzbnSearchResponse {
  items?: {
    entityName?: string;
    nzbn?: string;
    /** The source register's id: the company number for companies on the Companies Register. */
    sourceRegisterUniqueIdentifier?: string | null;
  }[];
}

interface NzbnClientOptions {
  /** e.g. https://api.business.govt.nz/gateway/nzbn/v5 */
  baseUrl: string;
  /** The API gateway's subscription key. */
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A client for the NZBN API's entity search, in its own wire format. */
export function createNzbnClient({
  baseUrl,
  apiKey,
  fetch: fetchImpl = fetch,
  timeoutMs = 5000,
}: NzbnClientOptions): CompanyRegister {
  return {
    async search(query, limit) {
      const url = new URL(`${baseUrl.replace(/\/$/, '')}/entities`);
      url.searchParams.set('search-term', query);
      url.searchParams.set('page-size', String(limit));
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json', 'Ocp-Apim-Subscription-Key': apiKey },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`NZBN API answered ${response.status}`);
      const body = (await response.json()) as NzbnSearchResponse;
      return (body.items ?? [])
        .filter((item) => item.entityName && item.nzbn)
        .slice(0, limit)
        .map((item): Company => ({
          name: defined(item.entityName, 'item.entityName'),
          nzbn: defined(item.nzbn, 'item.nzbn'),
          registration_number: item.sourceRegisterUniqueIdentifier ?? '',
        }));
    },
  };
}
