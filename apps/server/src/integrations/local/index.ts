export { createLocalAddressSource, createLocalGeocoder, normaliseSearch } from './addresses.js';
export { LocalParcelService } from './parcels.js';
export type { AddressDataSource, AddressSuggestion } from './types.js';
