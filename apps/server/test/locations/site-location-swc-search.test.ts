import type { MapConfig } from '@consent/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { councils as councilsTable } from '../../src/db/schema.js';
import { startWireServer, type WireServer } from '../integrations/support/wireServer.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { defined } from '@consent/domain';
import { bodyOf, jsonOf } from '../support/answer.js';
import { propertySearchFoundSchema, propertySearchRefusedSchema } from '../support/propertySearch.js';

/** POST /ajax/checkSouthwaikatoPropertySearchAPI (spec point 7), against a local server in its format. */
let app: FastifyInstance;
let client: Client;
let swc: WireServer;
let other: WireServer;
let appId: number;
let councilId: number;
let apiUrl: string;

const answer = {
  GetPropertiesResult: [
    {
      location: '12 Main Street, Tokoroa',
      legal: 'LOT 1 DP 1234',
      unique_id: '12345',
      parcel_id: 4567,
      valuation_id: '04500/123.00',
      latitude: '-38.22',
      longitude: '175.87',
    },
  ],
};

beforeAll(async () => {
  app = await createTestApp();
  swc = await startWireServer({ body: answer });
  other = await startWireServer({ body: answer });
  client = await registerUser(app, 'swc-search');
  councilId = defined(
    (await councilIds(app))['South Waikato District Council'],
    "(await councilIds(app))['South Waikato District Council']",
  );
  appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId });
  apiUrl = `${swc.url}/PropertySearch.svc`;
  const map = (await client.get(`/ajax/maps_config/${councilId}`)).json<MapConfig>();
  const db = (await app.databaseReady).db;
  await db
    .update(councilsTable)
    .set({ mapConfig: { ...map, SwcSearchApiUrl: apiUrl } })
    .where(eq(councilsTable.id, councilId));
});
beforeEach(() => {
  swc.reply({ body: answer });
});
afterAll(async () => {
  await swc?.close();
  await other?.close();
  await app?.close();
});

const search = (body: object, as: Client = client) => as.post('/ajax/checkSouthwaikatoPropertySearchAPI', body);

describe('POST /ajax/checkSouthwaikatoPropertySearchAPI', () => {
  it("answers {success, data: {GetPropertiesResult}} from the council's configured property search", async () => {
    const response = await search({ appId, address: '12 Main', api_base_url: apiUrl });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toEqual({
      success: true,
      data: {
        GetPropertiesResult: [
          {
            location: '12 Main Street, Tokoroa',
            legal: 'LOT 1 DP 1234',
            unique_id: '12345',
            parcel_id: '4567',
            valuation_id: '04500/123.00',
            latitude: -38.22,
            longitude: 175.87,
          },
        ],
      },
    });
    expect(swc.last()).toMatchObject({ method: 'GET', path: '/PropertySearch.svc/GetProperties' });
    expect(swc.last().query.get('address')).toBe('12 Main');
  });

  it('refuses any other api_base_url with 400 and fetches nothing (no open proxy)', async () => {
    const before = other.requests.length + swc.requests.length;
    for (const url of [other.url, `${apiUrl}/../other`, 'http://169.254.169.254/latest/meta-data', '']) {
      const response = await search({ appId, address: '12 Main', api_base_url: url });
      expect(response.statusCode, url).toBe(400);
      expect(bodyOf(response)).toEqual({
        success: false,
        data: { message: 'This council has no property search at that address.' },
      });
    }
    expect(other.requests.length + swc.requests.length).toBe(before);
  });

  it('refuses with 400 at a council with no property search configured', async () => {
    const auckland = await createApplication(client, {
      type: 2,
      param: 'standard',
      role: 'owner',
      councilId: (await councilIds(app))['Auckland Council'],
    });
    expect((await search({ appId: auckland, address: '12 Main', api_base_url: apiUrl })).statusCode).toBe(400);
    expect((await search({ appId: auckland, address: '12 Main', api_base_url: '' })).statusCode).toBe(400);
  });

  it('answers 502 {success: false, data} when the search fails, is refused or answers nonsense', async () => {
    swc.reply({ status: 403, body: 'Forbidden' });
    const refused = await search({ appId, address: '12 Main', api_base_url: apiUrl });
    expect(refused.statusCode).toBe(502);
    expect(bodyOf(refused)).toEqual({
      success: false,
      data: { message: 'The council’s property search is not answering at the moment.', reason: 'http', status: 403 },
    });
    swc.reply({ body: { unexpected: true } });
    const nonsense = await search({ appId, address: '12 Main', api_base_url: apiUrl });
    expect(nonsense.statusCode).toBe(502);
    expect(jsonOf(nonsense, propertySearchRefusedSchema).data.reason).toBe('invalid-response');
  });

  it("takes the spec's request {address, api_base_url} with no appId, at a URL some council configures only", async () => {
    const response = await search({ address: '12 Main', api_base_url: apiUrl });
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response, propertySearchFoundSchema).data.GetPropertiesResult).toHaveLength(1);
    const before = other.requests.length;
    for (const url of [other.url, '']) {
      const refused = await search({ address: '12 Main', api_base_url: url });
      expect(refused.statusCode, url).toBe(400);
      expect(bodyOf(refused)).toEqual({
        success: false,
        data: { message: 'This council has no property search at that address.' },
      });
    }
    expect(other.requests.length).toBe(before);
  });

  it('needs sign-in, the owner, and a well-formed body', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/ajax/checkSouthwaikatoPropertySearchAPI',
      payload: { appId, address: 'x', api_base_url: apiUrl },
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await registerUser(app, 'swc-stranger');
    expect((await search({ appId, address: '12 Main', api_base_url: apiUrl }, stranger)).statusCode).toBe(404);
    expect((await search({ appId, address: '', api_base_url: apiUrl })).statusCode).toBe(400);
    expect((await search({ appId, address: '12 Main', api_base_url: apiUrl, extra: 1 })).statusCode).toBe(400);
  });
});
