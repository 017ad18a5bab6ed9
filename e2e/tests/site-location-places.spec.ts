import http from 'node:http';
import type net from 'node:net';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { createApplicationAt } from '../support/contacts';
import { startSecondServer, type SecondServer } from '../support/secondServer';
import { signedUpThroughApi, uniqueEmail } from '../support/users';
import { defined } from '@consent/domain';

// The suite's Origin header names the suite's own server; this test's pages and calls go to a second one,
// which would refuse them as coming from another site.
test.use({ extraHTTPHeaders: {} });

/**
 * The address search through Google Places: a second server run as a council would run it with a
 * maps key (GOOGLE_MAPS_API_KEY, and GOOGLE_MAPS_API_BASE pointing at a small local server that
 * answers in the Places Autocomplete and Geocoding formats). Wellington's map configuration has
 * GoogleAutoComplete on, so its applications search Places.
 */
const PLACE_ID = 'ChIJ-e2e-99-cuba';
let server: SecondServer | undefined;
let google: http.Server | undefined;
const asked: URL[] = [];
/** Where 99 Cuba Street is: read from our own addresses once the test is signed in, so the parcel there is found. */
let cubaStreet: { lat: number; lng: number } | null = null;

function answer(url: URL): unknown {
  if (url.pathname.endsWith('/place/autocomplete/json')) {
    if (!url.searchParams.get('input')?.toLowerCase().startsWith('99 cuba'))
      return { status: 'ZERO_RESULTS', predictions: [] };
    return {
      status: 'OK',
      predictions: [
        {
          description: '99 Cuba Street, Te Aro, Wellington, New Zealand',
          place_id: PLACE_ID,
          types: ['street_address', 'geocode'],
          structured_formatting: { main_text: '99 Cuba Street', secondary_text: 'Te Aro, Wellington, New Zealand' },
        },
        // A road, not a street address: the product drops it.
        {
          description: 'Cuba Street, Te Aro, Wellington, New Zealand',
          place_id: 'ChIJ-e2e-cuba-street',
          types: ['route', 'geocode'],
          structured_formatting: { main_text: 'Cuba Street', secondary_text: 'Te Aro, Wellington, New Zealand' },
        },
      ],
    };
  }
  if (url.pathname.endsWith('/geocode/json') && url.searchParams.get('place_id') === PLACE_ID && cubaStreet) {
    const component = (name: string, types: string[]) => ({ long_name: name, short_name: name, types });
    return {
      status: 'OK',
      results: [
        {
          address_components: [
            component('99', ['street_number']),
            component('Cuba Street', ['route']),
            component('Te Aro', ['sublocality', 'political']),
            component('Wellington', ['locality', 'political']),
            component('6011', ['postal_code']),
          ],
          formatted_address: '99 Cuba Street, Te Aro, Wellington 6011, New Zealand',
          geometry: { location: cubaStreet },
          place_id: PLACE_ID,
          types: ['street_address'],
        },
      ],
    };
  }
  return { status: 'ZERO_RESULTS', results: [] };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  google = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    asked.push(url);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer(url)));
  });
  await new Promise<void>((resolve) => defined(google, 'google').listen(0, '127.0.0.1', resolve));
  const { port } = google.address() as net.AddressInfo;
  server = await startSecondServer('places', {
    GOOGLE_MAPS_API_KEY: 'e2e-maps-key',
    GOOGLE_MAPS_API_BASE: `http://127.0.0.1:${port}/maps/api/`,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => google?.close(resolve));
});

test('with a maps key, a Wellington address is suggested by Google Places and choosing it finds its parcel', async ({
  page,
}) => {
  const base = defined(server, 'server').base;
  await signedUpThroughApi(page, 'Tui Herewini', uniqueEmail('places'), base);
  await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Tui Herewini' })).toBeVisible();
  // Without an application the search is our own: it tells where 99 Cuba Street is, for the fake geocoder.
  const ours = (await (await page.request.get(`${base}/api/addresses?q=99%20cuba`)).json()) as {
    addresses: { label: string; location: { latitude: number; longitude: number } }[];
  };
  const first = defined(ours.addresses[0], 'the first address');
  expect(first.label).toBe('99 Cuba Street, Te Aro, Wellington (Lot 1 DP 3306)');
  cubaStreet = { lat: first.location.latitude, lng: first.location.longitude };

  const appId = await createApplicationAt(page, base, {
    type: 2,
    param: 'standard',
    council: 'Wellington City Council',
  });
  await page.goto(`${base}/helix/newapp/${appId}?task=jump&step=7`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site Location' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Street address' }).fill('99 Cuba');
  // Places' own suggestion (no legal description yet), the road prediction dropped.
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText(['99 Cuba Street, Te Aro, Wellington']);
  await expectNoAxeViolations(page);
  const autocomplete = defined(
    asked.find((u) => u.pathname.endsWith('/place/autocomplete/json')),
    "asked.find((u) => u.pathname.endsWith('/place/autocomplete/json'))",
  );
  expect(autocomplete.searchParams.get('components')).toBe('country:nz');
  expect(autocomplete.searchParams.get('key')).toBe('e2e-maps-key');

  await options.first().click();
  const info = page.getByRole('region', { name: 'Parcel information' });
  await expect(info).toContainText('Lot 1 DP 3306');
  await expect(page.getByLabel('Suburb')).toHaveValue('Te Aro');
  await expect(page.getByLabel('Postcode', { exact: true })).toHaveValue('6011');
  expect(asked.some((u) => u.pathname.endsWith('/geocode/json') && u.searchParams.get('place_id') === PLACE_ID)).toBe(
    true,
  );
  await expectNoAxeViolations(page);
  const saved = (await (await page.request.get(`${base}/ajax/get_parcel_data/${appId}`)).json()) as {
    parcels: { location: { street: string; legalDesc: string } }[];
  };
  expect(saved.parcels.map((p) => [p.location.street, p.location.legalDesc])).toEqual([
    ['99 Cuba Street', 'Lot 1 DP 3306'],
  ]);
});
