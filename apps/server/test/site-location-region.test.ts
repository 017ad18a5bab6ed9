import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser } from './support/app.js';
import { councilIds } from './support/councils.js';
import { typedSite } from './support/siteLocation.js';

// Issue 15.8: the region is never shown blank; an address whose data gives none is in the council's district's region.
let app: FastifyInstance;
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await councilIds(app);
});
afterAll(() => app.close());

describe('the site region', () => {
  it("is the council's region when the address gives none, and the address's own when it does", async () => {
    const client = await registerUser(app, 'region');
    const appId = await createApplication(client, { type: 2, param: 'standard', councilId: ids['Christchurch City Council'] });
    const regionSaved = async (region: string) => {
      const site = { ...typedSite, address: { ...typedSite.address, region } };
      expect((await client.post('/ajax/submit_parcels', { appId, features: [site], parcel_opt: 'single', validation_mode: 'all' })).statusCode).toBe(200);
      return (await client.get(`/ajax/get_parcel_data/${appId}`)).json().parcels[0].location.region;
    };
    expect(await regionSaved('')).toBe('Canterbury');
    expect(await regionSaved('West Coast')).toBe('West Coast');
  });
});
