import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_USER_ELEMENT_ID } from '@consent/domain';
import { PASSWORD, createTestApp, sessionCookie, uniqueEmail } from '../support/app.js';

/** The name a person may give, written so that unescaped it would end the data block and run a script. */
const HOSTILE_NAME = 'Mere </script><script>alert(1)</script><!-- Tane';

let app: FastifyInstance;
let cookie: string;
beforeAll(async () => {
  app = await createTestApp();
  const email = uniqueEmail('inline-me');
  await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, fullName: HOSTILE_NAME },
  });
  cookie = sessionCookie(
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } }),
  );
});
afterAll(() => app.close());

const page = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/helix/newapp/1', headers });

/** The data block's text as the browser would read it: everything up to the first `</script`. */
function dataBlock(html: string): string | undefined {
  const open = `<script type="application/json" id="${SIGNED_IN_USER_ELEMENT_ID}">`;
  const at = html.indexOf(open);
  return at < 0 ? undefined : html.slice(at + open.length, html.indexOf('</script', at));
}

describe('index.html for a signed-in session', () => {
  it('carries what /api/auth/me answers, escaped so no name can end it, and is kept by no cache', async () => {
    const response = await page({ cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    const block = dataBlock(response.body);
    expect(JSON.parse(block ?? 'null')).toEqual(me.json());
    expect(block).not.toContain('<');
    expect(response.body).toContain('<div id="root">');
  });

  it('says no one is signed in, and is kept by no cache, without a session or with one that has ended', async () => {
    const signedOut: Record<string, string>[] = [{}, { cookie: 'sid=not-a-live-session' }];
    for (const headers of signedOut) {
      const response = await page(headers);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(dataBlock(response.body)).toBe('null');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('is not asked of an API path or a file', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { cookie } });
    expect(api.statusCode).toBe(404);
    expect(dataBlock(api.body)).toBeUndefined();
    const file = await app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { cookie } });
    expect(dataBlock(file.body)).toBeUndefined();
  });
});
