import { defined, locationsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWireServer, type WireServer } from '../integrations/support/wireServer.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds, mapConfigSetter } from '../support/councils.js';
import { feature, parcelsOf } from '../support/siteLocation.js';
import { answerOf } from '../support/answer.js';

/** Map configuration AppendGoogleData (spec points 3 and 7): "results append data to locations". Wellington's demo configuration has it on, Auckland's off. */
let app: FastifyInstance;
let client: Client;
let councils: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  client = await registerUser(app, 'append-google-data');
  councils = await councilIds(app);
});
afterAll(async () => app?.close());

const googleDataSaved = async (council: string, extra: Record<string, unknown> = {}) => {
  const appId = await createApplication(client, {
    type: 2,
    param: 'standard',
    role: 'owner',
    councilId: councils[council],
  });
  const lot = feature(
    defined((await parcelsOf(client, appId, '12 Ponsonby Road')).parcels[0], 'a parcel at 12 Ponsonby Road').location,
    extra,
  );
  expect((await client.post('/ajax/parcel', { appId, features: [lot], parcel_opt: 'single' })).statusCode).toBe(200);
  return answerOf(await client.get(`/ajax/get_parcel_data/${appId}`), locationsContract.parcelData).parcels[0]
    ?.google_data;
};

describe('AppendGoogleData', () => {
  it("appends the maps geocoder's data to a saved location where the council switches it on", async () => {
    const appended = await googleDataSaved('Wellington City Council');
    expect(appended).toMatchObject({
      address_components: expect.any(Array),
      formatted_address: expect.stringContaining('Ponsonby Road'),
    });
  });

  it('keeps google_data the browser sent rather than asking again', async () => {
    expect(await googleDataSaved('Wellington City Council', { google_data: { place_id: 'sent' } })).toEqual({
      place_id: 'sent',
    });
  });

  it('appends nothing where the switch is off', async () => {
    expect(await googleDataSaved('Auckland Council')).toBeNull();
  });
});

describe('AppendGoogleData when the geocoder fails (spec point 7: "If appending fails the locations are still saved without it")', () => {
  let failingApp: FastifyInstance;
  let geocoder: WireServer;

  beforeAll(async () => {
    // The maps web services, answering every call with a server error.
    geocoder = await startWireServer({ status: 500, body: { status: 'UNKNOWN_ERROR' } });
    failingApp = await createTestApp({ googleMapsApiKey: 'test-key', googleMapsApiBase: `${geocoder.url}/maps/api` });
  });
  afterAll(async () => {
    await failingApp?.close();
    await geocoder?.close();
  });

  it('saves the location with google_data null', async () => {
    const owner = await registerUser(failingApp, 'append-google-data-fails');
    const councilId = defined((await councilIds(failingApp))['Auckland Council'], 'Auckland Council');
    await (
      await mapConfigSetter(failingApp, councilId)
    )({ AppendGoogleData: true });
    const appId = await createApplication(owner, { type: 2, param: 'standard', role: 'owner', councilId });
    const lot = feature(
      defined((await parcelsOf(owner, appId, '12 Ponsonby Road')).parcels[0], 'a parcel at 12 Ponsonby Road').location,
    );
    const saved = await owner.post('/ajax/parcel', { appId, features: [lot], parcel_opt: 'single' });
    expect(answerOf(saved, locationsContract.save)).toMatchObject({ result: 'success' });
    expect(geocoder.requests.map((r) => r.path)).toContain('/maps/api/geocode/json');
    const set = answerOf(await owner.get(`/ajax/get_parcel_data/${appId}`), locationsContract.parcelData);
    expect(set.parcels).toHaveLength(1);
    expect(set.parcels[0]?.google_data).toBeNull();
  });
});
