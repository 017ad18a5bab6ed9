import type { MapConfig } from '@consent/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { councils as councilsTable } from '../src/db/schema.js';
import { startWireServer, type Reply, type WireServer } from './integrations/support/wireServer.js';
import { createApplication, createTestApp, registerUser, type Client } from './support/app.js';
import { councilIds } from './support/councils.js';
import { parcelsOf } from './support/siteLocation.js';

/**
 * The council's map configuration picks which parcel service answers the legal options of an address
 * (ADR 8): each council client when its switch is on and its URL set, else the local register.
 */
let app: FastifyInstance;
let client: Client;
let server: WireServer;
let councilId: number;
let appId: number;
let original: MapConfig;

beforeAll(async () => {
  app = await createTestApp();
  server = await startWireServer();
  client = await registerUser(app, 'site-providers');
  councilId = (await councilIds(app))['Auckland Council']!;
  appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId });
  original = (await client.get(`/ajax/maps_config/${councilId}`)).json() as MapConfig;
});
afterEach(async () => setMap({}));
afterAll(async () => {
  await server?.close();
  await app?.close();
});

async function setMap(changes: Partial<MapConfig>) {
  const db = (await app.databaseReady).db;
  await db.update(councilsTable).set({ mapConfig: { ...original, ...changes } }).where(eq(councilsTable.id, councilId));
}

const LOCAL_LEGAL = 'Lot 2 DP 10433';
const legalOf = async (address = '12 Ponsonby Road') => (await parcelsOf(client, appId, address)).parcels.map((p) => p.location.legalDesc);

const ozoneReply: Reply = {
  body: [{ valuation_number: '02810/00012', legal_description: 'LOT 2 DP 99001', site_address: '12 Ponsonby Road, Grey Lynn', parcel_id: 555 }],
};
const tcdcReply: Reply = {
  body: { count: 1, properties: [{ propertyId: '7788', legalDescription: 'LOT 3 DP 99002', address: { street: '12 Ponsonby Road', town: 'Auckland' } }] },
};
const swcReply: Reply = {
  body: { GetPropertiesResult: [{ location: '12 Ponsonby Road, Grey Lynn, Auckland', legal: 'LOT 4 DP 99003', unique_id: '1', parcel_id: '4567', valuation_id: '045', latitude: '-36.86', longitude: '174.75' }] },
};

describe('which parcel service answers the legal options of an address', () => {
  it('is the local register when no council service is configured', async () => {
    expect(await legalOf()).toEqual([LOCAL_LEGAL]);
    expect(server.requests).toHaveLength(0);
  });

  it('is Ozone when OzoneParcel (or GoogleOzoneParcel) is on and OzoneBaseUrl is set', async () => {
    server.reply(ozoneReply);
    await setMap({ OzoneParcel: true, OzoneBaseUrl: `${server.url}/` });
    expect(await legalOf()).toEqual(['LOT 2 DP 99001']);
    expect(server.last()).toMatchObject({ method: 'POST', path: '/a2/ozone/parcel/site-address' });
    expect(server.last().json()).toEqual({ term: '12 Ponsonby Road', site_address: '12 Ponsonby Road' });
    await setMap({ GoogleOzoneParcel: true, OzoneBaseUrl: server.url });
    expect(await legalOf()).toEqual(['LOT 2 DP 99001']);
  });

  it('is Thames-Coromandel when TCDCPropertySelection is on and TcdcSearchApiUrl is set', async () => {
    server.reply(tcdcReply);
    await setMap({ TCDCPropertySelection: true, TcdcSearchApiUrl: `${server.url}/api` });
    const { parcels } = await parcelsOf(client, appId, '12 Ponsonby Road');
    expect(parcels.map((p) => p.location.legalDesc)).toEqual(['LOT 3 DP 99002']);
    expect(parcels[0]!.location.inCouncilRegion).toBe(true);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/api/properties/search' });
    expect(server.last().query.get('address')).toBe('12 Ponsonby Road');
  });

  it('is South Waikato when SwcPropertySelection is on and SwcSearchApiUrl is set', async () => {
    server.reply(swcReply);
    await setMap({ SwcPropertySelection: true, SwcSearchApiUrl: `${server.url}/swc` });
    const { parcels } = await parcelsOf(client, appId, '12 Ponsonby Road');
    expect(parcels[0]!.location).toMatchObject({ legalDesc: 'LOT 4 DP 99003', parcelID: '4567', street: '12 Ponsonby Road', suburb: 'Grey Lynn', city: 'Auckland' });
    expect(server.last()).toMatchObject({ method: 'GET', path: '/swc/GetProperties' });
  });

  it('is the local register when a switch is on but its URL is empty, or a URL is set but its switch is off', async () => {
    const before = server.requests.length;
    await setMap({ OzoneParcel: true, TCDCPropertySelection: true, SwcPropertySelection: true });
    expect(await legalOf()).toEqual([LOCAL_LEGAL]);
    await setMap({ OzoneBaseUrl: server.url, TcdcSearchApiUrl: server.url, SwcSearchApiUrl: server.url });
    expect(await legalOf()).toEqual([LOCAL_LEGAL]);
    expect(server.requests.length).toBe(before);
  });

  it('answers no parcels (not an error) when the council service fails', async () => {
    server.reply({ status: 503, body: 'down' });
    await setMap({ OzoneParcel: true, OzoneBaseUrl: server.url });
    expect(await legalOf()).toEqual([]);
  });
});
