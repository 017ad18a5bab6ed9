import { locationsContract } from '@consent/domain';
import { answerOf } from './answer.js';
import type { Client } from './app.js';

/** A typed site (no council parcel): a street the demo register does not hold, with its legal description. */
export const typedSite = {
  address: { street: '12 Example Street', suburb: 'Nowhere', city: 'Testville' },
  council_data: { legalDesc: 'Lot 1 DP 12345' },
};

/** Saves a valid site location through the spec's call, for tests that need a complete application. */
export async function saveSiteLocation(client: Client, appId: number): Promise<void> {
  const response = await client.post('/ajax/submit_parcels', { appId, features: [typedSite], parcel_opt: 'single' });
  if (response.statusCode !== 200) throw new Error(`site location: ${response.statusCode} ${response.body}`);
}

type Suggestion = { addressId: number; label: string; location: { street: string } };

/** The demo address whose label starts with `text`, found through the address search. */
export async function demoAddress(client: Client, text: string): Promise<Suggestion> {
  const response = await client.get(`/api/addresses?q=${encodeURIComponent(text)}`);
  const found = answerOf(response, locationsContract.searchAddresses).addresses.find((a) => a.label.startsWith(text));
  // Demo addresses are ours, so they carry our address id (a maps service's suggestion would carry a place id).
  if (!found || found.addressId === null) throw new Error(`no demo address ${text}: ${response.body}`);
  return { ...found, addressId: found.addressId };
}

/** The parcel features of a demo address, as the SPA gets them, ready to post back. */
export async function parcelsOf(client: Client, appId: number, text: string) {
  const address = await demoAddress(client, text);
  const response = await client.get(`/api/addresses/${address.addressId}/parcels?appId=${appId}`);
  const options = answerOf(response, locationsContract.addressParcels);
  if (options.result !== 'success') throw new Error(`parcels: ${response.statusCode} ${response.body}`);
  return options;
}

const ADDRESS_FIELDS = ['street', 'shortStreet', 'suburb', 'city', 'region', 'postcode', 'latitude', 'longitude'];
const FLAG_FIELDS = ['inCouncilRegion', 'legalDataUnavailable', 'appParcelID'];

/** A location as the parcel calls take it: address, council_data (and the flags left to the server). */
export function feature(location: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((k) => [k, location[k]]));
  const council = Object.fromEntries(
    Object.entries(location).filter(([k]) => !ADDRESS_FIELDS.includes(k) && !FLAG_FIELDS.includes(k)),
  );
  return { address, council_data: council, ...extra };
}
