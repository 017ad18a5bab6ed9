import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ParcelServiceClient, locationFromParcelServiceResult } from '../../src/integrations/parcelservice/index.js';
import { startWireServer, type WireServer } from './support/wireServer.js';

const answer = {
  data: [
    {
      FormattedTitle: 'Lot 1 DP 12345',
      ValuationNumber: '0123/456',
      AddressText: '12 Queen Street, Auckland',
      ParcelId: 4567890,
    },
  ],
};

let server: WireServer;
let client: ParcelServiceClient;
beforeAll(async () => {
  server = await startWireServer({ body: answer });
  client = new ParcelServiceClient({ baseUrl: `${server.url}/api/parcels` });
});
afterAll(() => server.close());

describe('parcel service (assumed paths)', () => {
  it('gets by parcel id', async () => {
    const result = await client.byParcelId(4567890);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/api/parcels' });
    expect(Object.fromEntries(server.last().query)).toEqual({ parcelId: '4567890' });
    expect(result).toEqual({
      ok: true,
      value: [
        {
          FormattedTitle: 'Lot 1 DP 12345',
          ValuationNumber: '0123/456',
          AddressText: '12 Queen Street, Auckland',
          ParcelId: '4567890',
        },
      ],
    });
  });

  it('gets by an encoded term', async () => {
    await client.byTerm('12 Queen St & Co/2?');
    expect(server.last().query.get('term')).toBe('12 Queen St & Co/2?');
    expect(server.last().query.size).toBe(1);
  });

  it('builds a location with a parcel from a result', () => {
    expect(
      locationFromParcelServiceResult({
        FormattedTitle: 'Lot 1 DP 12345',
        ValuationNumber: '0123/456',
        AddressText: '12 Queen Street',
        ParcelId: '4567890',
      }),
    ).toMatchObject({
      street: '12 Queen Street',
      parcelID: '4567890',
      valuationNumber: '0123/456',
      legalDesc: 'Lot 1 DP 12345',
      haveParcel: true,
    });
  });

  it('answers an empty list for null data and invalid-response without data', async () => {
    server.reply({ body: { data: null } });
    expect(await client.byTerm('x')).toEqual({ ok: true, value: [] });
    server.reply({ body: { message: 'not found' } });
    expect(await client.byTerm('x')).toMatchObject({ ok: false, failure: { kind: 'invalid-response' } });
  });
});
