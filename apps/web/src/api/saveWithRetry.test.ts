import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@consent/domain';
import { createApiClient } from './client';
import { saveWithRetry } from './saveWithRetry';

const ok = () => new Response(JSON.stringify({ result: 'success', message: 'Saved' }), { status: 200 });

describe('saveWithRetry', () => {
  it('sends again after a network failure (TypeError) and answers the first answer that arrives', async () => {
    let calls = 0;
    const response = await saveWithRetry(
      () => (++calls < 3 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(ok())),
      [0, 0, 0],
    );
    expect(response.status).toBe(200);
    expect(calls).toBe(3);
  });

  it('does not send again after an answer, nor after a failure that is not the network', async () => {
    let calls = 0;
    await expect(
      saveWithRetry(() => {
        calls++;
        return Promise.reject(new Error('aborted'));
      }, [0, 0]),
    ).rejects.toThrow('aborted');
    expect(calls).toBe(1);
  });

  it('gives up when the delays run out', async () => {
    let calls = 0;
    await expect(
      saveWithRetry(() => {
        calls++;
        return Promise.reject(new TypeError('Failed to fetch'));
      }, [0]),
    ).rejects.toThrow(TypeError);
    expect(calls).toBe(2);
  });
});

describe('the app client with retried writes', () => {
  it('sends one Idempotency-Key with every attempt of a write, and none with a read', async () => {
    const keys: (string | null)[] = [];
    let failures = 1;
    const api = createApiClient(
      (_path, init) => {
        keys.push(new Headers(init.headers).get(IDEMPOTENCY_KEY_HEADER));
        if (init.method === 'POST' && failures-- > 0) return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(ok());
      },
      undefined,
      { retryWrites: true },
    );
    await api.setAppCouncil(1, 2);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    await api.me().catch(() => {});
    expect(keys[2]).toBeNull();
  });
});
