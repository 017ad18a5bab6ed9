import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FORM_VERSION_HEADER,
  PAGE_CALLS_ELEMENT_ID as DOMAIN_PAGE_CALLS_ELEMENT_ID,
  applicationsContract,
  authContract,
  councilsContract,
} from '@consent/domain';
import { ApiError, createApiClient } from './client';
import { callKey, PAGE_CALLS_ELEMENT_ID } from './pageCalls';
import { wizardCalls } from './wizard';

/** A POST and a GET of the contract, whatever their answers; these tests are about the client's reading of status results. */
const post = authContract.logout;
const get = councilsContract.list;

/** A fetch that answers every call with this status and JSON body. */
const answering = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("spec point 4 'Status result': success, invalid, error; anything else is logged", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs any other value as 'Unknown result: {value}' and does not take it as a success", async () => {
    const lines: string[] = [];
    const api = createApiClient(answering(200, { result: 'maybe', message: 'Saved' }), (line) => lines.push(line));
    const failure = await api.request(post, { body: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(lines).toEqual(['Unknown result: maybe']);
  });

  it("logs a missing result as 'Unknown result'", async () => {
    const lines: string[] = [];
    const api = createApiClient(answering(502, { message: 'Bad gateway' }), (line) => lines.push(line));
    await expect(api.request(get)).rejects.toBeInstanceOf(ApiError);
    expect(lines).toEqual(['Unknown result']);
  });

  it('logs nothing for success, invalid and error, nor for an answer that is not a status result', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    await createApiClient(answering(200, { result: 'success', message: 'Saved' }), log).request(post, { body: {} });
    await createApiClient(answering(200, { result: 'error', message: 'No parcel' }), log).request(get);
    await createApiClient(answering(400, { result: 'invalid', message: 'Bad' }), log)
      .request(post, { body: {} })
      .catch(() => undefined);
    await createApiClient(answering(200, { applications: [] }), log).request(applicationsContract.list);
    expect(lines).toEqual([]);
  });

  it('logs to the console by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await createApiClient(answering(200, { result: 42 }))
      .request(get)
      .catch(() => undefined);
    expect(warn).toHaveBeenCalledWith('Unknown result: 42');
  });
});

describe('a GET started before its screen asks (issue 33.2)', () => {
  it('is sent once and its answer taken by the first call for the same path, once', async () => {
    const sent: string[] = [];
    const api = createApiClient(async (path) => {
      sent.push(path);
      return new Response(JSON.stringify({ result: 'success', councils: [{ id: sent.length }] }), { status: 200 });
    });
    api.startEarly('/ajax/get_councils');
    api.startEarly('/ajax/get_councils');
    expect(sent).toEqual(['/ajax/get_councils']);
    expect(await api.request(get)).toMatchObject({ councils: [{ id: 1 }] });
    expect(await api.request(get)).toMatchObject({ councils: [{ id: 2 }] });
    expect(sent).toEqual(['/ajax/get_councils', '/ajax/get_councils']);
  });

  it('is not taken after a write: the screen asks again and reads what the write changed', async () => {
    const sent: string[] = [];
    const api = createApiClient(async (path, init) => {
      sent.push(`${init.method ?? 'GET'} ${path}`);
      return new Response(JSON.stringify({ result: 'success', councils: [{ id: sent.length }] }), { status: 200 });
    });
    api.startEarly('/ajax/get_councils');
    await api.request(post, { body: {} });
    expect(await api.request(get)).toMatchObject({ councils: [{ id: 3 }] });
    expect(sent).toEqual(['GET /ajax/get_councils', 'POST /api/auth/logout', 'GET /ajax/get_councils']);
  });

  it('answers each part of one call from it, with its version; a part left out asks its own route when taken', async () => {
    const sent: string[] = [];
    const api = createApiClient(async (path) => {
      sent.push(path);
      const body =
        path === '/one/42'
          ? {
              result: 'success',
              parts: { '/obca/ajaxform/approle/:appId': { answer: { result: 'success', role: 'OWNER' }, version: 3 } },
            }
          : { result: 'success', councils: [] };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    api.startEarlyParts('/one/42', [
      { key: '/obca/ajaxform/approle/:appId', path: '/obca/ajaxform/approle/42' },
      { key: '/ajax/get_councils', path: '/ajax/get_councils' },
      { key: '/obca/ajaxform/owner/:appId', path: '/obca/ajaxform/owner/42' },
    ]);
    expect(await wizardCalls(api).loadAnswers('applicantRole', 42)).toMatchObject({ role: 'OWNER' });
    expect(api.formVersions.get('42:applicantRole')).toBe(3);
    expect(sent).toEqual(['/one/42']);
    expect(await api.request(get)).toMatchObject({ councils: [] });
    expect(sent).toEqual(['/one/42', '/ajax/get_councils']);
  });

  it('is taken by a stored form’s load on a revisit too: a load sends no version, and notes the one it is given', async () => {
    const sent: string[] = [];
    const api = createApiClient(async (path) => {
      sent.push(path);
      const body = JSON.stringify({ result: 'success', role: 'OWNER' });
      return new Response(body, { status: 200, headers: { [FORM_VERSION_HEADER]: '3' } });
    });
    api.formVersions.set('42:applicantRole', 2); // loaded on an earlier visit
    api.startEarly('/obca/ajaxform/approle/42');
    await wizardCalls(api).loadAnswers('applicantRole', 42);
    expect(sent).toEqual(['/obca/ajaxform/approle/42']);
    expect(api.formVersions.get('42:applicantRole')).toBe(3);
  });
});

describe("the calls the page's early script started (ADR 0096)", () => {
  const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

  it('answer the first call of the same method, path and body, once; after a write the server is asked', async () => {
    expect(PAGE_CALLS_ELEMENT_ID).toBe(DOMAIN_PAGE_CALLS_ELEMENT_ID);
    const sent: string[] = [];
    const api = createApiClient(async (path, init) => {
      sent.push(`${init.method ?? 'GET'} ${path} ${typeof init.body === 'string' ? init.body : ''}`.trim());
      return new Response(JSON.stringify({ result: 'success', councils: [], from: 'server' }), { status: 200 });
    });
    const started = () =>
      new Map([
        [callKey('POST', '/obca/application', { application_id: 42 }), answer({ application_id: 42, from: 'page' })],
        [callKey('GET', '/ajax/get_councils'), answer({ result: 'success', councils: [], from: 'page' })],
      ]);
    api.adoptPageCalls(started());
    expect(await api.application(42)).toMatchObject({ from: 'page' });
    expect(await api.request(get)).toMatchObject({ from: 'page' });
    expect(await api.application(42)).toMatchObject({ from: 'server' });
    expect(sent).toEqual(['POST /obca/application {"application_id":42}']);

    sent.length = 0;
    api.adoptPageCalls(started());
    await api.request(post, { body: {} });
    expect(await api.application(42)).toMatchObject({ from: 'server' });
    expect(await api.request(get)).toMatchObject({ from: 'server' });
    expect(sent).toEqual([
      'POST /api/auth/logout {}',
      'POST /obca/application {"application_id":42}',
      'GET /ajax/get_councils',
    ]);
  });
});
