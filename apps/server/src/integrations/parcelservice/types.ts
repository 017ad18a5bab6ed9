import type { IntegrationResult } from '../http.js';

export interface ParcelServiceConfig {
  /** The parcel service's base URL. */
  baseUrl: string;
}

/** Spec point 3 "Parcel service result". */
export interface ParcelServiceResult {
  FormattedTitle: string;
  ValuationNumber: string;
  AddressText: string;
  ParcelId: string;
}

/**
 * What the product needs from the parcel service (spec point 7: "GET by parcel id or encoded term returns
 * data (FormattedTitle, ValuationNumber, AddressText, ParcelId); its path: not shown").
 *
 * ASSUMED paths: GET {baseUrl}?parcelId={id} and GET {baseUrl}?term={URL-encoded term}, both answering
 * 200 application/json { "data": [ { "FormattedTitle", "ValuationNumber", "AddressText", "ParcelId" } ] }.
 */
export interface ParcelService {
  byParcelId(parcelId: string | number): Promise<IntegrationResult<ParcelServiceResult[]>>;
  byTerm(term: string): Promise<IntegrationResult<ParcelServiceResult[]>>;
}
