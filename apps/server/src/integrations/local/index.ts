export { createLocalAddressSource, createLocalGeocoder } from './addresses.js';
export { LocalParcelService } from './parcels.js';
export type { AddressDataSource, AddressSuggestion } from './types.js';
