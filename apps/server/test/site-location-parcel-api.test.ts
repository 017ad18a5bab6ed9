import type { MapConfig } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWireServer, type Reply, type WireServer } from './integrations/support/wireServer.js';
import { createApplication, createTestApp, registerUser, type Client } from './support/app.js';
import { councilIds, mapConfigSetter } from './support/councils.js';
import { demoAddress, parcelsOf } from './support/siteLocation.js';

/**
 * Spec point 3 "ParcelApi list (action, event, url, params, match_all, match_any)" as ADR specc-parcelapi
 * reads it: the entry whose event fits the lookup replaces the default parcel search.
 */
let app: FastifyInstance;
let client: Client;
let server: WireServer;
let appId: number;
let setMap: (changes: Partial<MapConfig>) => Promise<void>;

beforeAll(async () => {
  app = await createTestApp();
  server = await startWireServer();
  client = await registerUser(app, 'parcel-api');
  const councilId = (await councilIds(app))['Auckland Council']!;
  appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId });
  setMap = await mapConfigSetter(app, councilId);
});
afterEach(async () => setMap({}));
afterAll(async () => {
  await server?.close();
  await app?.close();
});

const STREET = '12 Ponsonby Road';
const arcgisFeature: Reply = {
  body: { features: [{ attributes: { OBJECTID: 1, ADDRESS: STREET, LEGAL_DESCRIPTION: 'LOT 7 DP 99006', PARCEL_ID: 7703 } }] },
};
const entry = (changes: Partial<MapConfig['ParcelApi'][number]> = {}): MapConfig['ParcelApi'][number] => ({
  action: 'query',
  event: 'address',
  url: 'arcgis',
  params: {},
  match_all: ['ADDRESS'],
  match_any: [],
  ...changes,
});
const arcgisBase = () => `${server.url}/arcgis/rest/services/Parcels/MapServer`;
const legalOf = async () => (await parcelsOf(client, appId, STREET)).parcels.map((p) => p.location.legalDesc);

describe('ParcelApi list (action, event, url, params, match_all, match_any)', () => {
  it("an entry whose event fits the lookup replaces the default search: url 'arcgis' asks the council's ArcGIS service by its match_all columns", async () => {
    server.reply(arcgisFeature);
    await setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry()] });
    expect(await legalOf()).toEqual(['LOT 7 DP 99006']);
    const asked = server.last();
    expect(asked.path).toBe('/arcgis/rest/services/Parcels/MapServer/0/query');
    // The default search asks at the address point; the entry asks by its columns instead.
    expect(asked.query.get('geometry')).toBeNull();
    expect(asked.query.get('where')).toBe("UPPER(ADDRESS) LIKE '%12 PONSONBY ROAD%' ESCAPE '\\'");
  });

  it('an entry whose event does not fit leaves the default search', async () => {
    server.reply(arcgisFeature);
    await setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry({ event: 'location' })] });
    await legalOf();
    expect(server.last().query.get('geometry')).toMatch(/^174\.\d+,-36\.\d+$/);
  });

  it('params.layer picks the layer asked', async () => {
    server.reply(arcgisFeature);
    await setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry({ params: { layer: '3' } })] });
    await legalOf();
    expect(server.last().path).toBe('/arcgis/rest/services/Parcels/MapServer/3/query');
  });

  it('action find asks {base}find in the entry columns', async () => {
    server.reply({ body: { results: [{ layerId: 0, attributes: { ADDRESS: STREET, LEGAL_DESCRIPTION: 'LOT 9 DP 99009' } }] } });
    await setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry({ action: 'find' })] });
    expect(await legalOf()).toEqual(['LOT 9 DP 99009']);
    expect(server.last().path).toBe('/arcgis/rest/services/Parcels/MapServer/find');
    expect(server.last().query.get('searchFields')).toBe('ADDRESS');
    expect(server.last().query.get('searchText')).toBe(STREET);
  });

  it('match_all conditions are tried first (joined by AND), then match_any (joined by OR) when they find nothing', async () => {
    const { addressId } = await demoAddress(client, STREET);
    server.reply((request) => (request.query.get('where')?.includes(' OR ') ? arcgisFeature : { body: { features: [] } }));
    await setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry({ match_all: ['ADDRESS_ID', 'ADDRESS'], match_any: ['ADDRESS', 'ADDRESS_ID'] })] });
    const before = server.requests.length;
    expect(await legalOf()).toEqual(['LOT 7 DP 99006']);
    const wheres = server.requests.slice(before).map((r) => r.query.get('where'));
    expect(wheres).toHaveLength(2);
    expect(wheres[0]).toContain(' AND ');
    expect(wheres[0]).toContain(String(addressId));
    expect(wheres[1]).toContain(' OR ');
  });

  it('match_all is skipped when the lookup has no value for one of its columns', async () => {
    server.reply(arcgisFeature);
    await setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry({ match_all: ['VALUATION_NUMBER'], match_any: ['ADDRESS'] })] });
    const before = server.requests.length;
    await legalOf();
    expect(server.requests.slice(before).map((r) => r.query.get('where'))).toEqual([expect.stringContaining('ADDRESS')]);
  });

  it("the seeded Auckland entry (match_all ADDRESS_ID on our register) finds the same parcels as the default search", async () => {
    const withEntry = (await parcelsOf(client, appId, STREET)).parcels;
    await setMap({ ParcelApi: [] });
    const without = (await parcelsOf(client, appId, STREET)).parcels;
    expect(withEntry.length).toBeGreaterThan(0);
    expect(withEntry).toEqual(without);
  });

  it('an entry naming an action the product does not speak is ignored: the default search answers', async () => {
    server.reply(arcgisFeature);
    await setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry({ action: 'identify' })] });
    await legalOf();
    expect(server.last().query.get('geometry')).not.toBeNull();
  });
});
