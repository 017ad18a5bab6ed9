import { defined } from '@consent/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OzoneClient } from '../../src/integrations/ozone/index.js';
import { startWireServer, type WireServer } from './support/wireServer.js';

const parcels = [
  {
    valuation_number: '22640/12300',
    legal_description: 'LOT 4 DP 55123',
    site_address: '53 Hereford Street, Christchurch Central',
    capital_value: '$780,000',
    land_value: 410000,
    improvements_value: '370000',
    parcel_id: 3912456,
    latitude: '-43.5318',
    longitude: '172.6334',
    owner_name: 'not for the product',
  },
];

let server: WireServer;
let client: OzoneClient;
beforeAll(async () => {
  server = await startWireServer({ body: parcels });
  client = new OzoneClient({
    baseUrl: `${server.url}/`,
    attributes: ['valuation_number', 'legal_description', 'site_address', 'capital_value'],
  });
});
afterAll(() => server.close());

describe('Ozone site-address search', () => {
  it('posts {term, site_address} as JSON to a2/ozone/parcel/site-address', async () => {
    server.reply({ body: parcels });
    await client.searchSiteAddress({ term: '53 Hereford', site_address: '53 Hereford Street' });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/a2/ozone/parcel/site-address' });
    expect(server.last().headers['content-type']).toBe('application/json');
    expect(server.last().json()).toEqual({ term: '53 Hereford', site_address: '53 Hereford Street' });
  });

  it('converts parcels to locations and keeps only the OzoneAttributes as council data', async () => {
    server.reply({ body: parcels });
    const result = await client.searchSiteAddress({ term: '53 Hereford', site_address: '' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value[0]?.location).toMatchObject({
      street: '53 Hereford Street, Christchurch Central',
      valuationNumber: '22640/12300',
      legalDesc: 'LOT 4 DP 55123',
      capitalValue: 780000,
      landValue: 410000,
      improvementsValue: 370000,
      parcelID: '3912456',
      latitude: -43.5318,
      longitude: 172.6334,
      haveParcel: true,
    });
    expect(Object.keys(defined(result.value[0], 'a parcel').attributes).sort()).toEqual([
      'capital_value',
      'legal_description',
      'site_address',
      'valuation_number',
    ]);
  });

  it('answers an empty list for no parcels and a typed failure for a non-list', async () => {
    server.reply({ body: [] });
    expect(await client.searchSiteAddress({ term: 'x', site_address: 'x' })).toEqual({ ok: true, value: [] });
    server.reply({ body: { message: 'oops' } });
    expect(await client.searchSiteAddress({ term: 'x', site_address: 'x' })).toMatchObject({
      ok: false,
      failure: { kind: 'invalid-response' },
    });
  });
});

describe('Ozone get-parcel', () => {
  it('posts {job_id, valuation_number, site_address} and returns the html untouched (untrusted)', async () => {
    const html =
      '<table class="parcel"><tr><th>Valuation</th><td>22640/12300</td></tr></table><script>alert(1)</script>';
    server.reply({ body: { html } });
    const result = await client.getParcel({
      job_id: 17,
      valuation_number: '22640/12300',
      site_address: '53 Hereford Street',
    });
    expect(server.last()).toMatchObject({ method: 'POST', path: '/a2/ozone/get-parcel' });
    expect(server.last().json()).toEqual({
      job_id: 17,
      valuation_number: '22640/12300',
      site_address: '53 Hereford Street',
    });
    expect(result).toEqual({ ok: true, value: { html } });
  });

  it('gives an http failure when Ozone answers 500', async () => {
    server.reply({ status: 500, body: 'Internal Server Error' });
    expect(await client.getParcel({ job_id: 1, valuation_number: 'v', site_address: 's' })).toMatchObject({
      ok: false,
      failure: { kind: 'http', status: 500, service: 'ozone' },
    });
  });
});
