import { siteLocationMessages, type MapConfig } from '@consent/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PropertySearchResult } from '../../integrations/southwaikato/types.js';
import type { LocationProviders } from './providers.js';

/** The spec's answer of POST /ajax/checkSouthwaikatoPropertySearchAPI, with the HTTP status to send it with. */
type SouthWaikatoAnswer =
  | { status: 200; body: { success: true; data: { GetPropertiesResult: PropertySearchResult[] } } }
  | { status: 400 | 502; body: { success: false; data: { message: string; reason?: string; status?: number } } };

/**
 * The South Waikato property search (spec point 7). The request names the API's base URL, but the
 * server only ever calls the URL the council's map configuration holds: accepting any URL would let a
 * signed-in user make the server fetch arbitrary addresses (SSRF), so any other URL is refused with 400.
 * A failed search is the council's fault, not ours: 502 with the reason, never a 5xx crash.
 */
export async function searchSouthWaikato(
  mapConfig: MapConfig | null,
  providers: Pick<LocationProviders, 'southWaikato'>,
  address: string,
  apiBaseUrl: string,
  log: FastifyBaseLogger,
): Promise<SouthWaikatoAnswer> {
  const configured = mapConfig?.SwcSearchApiUrl.trim() ?? '';
  if (!configured || apiBaseUrl !== configured) {
    return {
      status: 400,
      body: { success: false, data: { message: siteLocationMessages.propertySearchNotConfigured } },
    };
  }
  const found = await providers.southWaikato(configured).getProperties(address);
  if (found.ok) return { status: 200, body: { success: true, data: { GetPropertiesResult: found.value } } };
  log.warn({ failure: found.failure }, 'South Waikato property search failed');
  const status = found.failure.kind === 'http' ? { status: found.failure.status } : {};
  return {
    status: 502,
    body: {
      success: false,
      data: { message: siteLocationMessages.propertySearchFailed, reason: found.failure.kind, ...status },
    },
  };
}
