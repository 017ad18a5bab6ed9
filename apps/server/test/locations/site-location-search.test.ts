import { locationsContract } from '@consent/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { demoAddress, parcelsOf } from '../support/siteLocation.js';
import { answerOf } from '../support/answer.js';

let app: FastifyInstance;
let client: Client;
let councils: Record<string, number>;
let aucklandApp: number;

beforeAll(async () => {
  app = await createTestApp();
  client = await registerUser(app, 'site-search');
  councils = await councilIds(app);
  aucklandApp = await createApplication(client, {
    type: 2,
    param: 'standard',
    role: 'owner',
    councilId: councils['Auckland Council'],
  });
});
afterAll(async () => app?.close());

describe('GET /api/addresses (the address data source)', () => {
  it('finds addresses by the start of a word, labelled street, suburb, city (legal description), at most 8 by default', async () => {
    expect(
      answerOf(await client.get('/api/addresses?q=1%20Ponsonby'), locationsContract.searchAddresses).addresses,
    ).toEqual([]);
    const response = await client.get('/api/addresses?q=Ponsonby%20Road');
    expect(response.statusCode).toBe(200);
    const labels = answerOf(response, locationsContract.searchAddresses).addresses.map(
      (a: { label: string }) => a.label,
    );
    expect(labels).toEqual([
      '10 Ponsonby Road, Grey Lynn, Auckland (Lot 1 DP 10433)',
      '12 Ponsonby Road, Grey Lynn, Auckland (Lot 2 DP 10433)',
      '14 Ponsonby Road, Grey Lynn, Auckland (Lot 3 DP 10433)',
      '16 Ponsonby Road, Grey Lynn, Auckland (Lot 4 DP 10433)',
      '18 Ponsonby Road, Grey Lynn, Auckland (Lot 5 DP 10433)',
      '20 Ponsonby Road, Grey Lynn, Auckland (Lot 6 DP 10433)',
      '22 Ponsonby Road, Grey Lynn, Auckland',
    ]);
    const all = await client.get('/api/addresses?q=road');
    expect(answerOf(all, locationsContract.searchAddresses).addresses).toHaveLength(8);
  });

  it('matches a word anywhere after the number, ignoring case and punctuation, and a flat by its unit', async () => {
    const byRoad = answerOf(
      await client.get('/api/addresses?q=PONSONBY%20road,%20grey'),
      locationsContract.searchAddresses,
    ).addresses;
    expect(byRoad).toHaveLength(7);
    const byName = answerOf(
      await client.get('/api/addresses?q=riccarton,'),
      locationsContract.searchAddresses,
    ).addresses.map((a) => a.label);
    expect(byName[0]).toBe('101 Riccarton Road, Riccarton, Christchurch (Lot 1 DP 21458)');
    const flat = answerOf(await client.get('/api/addresses?q=2/43'), locationsContract.searchAddresses).addresses;
    expect(flat[0]?.location).toMatchObject({
      street: '2/43 Great South Road',
      suburb: 'Papakura',
      city: 'Auckland',
      postcode: '2110',
    });
  });

  it('finds the flats at a street number typed without the unit, and a suburb typed first', async () => {
    const flats = answerOf(
      await client.get('/api/addresses?q=43%20great%20south'),
      locationsContract.searchAddresses,
    ).addresses.map((a) => a.location.street);
    expect(flats).toEqual(['1/43 Great South Road', '2/43 Great South Road']);
    const suburb = answerOf(
      await client.get('/api/addresses?q=grey%20lynn&limit=3'),
      locationsContract.searchAddresses,
    ).addresses.map((a) => a.label);
    expect(suburb).toEqual([
      '10 Ponsonby Road, Grey Lynn, Auckland (Lot 1 DP 10433)',
      '12 Ponsonby Road, Grey Lynn, Auckland (Lot 2 DP 10433)',
      '14 Ponsonby Road, Grey Lynn, Auckland (Lot 3 DP 10433)',
    ]);
  });

  it('orders addresses whose suburb text ties by their address, wherever their rows lie in the table', async () => {
    // Written away and back, 10 Ponsonby Road's row and index entries lie after its neighbours' (a HOT update would
    // leave its index entries where they were): an index walk alone now reads it after 12 and 14.
    const { db } = await app.databaseReady;
    for (const [from, to] of [
      ['10', '10A'],
      ['10A', '10'],
    ]) {
      await db.execute(
        sql`UPDATE addresses SET full_address_number = ${to} WHERE full_road_name = 'Ponsonby Road' AND full_address_number = ${from}`,
      );
    }
    const suburb = answerOf(
      await client.get('/api/addresses?q=grey%20lynn&limit=3'),
      locationsContract.searchAddresses,
    ).addresses.map((a) => a.location.street);
    expect(suburb).toEqual(['10 Ponsonby Road', '12 Ponsonby Road', '14 Ponsonby Road']);
  });

  it('labels an address with no parcel without brackets', async () => {
    const unregistered = await demoAddress(client, '22 Ponsonby Road');
    expect(unregistered.label).toBe('22 Ponsonby Road, Grey Lynn, Auckland');
  });

  it('honours the limit and scopes to a council when asked', async () => {
    expect(
      answerOf(await client.get('/api/addresses?q=road&limit=3'), locationsContract.searchAddresses).addresses,
    ).toHaveLength(3);
    const scoped = answerOf(
      await client.get(`/api/addresses?q=road&limit=25&councilId=${councils['Christchurch City Council']}`),
      locationsContract.searchAddresses,
    ).addresses;
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.every((a: { location: { city: string } }) => a.location.city === 'Christchurch')).toBe(true);
  });

  it('refuses fewer than 3 characters, a limit over 25 and unknown parameters with 400', async () => {
    expect((await client.get('/api/addresses?q=po')).statusCode).toBe(400);
    expect((await client.get('/api/addresses?q=pon&limit=26')).statusCode).toBe(400);
    expect((await client.get('/api/addresses?q=pon&evil=1')).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/addresses?q=ponsonby' })).statusCode).toBe(401);
  });
});

