import { applicationsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { answerOf, jsonOf } from '../support/answer.js';
import { injectMethod, openApiDocumentSchema } from '../support/openApi.js';

let app: FastifyInstance;
let client: Client;
let appId: number;
beforeAll(async () => {
  app = await createTestApp();
  client = await registerUser(app, 'fuzz');
  appId = await createApplication(client);
});
afterAll(() => app.close());

/** Bodies no route expects: every one must be answered 4xx (or 2xx where harmless), never 5xx. */
const hostileBodies: unknown[] = [
  null,
  [],
  'text',
  12,
  true,
  {},
  { action: 'new' },
  { action: 'new', data: null },
  { action: 'new', data: { type: 2, councilId: -1 } },
  { action: 'new', data: { type: 2, councilId: 1e30 } },
  { action: 'new', data: { type: 2, councilId: '1; drop table users' } },
  { action: 'new', data: { type: '2', param: { $ne: 1 }, councilId: 1 } },
  { action: 'edit', appId: 'NaN', data: {} },
  { action: 'edit', appId: 99999999999, data: {} },
  { action: 'validate', appId: 1.5 },
  { application_id: -1 },
  { application_id: '00000000001' },
  { appId: 1, councilId: 'x' },
  { appId: 1, step: 1e308 },
  { appId: 1, step: -0 },
  { __proto__: { admin: true }, appId: 1 },
  { email: 'a@b.co', password: 'x'.repeat(10_000), fullName: 'x' },
  { email: ['a@b.co'], password: 1 },
];

/** Every route the server describes in its OpenAPI document, with path parameters filled in. */
async function describedRoutes(): Promise<{ method: ReturnType<typeof injectMethod>; url: string }[]> {
  const spec = jsonOf(await app.inject({ method: 'GET', url: '/api/docs/json' }), openApiDocumentSchema);
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: injectMethod(method),
      url: path.replace(/\{[^}]+\}/g, String(appId)),
    })),
  );
}

describe('no input makes the server fail', () => {
  it('answers every hostile body on every POST and PUT route it describes without a 5xx', async () => {
    // Signing out (here or everywhere) would end the session the other routes are probed with.
    const signOuts = ['/api/auth/logout', '/api/profile/sign-out-everywhere'];
    const routes = (await describedRoutes()).filter(
      (r) => (r.method === 'POST' || r.method === 'PUT') && !signOuts.includes(r.url),
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const { method, url } of routes) {
      for (const body of hostileBodies) {
        const response = await client.request({
          method: method,
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${url} ${JSON.stringify(body)}: ${response.body}`).toBeLessThan(500);
      }
    }
  });

  it('answers every GET route it describes, with hostile path and query values, without a 5xx', async () => {
    const spec = jsonOf(await app.inject({ method: 'GET', url: '/api/docs/json' }), openApiDocumentSchema);
    const paths = Object.entries(spec.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path);
    for (const path of paths) {
      for (const value of ['0', '-1', 'abc', '99999999999', '%00', "1'--", String(appId)]) {
        const url = `${path.replace(/\{[^}]+\}/g, value)}?q=${encodeURIComponent(value)}&t=${value}&limit=${value}&page=${value}`;
        const response = await client.get(url);
        expect(response.statusCode, `GET ${url}: ${response.body}`).toBeLessThan(500);
      }
    }
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'a=1'],
    ['application/json', ''],
  ])('answers a %s body with a 4xx', async (contentType, payload) => {
    const response = await client.request({
      method: 'POST',
      url: '/access/app',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each([
    `/ajax/complete_application_form/abc`,
    `/ajax/complete_application_form/99999999999`,
    `/ajax/get_councils_configs/-1`,
    `/ajax/maps_config/%00`,
    `/obca/deposit_table/?t=abc`,
    `/obca/deposit_table/`,
  ])('answers GET %s with a 4xx', async (url) => {
    const response = await client.get(url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('still has the application unchanged after all of that', async () => {
    const data = answerOf(
      await client.post('/obca/application', { application_id: appId }),
      applicationsContract.application,
    );
    expect(data).toMatchObject({ id: appId, appCompleted: false, step: { step: 1, max_step: 1 } });
  });
});
