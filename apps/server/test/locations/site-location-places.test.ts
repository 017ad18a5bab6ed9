import { locationMessages, type MapConfig, defined, locationsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startWireServer,
  type RecordedRequest,
  type Reply,
  type WireServer,
} from '../integrations/support/wireServer.js';
import { willisPredictions as predictions, willisStreet } from '../integrations/support/googleAnswers.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds, mapConfigSetter } from '../support/councils.js';
import { answerOf } from '../support/answer.js';

/**
 * The address search with a maps key configured (spec points 5 and 9, ADR 8): the council's
 * GoogleAutoComplete sends it to the maps service's place autocomplete — country nz, strict bounds from
 * the council's map bounds when EnableMapBounds, else the whole world, street_address results only —
 * and a chosen place is looked up for its coordinates and postcode. A local server speaks Google's wire format.
 */
let app: FastifyInstance;
let client: Client;
let server: WireServer;
let councilId: number;
let appId: number;
let setMap: (changes: Partial<MapConfig>) => Promise<void>;

/** Google's two web services at their own paths; anything else is a 404 the client must not ask for. */
const google =
  (places: Reply, geocode: Reply = { body: willisStreet }) =>
  (request: RecordedRequest): Reply => {
    if (request.path === '/maps/api/place/autocomplete/json') return places;
    if (request.path === '/maps/api/geocode/json') return geocode;
    return { status: 404, body: { status: 'NOT_FOUND' } };
  };

beforeAll(async () => {
  server = await startWireServer(google({ body: predictions }));
  app = await createTestApp({ googleMapsApiKey: 'test-key', googleMapsApiBase: `${server.url}/maps/api` });
  client = await registerUser(app, 'site-places');
  councilId = defined(
    (await councilIds(app))['Wellington City Council'],
    "(await councilIds(app))['Wellington City Council']",
  );
  appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId });
  setMap = await mapConfigSetter(app, councilId);
});
afterEach(async () => {
  await setMap({});
  server.reply(google({ body: predictions }));
  server.requests.length = 0;
});
afterAll(async () => {
  await server?.close();
  await app?.close();
});
const search = async (q: string, withApp = true) =>
  answerOf(
    await client.get(`/api/addresses?q=${encodeURIComponent(q)}${withApp ? `&appId=${appId}` : ''}`),
    locationsContract.searchAddresses,
  ).addresses as {
    addressId: number | null;
    placeId: string | null;
    label: string;
    location: { street: string; suburb: string; city: string; latitude: number | null };
  }[];

describe('GET /api/addresses with a maps key', () => {
  it('asks the maps service when the council has GoogleAutoComplete on: country nz, the whole world without map bounds, street addresses only', async () => {
    await setMap({ GoogleAutoComplete: true, EnableMapBounds: false });
    const found = await search('1 Willis');
    expect(server.requests).toHaveLength(1);
    expect(server.last().path).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(server.last().query)).toEqual({
      input: '1 Willis',
      components: 'country:nz',
      key: 'test-key',
    });
    expect(found).toEqual([
      {
        addressId: null,
        placeId: 'ChIJ-willis',
        label: '1 Willis Street, Te Aro, Wellington',
        location: expect.objectContaining({
          street: '1 Willis Street',
          suburb: 'Te Aro',
          city: 'Wellington',
          latitude: null,
        }),
      },
    ]);
  });

  it("restricts the suggestions strictly to the council's map bounds when EnableMapBounds is on", async () => {
    await setMap({
      GoogleAutoComplete: true,
      EnableMapBounds: true,
      BoundsSouth: -41.4,
      BoundsWest: 174.6,
      BoundsNorth: -41.1,
      BoundsEast: 175,
    });
    await search('1 Willis');
    expect(server.last().query.get('locationrestriction')).toBe('rectangle:-41.4,174.6|-41.1,175');
  });

  it('uses our own search when GoogleAutoComplete is off, or no application is named', async () => {
    await setMap({ GoogleAutoComplete: false });
    const ours = await search('12 Ponsonby Road');
    expect(ours[0]).toMatchObject({ placeId: null, label: '12 Ponsonby Road, Grey Lynn, Auckland (Lot 2 DP 10433)' });
    expect(typeof ours[0]?.addressId).toBe('number');
    await setMap({ GoogleAutoComplete: true });
    expect((await search('12 Ponsonby Road', false))[0]?.placeId).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('falls back to our own search when the maps service fails (nothing shown to the user)', async () => {
    await setMap({ GoogleAutoComplete: true });
    server.reply(google({ body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } }));
    const found = await search('12 Ponsonby Road');
    expect(server.requests).toHaveLength(1);
    expect(found[0]).toMatchObject({ placeId: null, label: '12 Ponsonby Road, Grey Lynn, Auckland (Lot 2 DP 10433)' });
  });

  it("answers 404 for another user's application", async () => {
    const other = await registerUser(app, 'site-places-other');
    expect((await other.get(`/api/addresses?q=willis&appId=${appId}`)).statusCode).toBe(404);
  });
});

describe('GET /api/places/{placeId}/parcels (a chosen maps-service suggestion)', () => {
  it('looks the place up for its coordinates and postcode, then finds its legal options', async () => {
    const response = await client.get(`/api/places/ChIJ-willis/parcels?appId=${appId}`);
    expect(response.statusCode).toBe(200);
    expect(server.last().path).toBe('/maps/api/geocode/json');
    expect(server.last().query.get('place_id')).toBe('ChIJ-willis');
    expect(answerOf(response, locationsContract.placeParcels)).toMatchObject({
      result: 'success',
      address: {
        placeId: 'ChIJ-willis',
        label: '1 Willis Street, Te Aro, Wellington',
        location: {
          street: '1 Willis Street',
          postcode: '6011',
          latitude: -41.2858,
          longitude: 174.7761,
          inCouncilRegion: true,
        },
      },
      parcels: expect.any(Array),
    });
  });

  it("answers 'error' with 'Error! Unable to get the address details.' when the place cannot be looked up", async () => {
    server.reply(google({ body: predictions }, { body: { status: 'NOT_FOUND', results: [] } }));
    const response = await client.get(`/api/places/ChIJ-gone/parcels?appId=${appId}`);
    expect(response.statusCode).toBe(200);
    expect(answerOf(response, locationsContract.placeParcels)).toMatchObject({
      result: 'error',
      message: locationMessages.geocodeFailed,
      status: 'NOT_FOUND',
      parcels: [],
    });
  });

  it('refuses a place id that is not one with 400', async () => {
    expect((await client.get(`/api/places/${encodeURIComponent('a b/c')}/parcels?appId=${appId}`)).statusCode).toBe(
      400,
    );
  });
});
