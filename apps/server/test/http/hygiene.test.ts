import { applicationsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { answerOf, detailsOf, jsonOf, refusalOf } from '../support/answer.js';
import { healthSchema, openApiDocumentSchema, openApiJsonBodySchema } from '../support/openApi.js';

let app: FastifyInstance;
let client: Client;
beforeAll(async () => {
  app = await createTestApp();
  client = await registerUser(app, 'hygiene');
});
afterAll(() => app.close());

describe('request hygiene', () => {
  it('answers 400 to malformed JSON', async () => {
    const response = await client.request({
      method: 'POST',
      url: '/access/app',
      payload: '{"action": "new", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toMatchObject({ result: 'error', message: 'The request body is not valid JSON.' });
  });

  it('answers 413 to a JSON body over 1 MB', async () => {
    const response = await client.post('/access/app', {
      action: 'new',
      data: { firstContact: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(refusalOf(response).result).toBe('error');
  });

  it('answers 400 with a clear message to unknown fields', async () => {
    const response = await client.post('/obca/set_application_step', { appId: 1, step: 3, extra: true });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toMatchObject({ result: 'invalid' });
    expect(refusalOf(response).message).toMatch(/extra/);
  });

  it('answers 400 with a clear message to wrong types', async () => {
    const response = await client.post('/obca/set_application_step', { appId: 'one', step: 3 });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toMatch(/^body\.appId: /);
    expect(detailsOf(response)[0]).toEqual({ field: 'appId', message: expect.any(String) });
  });

  it('refuses a write whose Origin is another site with 403, and changes nothing', async () => {
    const appId = await createApplication(client);
    const response = await client.request({
      method: 'POST',
      url: '/obca/set_app_council',
      payload: { appId, councilId: 2 },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const data = await client.post('/obca/application', { application_id: appId });
    expect(answerOf(data, applicationsContract.application).council_id).toBe(1);
  });

  it('refuses the completion when a browser says it came from another site', async () => {
    const appId = await createApplication(client, { type: 6, param: 'standard', councilId: 1 });
    const response = await client.request({
      method: 'POST',
      url: `/ajax/complete_application_form/${appId}`,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .appCompleted,
    ).toBe(false);
  });

  it('accepts a write from its own origin', async () => {
    const appId = await createApplication(client, { type: 5, param: 'standard', councilId: 1 });
    const response = await client.request({
      method: 'POST',
      url: '/obca/set_app_council',
      payload: { appId, councilId: 2 },
      headers: { origin: 'http://localhost', host: 'localhost:80' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('sends security headers: nosniff, frame-ancestors none, a CSP without inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('the SPA and unknown paths', () => {
  it.each([
    '/',
    '/signin',
    '/helix/newapp/12?task=jump&step=3',
    '/helix/app/obca/12/482913?opt=resume',
    '/helix/fastTrackApplication/12',
    '/helix/floodAffectedBuildings/12',
  ])('serves the app HTML at %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('consent test shell</div>');
  });

  it('serves built assets with a long cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends a built asset the security headers a script obeys, not those of a document, and no validator', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
  });

  it.each(['/api/nothing', '/obca/nothing', '/ajax/nothing/1', '/access/nothing', '/assets/missing.js'])(
    'answers JSON 404 at %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(refusalOf(response).result).toBe('error');
    },
  );

  it('answers JSON 404 to an unknown POST', async () => {
    const response = await app.inject({ method: 'POST', url: '/helix/nothing', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(refusalOf(response).result).toBe('error');
  });
});

describe('health and API description', () => {
  it('answers /healthz with 200 once the database is ready', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(jsonOf(response, healthSchema).status).toBe('ok');
  });

  it('serves the OpenAPI description generated from the route schemas at /api/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = jsonOf(json, openApiDocumentSchema);
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/access/app', '/obca/application', '/api/auth/register', '/ajax/get_councils']),
    );
    expect(
      openApiJsonBodySchema.parse(spec.paths['/api/auth/register']?.post).requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('password');
  });
});
