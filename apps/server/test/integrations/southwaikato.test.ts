import { defined } from '@consent/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SouthWaikatoClient, locationFromPropertySearchResult } from '../../src/integrations/southwaikato/index.js';
import { startWireServer, type WireServer } from './support/wireServer.js';

/** The assumed WCF-style answer (see southwaikato/types.ts). */
const answer = {
  GetPropertiesResult: [
    {
      location: '12 Main Street, Tokoroa, South Waikato',
      legal: 'LOT 1 DP 12345',
      unique_id: 'P-10001',
      parcel_id: 4567,
      valuation_id: '04500/123.00',
      latitude: '-38.2258',
      longitude: 175.8683,
    },
  ],
};

let server: WireServer;
let client: SouthWaikatoClient;
beforeAll(async () => {
  server = await startWireServer({ body: answer });
  client = new SouthWaikatoClient({ baseUrl: `${server.url}/PropertySearch.svc/` });
});
afterAll(() => server.close());

describe('South Waikato property search', () => {
  it('calls GET {SwcSearchApiUrl}/GetProperties?address= and returns the spec property search results', async () => {
    const result = await client.getProperties("12 Main St & Co's");
    expect(server.last()).toMatchObject({ method: 'GET', path: '/PropertySearch.svc/GetProperties' });
    expect(server.last().query.get('address')).toBe("12 Main St & Co's");
    expect(result).toEqual({
      ok: true,
      value: [
        {
          location: '12 Main Street, Tokoroa, South Waikato',
          legal: 'LOT 1 DP 12345',
          unique_id: 'P-10001',
          parcel_id: '4567',
          valuation_id: '04500/123.00',
          latitude: -38.2258,
          longitude: 175.8683,
        },
      ],
    });
  });

  it('builds a location from a result', async () => {
    const result = await client.getProperties('12 Main');
    if (!result.ok) throw new Error('expected results');
    expect(locationFromPropertySearchResult(defined(result.value[0], 'a property'))).toMatchObject({
      street: '12 Main Street',
      suburb: 'Tokoroa',
      city: 'South Waikato',
      parcelID: '4567',
      valuationID: '04500/123.00',
      legalDesc: 'LOT 1 DP 12345',
      latitude: -38.2258,
      haveParcel: true,
    });
  });

  it('treats a null result list as no match', async () => {
    server.reply({ body: { GetPropertiesResult: null } });
    expect(await client.getProperties('nowhere')).toEqual({ ok: true, value: [] });
  });

  it('surfaces the IP restriction (403) as an http failure', async () => {
    server.reply({ status: 403, body: 'Forbidden' });
    expect(await client.getProperties('12 Main')).toMatchObject({
      ok: false,
      failure: { kind: 'http', status: 403, service: 'southwaikato' },
    });
  });
});
