import type { IntegrationResult } from '../http.js';
import type { ParcelFeature, UntrustedHtml } from '../types.js';

export interface TechOneConfig {
  /** techoneUrl: the council's TechOne property gateway; /get-info/json is appended. */
  baseUrl: string;
}

export interface TechOneInfo {
  /** HTML for the parcel information area. Untrusted: modules/locations/parcelInfo.ts sanitises it before display. */
  html: UntrustedHtml;
  features: ParcelFeature[];
}

/** What the product needs from TechOne (spec point 7). */
export interface TechOneService {
  /** POST {techoneUrl}/get-info/json {job_id, site_address, search_address}: html and features. */
  getInfo(request: {
    job_id: string | number;
    site_address: string;
    search_address: string;
  }): Promise<IntegrationResult<TechOneInfo>>;
}
