import type { Location } from '@consent/domain';
import type { IntegrationResult } from '../http.js';

/** One suggestion of the address data source: the location, its label (spec point 9) and our address id. */
export interface AddressSuggestion {
  addressId: number;
  label: string;
  location: Location;
}

/**
 * The address data source (spec point 7 "get_autocomplete_data(term) returns a list of locations"):
 * the LINZ addresses in our own tables, optionally scoped to one council's addresses.
 */
export interface AddressDataSource {
  search(term: string, options: { limit: number; councilId?: number }): Promise<IntegrationResult<AddressSuggestion[]>>;
  byId(addressId: number): Promise<AddressSuggestion | null>;
}
