import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callService } from '../../src/integrations/http.js';
import { closedPortUrl, startWireServer, type WireServer } from './support/wireServer.js';

let server: WireServer;
beforeAll(async () => {
  server = await startWireServer();
});
afterAll(() => server.close());

describe('calling an outside service never throws: failures are typed', () => {
  it('answers the parsed JSON body', async () => {
    server.reply({ body: { a: 1 } });
    expect(await callService({ service: 's', url: `${server.url}/x`, accept: 'json' })).toEqual({
      ok: true,
      value: { a: 1 },
    });
    expect(server.last().headers.accept).toBe('application/json');
  });

  it('posts JSON with its content type', async () => {
    server.reply({ body: [] });
    await callService({ service: 's', url: `${server.url}/x`, json: { term: 'a' }, accept: 'json' });
    expect(server.last()).toMatchObject({ method: 'POST', body: '{"term":"a"}' });
    expect(server.last().headers['content-type']).toBe('application/json');
  });

  it('gives a timeout failure when the service is too slow', async () => {
    server.reply({ body: {}, delayMs: 500 });
    expect(await callService({ service: 's', url: server.url, accept: 'json', timeoutMs: 50 })).toEqual({
      ok: false,
      failure: { kind: 'timeout', service: 's', message: 's did not answer in time' },
    });
  });

  it("gives a network failure ('Network request failed') when nothing listens", async () => {
    const result = await callService({ service: 's', url: await closedPortUrl(), accept: 'json' });
    expect(result).toMatchObject({
      ok: false,
      failure: { kind: 'network', message: expect.stringMatching(/^Network request failed/) },
    });
  });

  it('gives an http failure with the status for a non-2xx answer', async () => {
    server.reply({ status: 403, body: 'Forbidden' });
    expect(await callService({ service: 's', url: server.url, accept: 'json' })).toMatchObject({
      ok: false,
      failure: { kind: 'http', status: 403 },
    });
  });

  it('gives an invalid-response failure for a body that is not JSON', async () => {
    server.reply({ body: '<html>maintenance</html>', contentType: 'text/html' });
    expect(await callService({ service: 's', url: server.url, accept: 'json' })).toMatchObject({
      ok: false,
      failure: { kind: 'invalid-response' },
    });
  });
});
