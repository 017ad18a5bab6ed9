import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, contactsContract } from '@consent/domain';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { closedPortUrl, startWireServer, type WireServer } from '../integrations/support/wireServer.js';
import { generatedPractitioners, LBP_REGISTER_SIZE, namedPractitioners } from '../../src/db/seed/lbp.js';
import { answerOf } from '../support/answer.js';

const hemi = { names: 'Hemi Walker', lbpNumber: 'BP104233' };

describe('the seeded LBP register', () => {
  it('is a few hundred practitioners, the same on every start, with unique BP numbers and some with no active class', () => {
    const all = [...namedPractitioners, ...generatedPractitioners()];
    expect(all).toHaveLength(LBP_REGISTER_SIZE);
    expect(generatedPractitioners()).toEqual(generatedPractitioners());
    expect(new Set(all.map((p) => p.lbpNumber)).size).toBe(all.length);
    expect(all.every((p) => /^BP\d{6}$/.test(p.lbpNumber) && p.lbpNumber !== 'BP000000')).toBe(true);
    expect(all.every((p) => p.licensedClasses.length >= 1 && p.licensedClasses.length <= 3)).toBe(true);
    const noneActive = all.filter((p) => !p.licensedClasses.some((c) => c.status === 'current'));
    const several = all.filter((p) => p.licensedClasses.filter((c) => c.status === 'current').length > 1);
    expect(noneActive.length).toBeGreaterThan(10);
    expect(several.length).toBeGreaterThan(30);
  });
});

describe('GET /a2/public/lbp-api/search and get-info over the local register', () => {
  let app: FastifyInstance;
  let client: Client;
  beforeAll(async () => {
    app = await createTestApp();
    client = await registerUser(app, 'lbp-search');
  });
  afterAll(() => app.close());

  it('finds practitioners by name as the user types, answering status_code and data of names and lbpNumber', async () => {
    const found = answerOf(
      await client.get('/a2/public/lbp-api/search?q=hemi%20walk&fields=&page=1&loadmore=y'),
      contactsContract.registerSearch,
    );
    expect(found).toEqual({ status_code: 200, message: '', data: [hemi], page: 1, total: 1, loadmore: false });
  });

  it('pages with load more: page 2 carries on where page 1 stopped', async () => {
    const first = answerOf(await client.get('/a2/public/lbp-api/search?q=an&page=1'), contactsContract.registerSearch);
    expect(first.data).toHaveLength(10);
    expect(first.loadmore).toBe(true);
    const second = answerOf(
      await client.get('/a2/public/lbp-api/search?q=an&page=2&loadmore=y'),
      contactsContract.registerSearch,
    );
    expect(second.page).toBe(2);
    expect(second.data?.length).toBeGreaterThan(0);
    const numbers = (d: { lbpNumber: string }[] | null) => (d ?? []).map((p) => p.lbpNumber);
    expect(numbers(second.data).some((n: string) => numbers(first.data).includes(n))).toBe(false);
  });

  it('searches the fields asked for: lbpNumber from its start, names only when asked', async () => {
    expect(
      answerOf(await client.get('/a2/public/lbp-api/search?q=BP1042&fields=lbpNumber'), contactsContract.registerSearch)
        .data,
    ).toContainEqual(hemi);
    expect(
      answerOf(await client.get('/a2/public/lbp-api/search?q=BP1042&fields=names'), contactsContract.registerSearch)
        .data,
    ).toEqual([]);
    expect((await client.get('/a2/public/lbp-api/search?q=walker&fields=email')).statusCode).toBe(400);
  });

  it('finds nothing under 2 characters, and matches LIKE wildcards literally', async () => {
    expect(answerOf(await client.get('/a2/public/lbp-api/search?q=h'), contactsContract.registerSearch).data).toEqual(
      [],
    );
    expect(
      answerOf(await client.get('/a2/public/lbp-api/search?q=%25%25'), contactsContract.registerSearch).data,
    ).toEqual([]);
  });

  it("answers a practitioner's details in the spec's shape", async () => {
    const info = answerOf(
      await client.get('/a2/public/lbp-api/get-info?lbpNumber=bp118822'),
      contactsContract.registerInfo,
    );
    expect(info).toEqual({
      status_code: 200,
      message: '',
      data: {
        names: 'Mere Tane',
        lbpNumber: 'BP118822',
        contact: { phoneNumber: '027 331 8820', emailAddress: 'mere.tane@example.co.nz' },
        addressDetails: { suburb: 'Frankton', postCode: '3204', townOrCity: 'Hamilton' },
        licensedClasses: [
          { className: 'Carpentry', status: 'current' },
          { className: 'Site 2', status: 'current' },
          { className: 'Foundations', status: 'suspended' },
        ],
        hasMultipleLicensedClasses: true,
      },
    });
  });

  it('answers status_code 404 for a number nobody has, and 400 for something that is not an LBP number', async () => {
    expect(
      answerOf(await client.get('/a2/public/lbp-api/get-info?lbpNumber=BP000001'), contactsContract.registerInfo),
    ).toEqual({
      status_code: 404,
      message: contactMessages.lbpNotFound('BP000001'),
      data: null,
    });
    expect((await client.get('/a2/public/lbp-api/get-info?lbpNumber=123')).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/a2/public/lbp-api/search?q=walker' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/a2/public/lbp-api/get-info?lbpNumber=BP104233' })).statusCode,
    ).toBe(401);
  });
});

