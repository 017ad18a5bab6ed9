import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TechOneClient } from '../../src/integrations/techone/index.js';
import { startWireServer, type WireServer } from './support/wireServer.js';

const answer = {
  html: '<div class="property-info"><h3>101 Pollen Street</h3><p>Assessment 04750/123.00</p></div>',
  features: [
    {
      attributes: {
        ASSESSMENT_ID: 88123,
        LEGAL_DESCRIPTION: 'LOT 3 DP 4567',
        LOCALITY: 'Thames',
        POSTCODE: '3500',
        PROPERTY_ID: 7788,
        HOUSE_NO: '101',
        STREET: 'Pollen Street',
        ASSESSMENT_NO: '04750/123.00',
      },
      geometry: {
        rings: [
          [
            [175.54, -37.14],
            [175.542, -37.14],
            [175.542, -37.142],
            [175.54, -37.142],
            [175.54, -37.14],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { PROPERTY_ID: '7789', HOUSE_NO: '103', STREET: 'Pollen Street', LOCALITY: 'Thames' },
      geometry: { type: 'Point', coordinates: [175.5403, -37.1383] },
    },
    { attributes: null },
  ],
};

let server: WireServer;
const logger = { warn: vi.fn() };
let client: TechOneClient;
beforeAll(async () => {
  server = await startWireServer({ body: answer });
  client = new TechOneClient({ baseUrl: `${server.url}/techone/`, logger });
});
afterAll(() => server.close());

describe('TechOne get-info/json', () => {
  it('posts {job_id, site_address, search_address} to {techoneUrl}/get-info/json', async () => {
    await client.getInfo({ job_id: 'J-9', site_address: '101 Pollen Street', search_address: '101 Pollen' });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/techone/get-info/json' });
    expect(server.last().json()).toEqual({
      job_id: 'J-9',
      site_address: '101 Pollen Street',
      search_address: '101 Pollen',
    });
  });

  it('returns the html as given and the features as council-source locations with outline and point', async () => {
    logger.warn.mockClear();
    const result = await client.getInfo({ job_id: 1, site_address: 'a', search_address: 'a' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.html).toBe(answer.html);
    expect(result.value.features).toHaveLength(2);
    const [first, second] = result.value.features;
    expect(first?.location).toMatchObject({
      street: '101 Pollen Street',
      suburb: 'Thames',
      postcode: '3500',
      parcelID: '7788',
      valuationID: '88123',
      valuationNumber: '04750/123.00',
      legalDesc: 'LOT 3 DP 4567',
      haveParcel: true,
    });
    expect(first?.location.latitude).toBeCloseTo(-37.141);
    expect(first?.outline?.[0]).toHaveLength(5);
    expect(second?.location).toMatchObject({ street: '103 Pollen Street', latitude: -37.1383, longitude: 175.5403 });
    expect(second?.outline).toBeNull();
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('accepts an answer with html only', async () => {
    server.reply({ body: { html: '<p>No property found</p>' } });
    expect(await client.getInfo({ job_id: 1, site_address: 'a', search_address: 'a' })).toEqual({
      ok: true,
      value: { html: '<p>No property found</p>', features: [] },
    });
  });
});