describe('GET /api/addresses/{addressId}/parcels (legal options of a chosen address)', () => {
  it('answers one parcel with its legal description, title, rating values and outline', async () => {
    const { parcels, address } = await parcelsOf(client, aucklandApp, '12 Ponsonby Road');
    expect(address.location.inCouncilRegion).toBe(true);
    expect(parcels).toHaveLength(1);
    expect(parcels[0]?.location).toMatchObject({
      street: '12 Ponsonby Road',
      legalDesc: 'Lot 2 DP 10433',
      valuationNumber: '02810-00012',
      ward: 'Waitematā and Gulf',
      propertyType: 'Residential',
      haveParcel: true,
      inCouncilRegion: true,
      legalDataUnavailable: false,
    });
    expect(parcels[0]?.location.capitalValue).toBeGreaterThan(1_450_000);
    expect(parcels[0]?.outline?.[0]?.length).toBe(5);
  });

  it('answers both parcels of a rating unit with a rear lot', async () => {
    const { parcels } = await parcelsOf(client, aucklandApp, '14 Ponsonby Road');
    expect(parcels.map((p) => p.location.legalDesc)).toEqual(['Lot 3 DP 10433', 'Lot 10 DP 10433']);
    expect(parcels.every((p) => p.location.street === '14 Ponsonby Road')).toBe(true);
  });

  it('answers no parcel for an address not registered, and flags an address outside the council region', async () => {
    expect((await parcelsOf(client, aucklandApp, '22 Ponsonby Road')).parcels).toEqual([]);
    const outside = await parcelsOf(client, aucklandApp, '5 Horotiu Bridge Road');
    expect(outside.address.location.inCouncilRegion).toBe(false);
    expect(outside.parcels[0]?.location.inCouncilRegion).toBe(false);
  });

  it("answers 404 for another user's application and for an unknown address", async () => {
    const other = await registerUser(app, 'site-search-other');
    const address = await demoAddress(client, '12 Ponsonby Road');
    expect((await other.get(`/api/addresses/${address.addressId}/parcels?appId=${aucklandApp}`)).statusCode).toBe(404);
    expect((await client.get(`/api/addresses/1/parcels?appId=${aucklandApp}`)).statusCode).toBe(404);
  });
});
