import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNzbnClient } from '../../src/integrations/companies/nzbnClient.js';
import { startWireServer, type WireServer } from './support/wireServer.js';

/** The NZBN API client's failures (its answers are tested in companies.test.ts): the company search turns these into its own message. */
describe('the NZBN API client when the register fails', () => {
  let api: WireServer;
  beforeAll(async () => {
    api = await startWireServer();
  });
  afterAll(() => api.close());

  it('fails on a 500', async () => {
    api.reply({ status: 500, body: { errorDescription: 'Internal error' } });
    await expect(createNzbnClient({ baseUrl: api.url, apiKey: 'k' }).search('fletcher', 5)).rejects.toThrow(
      'NZBN API answered 500',
    );
    expect(api.last().headers['ocp-apim-subscription-key']).toBe('k');
  });

  it('gives up after its timeout', async () => {
    api.reply({ body: { items: [] }, delayMs: 2000 });
    const started = Date.now();
    await expect(
      createNzbnClient({ baseUrl: api.url, apiKey: 'k', timeoutMs: 200 }).search('fletcher', 5),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
