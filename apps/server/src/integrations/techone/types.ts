import type { CouncilSourceRecord } from '@consent/domain';
import type { IntegrationResult } from '../http.js';
import type { AnyGeometry } from '../geometry.js';
import type { ParcelFeature, UntrustedHtml } from '../types.js';

export interface TechOneConfig {
  /** techoneUrl: the council's TechOne property gateway; /get-info/json is appended. */
  baseUrl: string;
}

/**
 * One feature of the get-info answer: the rating system's property record (the spec's council source
 * fields ASSESSMENT_ID, LEGAL_DESCRIPTION, LOCALITY, POSTCODE, PROPERTY_ID, HOUSE_NO, STREET, ASSESSMENT_NO)
 * as Esri JSON `attributes` or GeoJSON `properties`, with an optional geometry.
 */
export interface TechOneFeature {
  attributes?: (CouncilSourceRecord & Record<string, unknown>) | null;
  properties?: (CouncilSourceRecord & Record<string, unknown>) | null;
  geometry?: AnyGeometry;
}

export interface TechOneInfo {
  /** HTML for the parcel information area. Untrusted: modules/locations/parcelInfo.ts sanitises it before display. */
  html: UntrustedHtml;
  features: ParcelFeature[];
}

/** What the product needs from TechOne (spec point 7). */
export interface TechOneService {
  /** POST {techoneUrl}/get-info/json {job_id, site_address, search_address}: html and features. */
  getInfo(request: { job_id: string | number; site_address: string; search_address: string }): Promise<IntegrationResult<TechOneInfo>>;
}
