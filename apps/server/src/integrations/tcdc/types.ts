import type { IntegrationResult } from '../http.js';
import type { ParcelFeature } from '../types.js';

export interface TcdcConfig {
  /** The property search API's base URL; /properties/search is appended. */
  baseUrl: string;
  /** Sent as the x-api-key header when the council issues one. */
  apiKey?: string;
}

/**
 * What the product needs from the Thames-Coromandel property selection (map switch TCDCPropertySelection):
 * the properties at an address, as locations.
 *
 * ASSUMED wire format (the spec names the service but shows none of it):
 *   GET {baseUrl}/properties/search?address={address}&limit={limit}   (x-api-key header when configured)
 *   200 application/json
 *   { "count": 1,
 *     "properties": [ {
 *       "propertyId": "7788",                   -> parcelID
 *       "assessmentNumber": "04750/123.00",     -> valuationNumber
 *       "valuationId": "88123",                 -> valuationID
 *       "legalDescription": "LOT 3 DP 4567",    -> legalDesc
 *       "titles": ["SA12B/345"],                -> title / certOfTitle (joined with ', ')
 *       "address": { "street": "101 Pollen Street", "locality": "Thames", "town": "Thames", "postcode": "3500" },
 *       "location": { "latitude": -37.1383, "longitude": 175.5403 },
 *       "valuation": { "capitalValue": 540000, "landValue": 250000, "improvementsValue": 290000 },
 *       "ward": "Thames", "propertyType": "Residential"
 *     } ] }
 * Unknown fields are ignored; every field but propertyId may be absent or null. A wrong answer shape is an
 * 'invalid-response' failure, so a real format that differs shows up at once in the logs.
 */
export interface TcdcPropertySearch {
  searchProperties(address: string, options?: { limit?: number }): Promise<IntegrationResult<ParcelFeature[]>>;
}
