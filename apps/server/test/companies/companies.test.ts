import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formMessages, lookupsContract } from '@consent/domain';
import { createNzbnClient } from '../../src/integrations/companies/nzbnClient.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { answerOf } from '../support/answer.js';

/** A stand-in for the NZBN API that speaks its JSON (GET /entities?search-term=&page-size=). */
function fakeNzbnApi(): Promise<{
  url: string;
  requests: { url: string; key: string | undefined }[];
  close: () => Promise<void>;
}> {
  const requests: { url: string; key: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? '', key: req.headers['ocp-apim-subscription-key'] as string | undefined });
    if (req.headers['ocp-apim-subscription-key'] !== 'test-key') {
      res.writeHead(401).end();
      return;
    }
    const term = new URL(req.url ?? '', 'http://x').searchParams.get('search-term');
    if (term === 'explode') {
      res.writeHead(500).end('{}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        pageSize: 2,
        page: 0,
        totalItems: 2,
        items: [
          {
            entityStatusCode: '50',
            entityName: 'FLETCHER BUILDING LIMITED',
            nzbn: '9429000000001',
            entityTypeCode: 'LTD',
            sourceRegisterUniqueIdentifier: '1579923',
          },
          {
            entityStatusCode: '50',
            entityName: 'FLETCHER TRUST',
            nzbn: '9429000000002',
            entityTypeCode: 'T',
            sourceRegisterUniqueIdentifier: null,
          },
        ],
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/gateway/nzbn/v5`,
        requests,
        close: () =>
          new Promise((r) =>
            server.close(() => {
              r();
            }),
          ),
      });
    }),
  );
}

describe('the NZBN API client', () => {
  it("sends the search term, page size and subscription key, and reads the entities' name, NZBN and company number", async () => {
    const api = await fakeNzbnApi();
    try {
      const client = createNzbnClient({ baseUrl: api.url, apiKey: 'test-key' });
      expect(await client.search('fletcher', 5)).toEqual([
        { name: 'FLETCHER BUILDING LIMITED', nzbn: '9429000000001', registration_number: '1579923' },
        { name: 'FLETCHER TRUST', nzbn: '9429000000002', registration_number: '' },
      ]);
      expect(api.requests[0]).toEqual({
        url: '/gateway/nzbn/v5/entities?search-term=fletcher&page-size=5',
        key: 'test-key',
      });
      await expect(createNzbnClient({ baseUrl: api.url, apiKey: 'wrong' }).search('x', 5)).rejects.toThrow('401');
    } finally {
      await api.close();
    }
  });
});

describe('GET /api/companies/search', () => {
  let app: FastifyInstance;
  let client: Client;
  beforeAll(async () => {
    app = await createTestApp();
    client = await registerUser(app, 'company');
  });
  afterAll(() => app.close());

  it('finds seeded companies from 2 characters, anywhere in the name, names starting with the query first', async () => {
    const found = answerOf(await client.get('/api/companies/search?q=ka'), lookupsContract.companySearch);
    expect(found.result).toBe('success');
    expect(found.data.length).toBeGreaterThan(1);
    expect(found.data[0]?.name.toLowerCase().startsWith('ka')).toBe(true);
    expect(found.data[0]).toEqual({
      name: expect.any(String),
      nzbn: expect.stringMatching(/^\d{13}$/),
      registration_number: expect.stringMatching(/^\d+$/),
    });
    expect(
      answerOf(await client.get('/api/companies/search?q=Kauri%20Coast'), lookupsContract.companySearch).data,
    ).toEqual([{ name: 'Kauri Coast Builders Limited', nzbn: '9429041537281', registration_number: '5571938' }]);
  });

  it('ignores macrons and case: totara, TOTARA and Tōtara all find Tōtara Construction Limited', async () => {
    const names = async (q: string) =>
      answerOf(
        await client.get(`/api/companies/search?q=${encodeURIComponent(q)}`),
        lookupsContract.companySearch,
      ).data.map((c) => c.name);
    for (const q of ['totara', 'TOTARA', 'Tōtara', 'tŌtara con'])
      expect(await names(q)).toEqual(['Tōtara Construction Limited']);
    expect(await names('waitemata design')).toEqual(['Waitematā Design & Build Limited']);
  });

  it('finds nothing under 2 characters, and matches LIKE wildcards literally', async () => {
    expect(answerOf(await client.get('/api/companies/search?q=k'), lookupsContract.companySearch).data).toEqual([]);
    expect(answerOf(await client.get('/api/companies/search?q=%25%25'), lookupsContract.companySearch).data).toEqual(
      [],
    );
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/companies/search?q=kauri' })).statusCode).toBe(401);
  });
});

describe('GET /api/companies/search over the NZBN API (COMPANY_REGISTER=nzbn)', () => {
  it('answers from the API, and says so when the register fails', async () => {
    const api = await fakeNzbnApi();
    const app = await createTestApp({ companyRegister: { provider: 'nzbn', baseUrl: api.url, apiKey: 'test-key' } });
    try {
      const client = await registerUser(app, 'nzbn');
      expect(
        answerOf(await client.get('/api/companies/search?q=fletcher'), lookupsContract.companySearch).data[0]?.name,
      ).toBe('FLETCHER BUILDING LIMITED');
      const failed = await client.get('/api/companies/search?q=explode');
      expect(failed.statusCode).toBe(200);
      expect(answerOf(failed, lookupsContract.companySearch)).toEqual({
        result: 'error',
        message: formMessages.companyRegisterUnavailable,
        data: [],
      });
    } finally {
      await app.close();
      await api.close();
    }
  });
});
