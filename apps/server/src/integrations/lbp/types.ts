import type { LbpInfo, LbpSearchField, LbpSearchItem } from '@consent/domain';
import type { IntegrationResult } from '../http.js';

/**
 * The Licensed Building Practitioners register, as the Project Contacts page needs it (spec points 3
 * and 7): a paged search by names and/or LBP number, and one practitioner's details.
 *
 * Implemented by `MbieLbpClient` (MBIE's LBP register API) and by the local provider over the seeded
 * `lbp_practitioners` table (the embedded default).
 */
export interface LbpSearchQuery {
  q: string;
  fields: LbpSearchField[];
  /** From 1. */
  page: number;
  pageSize: number;
}

export interface LbpSearchPage {
  items: LbpSearchItem[];
  page: number;
  pageSize: number;
  total: number;
}

export interface LbpRegister {
  search(query: LbpSearchQuery): Promise<IntegrationResult<LbpSearchPage>>;
  /** null when the register has no practitioner with this number. */
  getInfo(lbpNumber: string): Promise<IntegrationResult<LbpInfo | null>>;
}

/**
 * The MBIE LBP register API's wire format, as this client speaks it. MBIE publishes the API through
 * its API gateway (api.business.govt.nz) behind a subscription key; the spec shows only the shapes the
 * product's own proxy answers (names, lbpNumber, contact, addressDetails, licensedClasses,
 * hasMultipleLicensedClasses), which are the register's. The paths and paging below are our
 * assumption, kept in this one file and the client:
 *
 * - every request sends `Ocp-Apim-Subscription-Key: {key}` and `Accept: application/json`;
 * - `GET {base}/practitioners?searchTerm={q}&searchFields=names,lbpNumber&pageNumber={1..}&pageSize={n}`
 *   answers 200 `{ "pageNumber": 1, "pageSize": 10, "totalResults": 42, "results": [{ "names": "Hemi Walker", "lbpNumber": "BP104233" }] }`;
 * - `GET {base}/practitioners/{lbpNumber}` answers 200
 *   `{ "names", "lbpNumber", "contact": { "phoneNumber", "emailAddress" }, "addressDetails": { "suburb", "postCode", "townOrCity" },
 *      "licensedClasses": [{ "className": "Carpentry", "status": "Current" }], "hasMultipleLicensedClasses": false }`,
 *   or 404 when no practitioner has the number;
 * - any other status (401 bad key, 429 quota, 5xx) or no answer within the timeout is a failure, which the
 *   page reports as the register not responding (spec point 8). A status is read case-insensitively; one
 *   other than current or suspended (cancelled, expired, surrendered) is not an active licence.
 */
export interface MbieLbpConfig {
  /** e.g. https://api.business.govt.nz/gateway/lbp/v1 */
  baseUrl: string;
  apiKey: string;
}
