import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client';

/** A fetch that answers every call with this status and JSON body. */
const answering = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe("spec point 4 'Status result': success, invalid, error; anything else is logged", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs any other value as 'Unknown result: {value}' and does not take it as a success", async () => {
    const lines: string[] = [];
    const api = createApiClient(answering(200, { result: 'maybe', message: 'Saved' }), (line) => lines.push(line));
    const failure = await api.call('POST', '/obca/ajax/owner/1', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(lines).toEqual(['Unknown result: maybe']);
  });

  it("logs a missing result as 'Unknown result'", async () => {
    const lines: string[] = [];
    const api = createApiClient(answering(502, { message: 'Bad gateway' }), (line) => lines.push(line));
    await expect(api.call('GET', '/ajax/get_councils')).rejects.toBeInstanceOf(ApiError);
    expect(lines).toEqual(['Unknown result']);
  });

  it('logs nothing for success, invalid and error, nor for an answer that is not a status result', async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    await createApiClient(answering(200, { result: 'success', message: 'Saved' }), log).call('POST', '/x', {});
    await createApiClient(answering(200, { result: 'error', message: 'No parcel' }), log).call('GET', '/x');
    await createApiClient(answering(400, { result: 'invalid', message: 'Bad' }), log).call('POST', '/x', {}).catch(() => undefined);
    await createApiClient(answering(200, { applications: [] }), log).call('GET', '/api/applications');
    expect(lines).toEqual([]);
  });

  it('logs to the console by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await createApiClient(answering(200, { result: 42 })).call('GET', '/x').catch(() => undefined);
    expect(warn).toHaveBeenCalledWith('Unknown result: 42');
  });
});
