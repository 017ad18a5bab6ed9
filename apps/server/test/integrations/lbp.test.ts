import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MbieLbpClient } from '../../src/integrations/lbp/index.js';
import { closedPortUrl, startWireServer, type WireServer } from './support/wireServer.js';

/** MBIE's LBP register API as documented in integrations/lbp/types.ts: JSON behind a subscription key. */
const practitioner = {
  names: 'Mere Tane',
  lbpNumber: 'BP118822',
  contact: { phoneNumber: '027 331 8820', emailAddress: 'mere.tane@example.co.nz' },
  addressDetails: { suburb: 'Frankton', postCode: '3204', townOrCity: 'Hamilton' },
  licensedClasses: [
    { className: 'Carpentry', status: 'Current' },
    { className: 'Site 2', status: 'SUSPENDED' },
    { className: 'Foundations', status: 'Expired' },
  ],
  hasMultipleLicensedClasses: true,
};

describe('the MBIE LBP register client', () => {
  let api: WireServer;
  let client: MbieLbpClient;
  beforeAll(async () => {
    api = await startWireServer();
    client = new MbieLbpClient({ baseUrl: `${api.url}/gateway/lbp/v1`, apiKey: 'test-key', timeoutMs: 1000 });
  });
  afterAll(() => api.close());

  it('searches with the term, fields and page, sending the subscription key, and reads the page of names and numbers', async () => {
    api.reply({
      body: {
        pageNumber: 2,
        pageSize: 10,
        totalResults: 23,
        results: [{ names: 'Hemi Walker', lbpNumber: 'BP104233' }],
      },
    });
    const found = await client.search({ q: 'walker', fields: ['names', 'lbpNumber'], page: 2, pageSize: 10 });
    expect(found).toEqual({
      ok: true,
      value: { items: [{ names: 'Hemi Walker', lbpNumber: 'BP104233' }], page: 2, pageSize: 10, total: 23 },
    });
    const sent = api.last();
    expect(sent.method).toBe('GET');
    expect(sent.path).toBe('/gateway/lbp/v1/practitioners');
    expect(Object.fromEntries(sent.query)).toEqual({
      searchTerm: 'walker',
      searchFields: 'names,lbpNumber',
      pageNumber: '2',
      pageSize: '10',
    });
    expect(sent.headers['ocp-apim-subscription-key']).toBe('test-key');
    expect(sent.headers.accept).toBe('application/json');
  });

  it("reads a practitioner's details, statuses in any case, and any status it does not know as not active", async () => {
    api.reply({ body: practitioner });
    const found = await client.getInfo('BP118822');
    expect(api.last().path).toBe('/gateway/lbp/v1/practitioners/BP118822');
    expect(found).toEqual({
      ok: true,
      value: {
        ...practitioner,
        licensedClasses: [
          { className: 'Carpentry', status: 'current' },
          { className: 'Site 2', status: 'suspended' },
          { className: 'Foundations', status: 'cancelled' },
        ],
      },
    });
  });

  it('fills what the register leaves out (null contact, no classes)', async () => {
    api.reply({
      body: {
        names: 'Tama Rewiti',
        lbpNumber: 'BP200001',
        contact: null,
        addressDetails: { suburb: null, postCode: '9010', townOrCity: 'Dunedin' },
      },
    });
    const found = await client.getInfo('BP200001');
    expect(found.ok && found.value).toEqual({
      names: 'Tama Rewiti',
      lbpNumber: 'BP200001',
      contact: { phoneNumber: '', emailAddress: '' },
      addressDetails: { suburb: '', postCode: '9010', townOrCity: 'Dunedin' },
      licensedClasses: [],
      hasMultipleLicensedClasses: false,
    });
  });

  it('answers null for a number the register does not have (404)', async () => {
    api.reply({ status: 404, body: { message: 'Not found' } });
    expect(await client.getInfo('BP000001')).toEqual({ ok: true, value: null });
  });

  it('reports a 500, a refused key and a wrong shape as failures, never throwing', async () => {
    api.reply({ status: 500, body: 'upstream failure' });
    expect(await client.search({ q: 'walker', fields: ['names'], page: 1, pageSize: 10 })).toMatchObject({
      ok: false,
      failure: { kind: 'http', status: 500 },
    });
    api.reply({ status: 401, body: { statusCode: 401, message: 'Access denied due to invalid subscription key.' } });
    expect(await client.getInfo('BP104233')).toMatchObject({ ok: false, failure: { kind: 'http', status: 401 } });
    api.reply({ body: { results: 'none' } });
    expect(await client.search({ q: 'walker', fields: ['names'], page: 1, pageSize: 10 })).toMatchObject({
      ok: false,
      failure: { kind: 'invalid-response' },
    });
  });

  it('gives up after its timeout', async () => {
    api.reply({ body: practitioner, delayMs: 2000 });
    const started = Date.now();
    expect(await client.getInfo('BP118822')).toMatchObject({ ok: false, failure: { kind: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('reports a register that cannot be reached as a network failure', async () => {
    const nowhere = new MbieLbpClient({ baseUrl: await closedPortUrl(), apiKey: 'k', timeoutMs: 1000 });
    expect(await nowhere.search({ q: 'walker', fields: ['names'], page: 1, pageSize: 10 })).toMatchObject({
      ok: false,
      failure: { kind: 'network' },
    });
  });
});
