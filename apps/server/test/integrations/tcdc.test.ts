import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcdcClient } from '../../src/integrations/tcdc/index.js';
import { startWireServer, type WireServer } from './support/wireServer.js';

/** The assumed answer (see tcdc/types.ts). */
const answer = {
  count: 2,
  properties: [
    {
      propertyId: '7788',
      assessmentNumber: '04750/123.00',
      valuationId: 88123,
      legalDescription: 'LOT 3 DP 4567\nBLK II',
      titles: ['SA12B/345', 'SA12B/346'],
      address: { street: '101 Pollen Street', locality: 'Thames', town: 'Thames', postcode: '3500' },
      location: { latitude: -37.1383, longitude: 175.5403 },
      valuation: { capitalValue: 540000, landValue: '250000', improvementsValue: 290000 },
      ward: 'Thames',
      propertyType: 'Residential',
      extra: 'ignored',
    },
    { propertyId: 7790, address: null, location: null },
  ],
};

let server: WireServer;
let client: TcdcClient;
beforeAll(async () => {
  server = await startWireServer({ body: answer });
  client = new TcdcClient({ baseUrl: `${server.url}/api`, apiKey: 'k-1' });
});
afterAll(() => server.close());

describe('Thames-Coromandel property search (assumed format)', () => {
  it('calls GET {base}/properties/search?address=&limit=8 with the API key header', async () => {
    await client.searchProperties('101 Pollen');
    expect(server.last()).toMatchObject({ method: 'GET', path: '/api/properties/search' });
    expect(Object.fromEntries(server.last().query)).toEqual({ address: '101 Pollen', limit: '8' });
    expect(server.last().headers['x-api-key']).toBe('k-1');
  });

  it('converts properties to locations', async () => {
    server.reply({ body: answer });
    const result = await client.searchProperties('101 Pollen', { limit: 2 });
    expect(server.last().query.get('limit')).toBe('2');
    if (!result.ok) throw new Error('expected properties');
    expect(result.value[0]?.location).toMatchObject({
      street: '101 Pollen Street',
      suburb: 'Thames',
      city: 'Thames',
      postcode: '3500',
      latitude: -37.1383,
      longitude: 175.5403,
      parcelID: '7788',
      valuationID: '88123',
      valuationNumber: '04750/123.00',
      legalDesc: 'LOT 3 DP 4567\nBLK II',
      legalDescOneLine: 'LOT 3 DP 4567 BLK II',
      title: 'SA12B/345, SA12B/346',
      capitalValue: 540000,
      landValue: 250000,
      ward: 'Thames',
      propertyType: 'Residential',
      haveParcel: true,
    });
    expect(result.value[1]?.location).toMatchObject({ parcelID: '7790', street: '', latitude: null });
  });

  it('reports a different answer shape as invalid-response', async () => {
    server.reply({ body: { results: [] } });
    expect(await client.searchProperties('x')).toMatchObject({
      ok: false,
      failure: { kind: 'invalid-response', service: 'tcdc' },
    });
  });
});
