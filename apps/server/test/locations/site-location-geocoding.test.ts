import { locationMessages, locationsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalGeocoder } from '../../src/integrations/local/index.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { demoAddress } from '../support/siteLocation.js';
import { answerOf } from '../support/answer.js';

/**
 * Geocoding of the site location over our own addresses (no maps key): a typed address that cannot be
 * located answers the spec's message and logs its console line (point 8); a located place without a street
 * or postcode takes them from the geocoder by coordinates; the marker placed on the map finds its address.
 */
let app: FastifyInstance;
let client: Client;
let appId: number;
let ponsonby: { latitude: number; longitude: number };
const OCEAN = { latitude: -40.5, longitude: 170.1 };

beforeAll(async () => {
  app = await createTestApp();
  client = await registerUser(app, 'site-geocoding');
  appId = await createApplication(client, {
    type: 2,
    param: 'standard',
    role: 'owner',
    councilId: (await councilIds(app))['Auckland Council'],
  });
  const found = (await demoAddress(client, '12 Ponsonby Road')).location as unknown as {
    latitude: number;
    longitude: number;
  };
  ponsonby = { latitude: found.latitude, longitude: found.longitude };
});
afterAll(async () => app?.close());

const warnings = () => {
  const spy = vi.spyOn(app.log, 'warn');
  return {
    /** The messages logged, read once: restoring the spy forgets them. */
    done: () => {
      const messages = spy.mock.calls.map((call) => call[1]);
      spy.mockRestore();
      return messages;
    },
  };
};

describe('a typed address that cannot be geocoded (spec point 8)', () => {
  it("check_region answers 'error' with 'Error! Unable to get the address details.', keeps the default region and logs the status", async () => {
    const log = warnings();
    const typed = { street: '7 Nowhere Lane', suburb: 'Hinterland', city: 'Faraway' };
    const response = await client.post('/ajax/check_region', { app_id: appId, address: typed });
    const logged = log.done();
    expect(response.statusCode).toBe(200);
    expect(answerOf(response, locationsContract.checkRegion)).toMatchObject({
      result: 'error',
      inRegion: true,
      message: locationMessages.geocodeFailed,
      location: { ...typed, latitude: null, longitude: null },
    });
    expect(logged).toContain('Geocode was not successful for the following reason: ZERO_RESULTS');
  });

  it('a typed address we can locate answers success with the coordinates and postcode filled', async () => {
    const response = await client.post('/ajax/check_region', {
      app_id: appId,
      address: { street: '12 Ponsonby Road', suburb: 'Grey Lynn', city: 'Auckland' },
    });
    expect(answerOf(response, locationsContract.checkRegion)).toMatchObject({
      result: 'success',
      inRegion: true,
      location: { ...ponsonby, postcode: expect.stringMatching(/^\d{4}$/) },
    });
  });

  it('is still saved with what the applicant typed (appending data may fail, the location is kept)', async () => {
    const typed = {
      address: { street: '7 Nowhere Lane', suburb: 'Hinterland', city: 'Faraway' },
      council_data: { legalDesc: 'Lot 9 DP 999' },
    };
    const saved = await client.post('/ajax/submit_parcels', { appId, features: [typed], parcel_opt: 'single' });
    expect(saved.statusCode).toBe(200);
    const data = answerOf(await client.get(`/ajax/get_parcel_data/${appId}`), locationsContract.parcelData);
    expect(data.parcels[0]?.location).toMatchObject({
      street: '7 Nowhere Lane',
      legalDesc: 'Lot 9 DP 999',
      latitude: null,
    });
  });
});

describe('the geocoder by coordinates', () => {
  it('fills the street and postcode of a located parcel that has neither, when it is saved', async () => {
    const point = { address: { ...ponsonby }, council_data: { legalDesc: 'Lot 2 DP 10433' } };
    expect(
      (await client.post('/ajax/submit_parcels', { appId, features: [point], parcel_opt: 'single' })).statusCode,
    ).toBe(200);
    const [saved] = answerOf(await client.get(`/ajax/get_parcel_data/${appId}`), locationsContract.parcelData).parcels;
    expect(saved?.location).toMatchObject({
      street: '12 Ponsonby Road',
      suburb: 'Grey Lynn',
      city: 'Auckland',
      postcode: expect.stringMatching(/^\d{4}$/),
      ...ponsonby,
    });
  });

  it('GET /api/addresses/at answers the address and parcels at a point placed on the map', async () => {
    const response = await client.get(
      `/api/addresses/at?appId=${appId}&latitude=${ponsonby.latitude}&longitude=${ponsonby.longitude}`,
    );
    expect(response.statusCode).toBe(200);
    const body = answerOf(response, locationsContract.addressAt);
    expect(body.result).toBe('success');
    expect(body.address).toMatchObject({
      addressId: null,
      label: '12 Ponsonby Road, Grey Lynn, Auckland',
      location: { street: '12 Ponsonby Road', inCouncilRegion: true },
    });
    expect(body.parcels.map((p: { location: { legalDesc: string } }) => p.location.legalDesc)).toContain(
      'Lot 2 DP 10433',
    );
  });

  it("a point with no address near it answers 'error' with the spec's message, the point kept, and logs the status", async () => {
    const log = warnings();
    const response = await client.get(
      `/api/addresses/at?appId=${appId}&latitude=${OCEAN.latitude}&longitude=${OCEAN.longitude}`,
    );
    const logged = log.done();
    expect(answerOf(response, locationsContract.addressAt)).toMatchObject({
      result: 'error',
      message: locationMessages.geocodeFailed,
      address: { location: { street: '', ...OCEAN } },
      parcels: [],
    });
    expect(logged).toContain(locationMessages.geocodeNotSuccessful('ZERO_RESULTS'));
  });

  it('refuses a point off the globe with 400, and answers 404 for an application of another user', async () => {
    expect((await client.get(`/api/addresses/at?appId=${appId}&latitude=91&longitude=174`)).statusCode).toBe(400);
    expect((await client.get(`/api/addresses/at?appId=${appId}&latitude=-36`)).statusCode).toBe(400);
    const other = await registerUser(app, 'site-geocoding-other');
    expect(
      (
        await other.get(
          `/api/addresses/at?appId=${appId}&latitude=${ponsonby.latitude}&longitude=${ponsonby.longitude}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('the local geocoder', () => {
  it('geocodePoint answers the nearest address within 100 m as a maps place, else ZERO_RESULTS', async () => {
    const { db } = await app.databaseReady;
    const geocoder = createLocalGeocoder(() => db);
    const near = await geocoder.geocodePoint({ latitude: ponsonby.latitude + 0.00001, longitude: ponsonby.longitude });
    expect(near.ok).toBe(true);
    if (!near.ok) return;
    expect(near.value[0]).toMatchObject({
      formatted_address: '12 Ponsonby Road, Grey Lynn, Auckland',
      geometry: { location: { lat: ponsonby.latitude, lng: ponsonby.longitude } },
      types: ['street_address'],
    });
    expect(near.value[0]?.address_components).toContainEqual({
      long_name: 'Grey Lynn',
      short_name: 'Grey Lynn',
      types: ['sublocality'],
    });
    const far = await geocoder.geocodePoint(OCEAN);
    expect(far).toMatchObject({ ok: false, failure: { kind: 'service', code: 'ZERO_RESULTS' } });
  });
});
