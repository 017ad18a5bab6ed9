import { siteLocationMessages, type MapConfig } from '@consent/domain';
import type { FastifyBaseLogger } from 'fastify';
import type sanitizeHtmlType from 'sanitize-html';
import type { Db } from '../../db/client.js';
import { onFirstUse } from '../../firstUse.js';
import { notFound } from '../../http/errors.js';
import type { IntegrationResult } from '../../integrations/http.js';
import { OzoneClient } from '../../integrations/ozone/client.js';
import { TechOneClient } from '../../integrations/techone/client.js';
import type { UntrustedHtml } from '../../integrations/types.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import type { CouncilService } from '../councils/service.js';
import { techOneRequest, usesOzone, usesTechOne } from './councilParcels.js';
import * as repo from './repo.js';

/** Which council service wrote the panel's HTML; null when the council has none configured. */
type ParcelInfoSource = 'ozone' | 'techone' | null;

/**
 * The parcel information call's answer. `message` says the council's service failed: the panel then
 * shows our own data only (like a failed legal lookup, the failure is the council's and is logged).
 */
interface ParcelInfoAnswer {
  result: 'success';
  source: ParcelInfoSource;
  html: string;
  message?: string;
}

const sanitizeHtml = onFirstUse<typeof sanitizeHtmlType>('sanitize-html');

/**
 * What may reach the applicant's page of the council's HTML: plain formatting and tables, and links
 * to http(s) only (opened in a new tab without the opener, so the wizard stays). Scripts, styles,
 * event handlers, iframes, forms and images are dropped: the HTML is the council service's, not ours.
 */
const COUNCIL_HTML_RULES: sanitizeHtmlType.IOptions = {
  allowedTags: [
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'td',
    'th',
    'p',
    'b',
    'strong',
    'em',
    'ul',
    'li',
    'br',
    'span',
    'div',
    'a',
  ],
  allowedAttributes: { td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan', 'scope'], a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
};

const sanitizeCouncilHtml = (html: UntrustedHtml): string => sanitizeHtml()(html, COUNCIL_HTML_RULES).trim();

type SavedLocation = repo.ApplicationParcelRow['location'];

/**
 * The service that writes the parcel information area for a council (spec point 7): Ozone's get-parcel
 * when Ozone answers its parcels, else TechOne's get-info html; null when neither is configured.
 */
function councilInfoService(mapConfig: MapConfig, log: FastifyBaseLogger) {
  if (usesOzone(mapConfig)) {
    const ozone = new OzoneClient({ baseUrl: mapConfig.OzoneBaseUrl, logger: log });
    return {
      source: 'ozone' as const,
      html: (location: SavedLocation, appId: number): Promise<IntegrationResult<{ html: UntrustedHtml }>> =>
        ozone.getParcel({ job_id: appId, valuation_number: location.valuationNumber, site_address: location.street }),
    };
  }
  if (usesTechOne(mapConfig)) {
    const techone = new TechOneClient({ baseUrl: mapConfig.TechOneUrl, logger: log });
    return {
      source: 'techone' as const,
      html: (location: SavedLocation, appId: number) => techone.getInfo(techOneRequest(location, appId)),
    };
  }
  return null;
}

/**
 * The council's HTML about one of the application's saved parcels, sanitised. The owner only (404
 * otherwise, as for every app-id call); a council without such a service answers an empty panel, and
 * so does a failing service (logged, with a message; never a 5xx): the panel keeps our own data.
 */
export function createParcelInfo(
  db: () => Db,
  applications: ApplicationAccess,
  councils: CouncilService,
  log: FastifyBaseLogger,
) {
  return {
    async councilHtml(user: SessionUser, appId: number, appParcelId: number): Promise<ParcelInfoAnswer> {
      const row = await applications.access(user, appId, 'read');
      const parcel = (await repo.listParcels(db(), row.id)).find((p) => p.appParcelId === appParcelId);
      if (!parcel) throw notFound(siteLocationMessages.parcelNotFound);
      const service = councilInfoService(await councils.mapConfig(row.councilId), log);
      if (!service) return { result: 'success', source: null, html: '' };
      const answer = await service.html(parcel.location, row.id);
      if (answer.ok) return { result: 'success', source: service.source, html: sanitizeCouncilHtml(answer.value.html) };
      log.warn({ failure: answer.failure }, 'council parcel information failed');
      return { result: 'success', source: service.source, html: '', message: siteLocationMessages.parcelInfoFailed };
    },
  };
}

export type ParcelInfoService = ReturnType<typeof createParcelInfo>;
