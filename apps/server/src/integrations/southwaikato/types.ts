import type { IntegrationResult } from '../http.js';

export interface SouthWaikatoConfig {
  /** SwcSearchApiUrl (spec point 3): the property search API's base; /GetProperties is appended. */
  baseUrl: string;
}

/** Spec point 3 "Property search result (one regional council)". */
export interface PropertySearchResult {
  location: string;
  legal: string;
  unique_id: string;
  parcel_id: string;
  valuation_id: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * What the product needs from the South Waikato property search. The route
 * POST /ajax/checkSouthwaikatoPropertySearchAPI answers {success, data: {GetPropertiesResult}} with these.
 *
 * Assumed wire format (the spec shows only our route, not the council API): a WCF-style REST JSON service,
 *   GET {SwcSearchApiUrl}/GetProperties?address={address}
 *   200 application/json
 *   { "GetPropertiesResult": [ { "location": "12 Main Street, Tokoroa", "legal": "LOT 1 DP 1234",
 *       "unique_id": "12345", "parcel_id": "4567", "valuation_id": "04500/123.00",
 *       "latitude": "-38.22", "longitude": "175.87" } ] }
 * (WCF wraps a method's answer as {MethodName}Result; coordinates may come as strings or numbers; a null
 * list means no match). The API is restricted by the caller's IP address (spec point 6): from anywhere
 * else it answers 403, which surfaces as an 'http' failure with status 403.
 */
export interface SouthWaikatoPropertySearch {
  getProperties(address: string): Promise<IntegrationResult<PropertySearchResult[]>>;
}
