import { locationsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { answerOf } from '../support/answer.js';

let app: FastifyInstance;
let client: Client;
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  client = await registerUser(app, 'demo-streets');
  ids = await councilIds(app);
});
afterAll(() => app.close());

const ANYWHERE = 'any region';

/** The labels the address search offers for what was typed, in that council's region (or anywhere, for null). */
async function search(q: string, council: string): Promise<string[]> {
  const scope = council === ANYWHERE ? '' : `&councilId=${ids[council]}`;
  const response = await client.get(`/api/addresses?q=${encodeURIComponent(q)}&limit=25${scope}`);
  expect(response.statusCode).toBe(200);
  return answerOf(response, locationsContract.searchAddresses).addresses.map((a: { label: string }) => a.label);
}

describe('the demo councils hold the streets a New Zealander tries first (issue 15.7)', () => {
  it.each([
    ['Willis Street', 'Wellington City Council', '1 Willis Street, Te Aro, Wellington'],
    ['lambton quay', 'Wellington City Council', '100 Lambton Quay, Wellington Central, Wellington'],
    ['Queen Street', 'Auckland Council', '1 Queen Street, Auckland Central, Auckland'],
    ['dominion rd', 'Auckland Council', '200 Dominion Road, Mount Eden, Auckland'],
    ['Papanui Road', 'Christchurch City Council', '150 Papanui Road, Merivale, Christchurch'],
    ['Cashel St', 'Christchurch City Council', '100 Cashel Street, Christchurch Central, Christchurch'],
    ['Anglesea Street', 'Hamilton City Council', '300 Anglesea Street, Hamilton Central, Hamilton'],
    ['Karaka Road', 'Thames-Coromandel District Council', '1 Karaka Road, Thames, Thames'],
    ['Main Road Tirau', 'South Waikato District Council', '10 Main Road, Tīrau, Tīrau'],
    ['Leith Place', 'South Waikato District Council', '1 Leith Place, Tokoroa, Tokoroa'],
    ['Stafford Street', 'Canterbury Regional Council (Environment Canterbury)', '200 Stafford Street, Timaru, Timaru'],
    // Kaikōura takes no online applications, and its demo region lies inside Environment Canterbury's, which holds its addresses.
    ['Esplanade', ANYWHERE, '10 Esplanade, Kaikōura, Kaikōura'],
  ])('finds %s in %s, each address with its parcel', async (typed, council, first) => {
    const found = await search(typed, council);
    expect(found.length).toBeGreaterThan(1);
    expect(found.some((label) => label.startsWith(`${first} (`))).toBe(true);
  });

  it('finds a numbered address on them as typed', async () => {
    expect(await search('3 Willis St', 'Wellington City Council')).toEqual([
      expect.stringMatching(/^3 Willis Street, Te Aro, Wellington \(Lot \d+ DP 1125\)$/),
    ]);
    expect((await search('7 Willis', 'Wellington City Council')).map((l) => l.replace(/ \(.*\)$/, ''))).toEqual(
      expect.arrayContaining(['1/7 Willis Street, Te Aro, Wellington', '2/7 Willis Street, Te Aro, Wellington']),
    );
  });
});
