import { locationsContract } from '@consent/domain';
import type { MapConfig } from '@consent/domain';
import { describe, expect, it } from 'vitest';
import type { Reply } from '../integrations/support/wireServer.js';
import { withCouncilServices } from '../support/councilServices.js';
import { demoAddress, parcelsOf } from '../support/siteLocation.js';
import { answerOf } from '../support/answer.js';

/**
 * Spec point 3 "ParcelApi list (action, event, url, params, match_all, match_any)" as ADR 0036-parcelapi
 * reads it: the entry whose event fits the lookup replaces the default parcel search.
 */
const t = withCouncilServices('parcel-api');

const STREET = '12 Ponsonby Road';
const arcgisFeature: Reply = {
  body: {
    features: [{ attributes: { OBJECTID: 1, ADDRESS: STREET, LEGAL_DESCRIPTION: 'LOT 7 DP 99006', PARCEL_ID: 7703 } }],
  },
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
const arcgisBase = () => `${t.server.url}/arcgis/rest/services/Parcels/MapServer`;
const legalOf = async () => (await parcelsOf(t.client, t.appId, STREET)).parcels.map((p) => p.location.legalDesc);

describe('ParcelApi list (action, event, url, params, match_all, match_any)', () => {
  it("an entry whose event fits the lookup replaces the default search: url 'arcgis' asks the council's ArcGIS service by its match_all columns", async () => {
    t.server.reply(arcgisFeature);
    await t.setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry()] });
    expect(await legalOf()).toEqual(['LOT 7 DP 99006']);
    const asked = t.server.last();
    expect(asked.path).toBe('/arcgis/rest/services/Parcels/MapServer/0/query');
    // The default search asks at the address point; the entry asks by its columns instead.
    expect(asked.query.get('geometry')).toBeNull();
    expect(asked.query.get('where')).toBe("UPPER(ADDRESS) LIKE '%12 PONSONBY ROAD%' ESCAPE '\\'");
  });

  it('an entry whose event does not fit leaves the default search', async () => {
    t.server.reply(arcgisFeature);
    await t.setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry({ event: 'location' })] });
    await legalOf();
    expect(t.server.last().query.get('geometry')).toMatch(/^174\.\d+,-36\.\d+$/);
  });

  it("an entry with event 'location' answers a point placed on the map, asked by its address column", async () => {
    t.server.reply(arcgisFeature);
    await t.setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry({ event: 'location' })] });
    const { latitude, longitude } = (await parcelsOf(t.client, t.appId, STREET)).address.location;
    const before = t.server.requests.length;
    const response = await t.client.get(
      `/api/addresses/at?appId=${t.appId}&latitude=${String(latitude)}&longitude=${String(longitude)}`,
    );
    expect(
      answerOf(response, locationsContract.addressAt).parcels.map(
        (p: { location: { legalDesc: string } }) => p.location.legalDesc,
      ),
    ).toEqual(['LOT 7 DP 99006']);
    const asked = t.server.requests.slice(before);
    expect(asked.map((r) => r.query.get('geometry'))).toEqual([null]);
    expect(asked[0]?.query.get('where')).toMatch(/^UPPER\(ADDRESS\) LIKE '%12 PONSONBY ROAD%'/);
  });

  it('params.layer picks the layer asked', async () => {
    t.server.reply(arcgisFeature);
    await t.setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry({ params: { layer: '3' } })] });
    await legalOf();
    expect(t.server.last().path).toBe('/arcgis/rest/services/Parcels/MapServer/3/query');
  });

  it('action find asks {base}find in the entry columns', async () => {
    t.server.reply({
      body: { results: [{ layerId: 0, attributes: { ADDRESS: STREET, LEGAL_DESCRIPTION: 'LOT 9 DP 99009' } }] },
    });
    await t.setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry({ action: 'find' })] });
    expect(await legalOf()).toEqual(['LOT 9 DP 99009']);
    expect(t.server.last().path).toBe('/arcgis/rest/services/Parcels/MapServer/find');
    expect(t.server.last().query.get('searchFields')).toBe('ADDRESS');
    expect(t.server.last().query.get('searchText')).toBe(STREET);
  });

  it('match_all conditions are tried first (joined by AND), then match_any (joined by OR) when they find nothing', async () => {
    const { addressId } = await demoAddress(t.client, STREET);
    t.server.reply((request) =>
      request.query.get('where')?.includes(' OR ') ? arcgisFeature : { body: { features: [] } },
    );
    await t.setMap({
      ArcgisBaseUrl: arcgisBase(),
      ParcelApi: [entry({ match_all: ['ADDRESS_ID', 'ADDRESS'], match_any: ['ADDRESS', 'ADDRESS_ID'] })],
    });
    const before = t.server.requests.length;
    expect(await legalOf()).toEqual(['LOT 7 DP 99006']);
    const wheres = t.server.requests.slice(before).map((r) => r.query.get('where'));
    expect(wheres).toHaveLength(2);
    expect(wheres[0]).toContain(' AND ');
    expect(wheres[0]).toContain(String(addressId));
    expect(wheres[1]).toContain(' OR ');
  });

  it('match_all is skipped when the lookup has no value for one of its columns', async () => {
    t.server.reply(arcgisFeature);
    await t.setMap({
      ArcgisBaseUrl: arcgisBase(),
      ParcelApi: [entry({ match_all: ['VALUATION_NUMBER'], match_any: ['ADDRESS'] })],
    });
    const before = t.server.requests.length;
    await legalOf();
    expect(t.server.requests.slice(before).map((r) => r.query.get('where'))).toEqual([
      expect.stringContaining('ADDRESS'),
    ]);
  });

  it('the seeded Auckland entry (match_all ADDRESS_ID on our register) finds the same parcels as the default search', async () => {
    const withEntry = (await parcelsOf(t.client, t.appId, STREET)).parcels;
    await t.setMap({ ParcelApi: [] });
    const without = (await parcelsOf(t.client, t.appId, STREET)).parcels;
    expect(withEntry.length).toBeGreaterThan(0);
    expect(withEntry).toEqual(without);
  });

  it('an entry naming an action the product does not speak is ignored: the default search answers', async () => {
    t.server.reply(arcgisFeature);
    await t.setMap({ ArcgisBaseUrl: arcgisBase(), ParcelApi: [entry({ action: 'identify' })] });
    // The default search: asked at the address point, and its answer is the parcels shown.
    expect(await legalOf()).toEqual(['LOT 7 DP 99006']);
    expect(t.server.last().query.get('geometry')).toMatch(/^174\.\d+,-36\.\d+$/);
  });
});
