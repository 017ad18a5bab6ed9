import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerDevOnlyRoutes } from '../../src/http/devOnly.js';
import { readConfig } from '../../src/config.js';

/** The product has no development-only route yet; this is the switch any future one goes through. */
async function appWithADevRoute(production: boolean) {
  const app = Fastify();
  registerDevOnlyRoutes(app, production);
  await app.register(swagger, { openapi: { info: { title: 't', version: '1' } } });
  app.get('/api/dev/mail', { config: { devOnly: true } }, async () => ({ mail: [] }));
  app.get('/api/applications', async () => ({ applications: [] }));
  await app.ready();
  return app;
}

describe('H2: development-only routes', () => {
  it('are left out of the API description and answer 404 in production', async () => {
    const app = await appWithADevRoute(true);
    expect(Object.keys(app.swagger().paths ?? {})).toEqual(['/api/applications']);
    expect((await app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404);
    await app.close();
  });

  it('are described and answer in development', async () => {
    const app = await appWithADevRoute(false);
    expect(Object.keys(app.swagger().paths ?? {})).toContain('/api/dev/mail');
    expect((await app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(200);
    await app.close();
  });

  it('reads production from NODE_ENV', () => {
    expect(readConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(readConfig({}).production).toBe(false);
  });
});
