export { createLocalAddressSource, createLocalGeocoder } from './addresses.js';
export { addressQuery } from './addressQuery.js';
export { LocalParcelService } from './parcels.js';
export type { AddressDataSource, AddressSuggestion } from './types.js';