describe('when the MBIE register fails (LBP_REGISTER=mbie)', () => {
  let api: WireServer;
  let app: FastifyInstance;
  let client: Client;
  beforeAll(async () => {
    api = await startWireServer({ status: 503, body: { message: 'Service unavailable' } });
    app = await createTestApp({
      lbpRegister: { provider: 'mbie', baseUrl: api.url, apiKey: 'test-key', timeoutMs: 1000 },
    });
    client = await registerUser(app, 'lbp-down');
  });
  afterAll(async () => {
    await app.close();
    await api.close();
  });

  it("answers the register's status with the spec's message (HTTP 200: our server did its job)", async () => {
    const search = await client.get('/a2/public/lbp-api/search?q=walker');
    expect(search.statusCode).toBe(200);
    expect(answerOf(search, contactsContract.registerSearch)).toMatchObject({
      status_code: 503,
      message: contactMessages.lbpRegisterNotResponding,
      data: null,
    });
    expect(
      answerOf(await client.get('/a2/public/lbp-api/get-info?lbpNumber=BP104233'), contactsContract.registerInfo),
    ).toEqual({
      status_code: 503,
      message: 'The MBIE LBP register is currently not responding, please manually enter LBP details',
      data: null,
    });
  });

  it('answers 504 when the register does not answer in time, 502 when it cannot be reached', async () => {
    api.reply({ body: {}, delayMs: 2000 });
    expect(
      answerOf(await client.get('/a2/public/lbp-api/get-info?lbpNumber=BP104233'), contactsContract.registerInfo)
        .status_code,
    ).toBe(504);
    const unreachable = await createTestApp({
      lbpRegister: { provider: 'mbie', baseUrl: await closedPortUrl(), apiKey: 'k' },
    });
    try {
      const other = await registerUser(unreachable, 'lbp-refused');
      expect(
        answerOf(await other.get('/a2/public/lbp-api/search?q=walker'), contactsContract.registerSearch),
      ).toMatchObject({
        status_code: 502,
        message: contactMessages.lbpRegisterNotResponding,
      });
    } finally {
      await unreachable.close();
    }
  });

  it('still saves an LBP entered by hand', async () => {
    api.reply({ status: 500, body: 'down' });
    const appId = await createApplication(client);
    const saved = await client.post(`/obca/savecontact/${appId}`, {
      appId,
      contact_mode: 'lbp',
      name: 'Kahu Tipene',
      phone: '021 555 0147',
      email: 'kahu@example.co.nz',
      licence_number: 'BP555123',
      licence_class: 'Carpentry',
    });
    expect(saved.statusCode).toBe(200);
    expect(answerOf(saved, contactsContract.add).data).toMatchObject({
      name: 'Kahu Tipene',
      licence_number: 'BP555123',
      licence_class: 'Carpentry',
    });
  });
});
