import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationsContract, councilsContract } from '@consent/domain';
import { buildApp } from '../../src/app.js';
import { defaultConfig } from '../../src/config.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { openTestDatabase } from '../support/database.js';
import { OWN_ORIGIN, registerUser, type Client } from '../support/app.js';
import { answerOf, refusalOf } from '../support/answer.js';

/**
 * Councils are kept in each server instance's memory (ADR 0040). Two instances share one
 * database here, each with its own copy, as processes behind a load balancer do: a change made in the database
 * must be answered by the next request to either, signed in or not. On a PostgreSQL server each instance has its
 * own connection pool.
 */
let database: Database;
let second: Database;
let a: FastifyInstance;
let b: FastifyInstance;

async function instance(opened: Database): Promise<FastifyInstance> {
  const app = await buildApp(
    { ...defaultConfig, dataDir: null, logLevel: 'silent' },
    // Each instance closes only its own pool; the test closes the database.
    { openDatabase: async () => ({ ...opened, close: async () => {} }) },
  );
  await app.ready();
  await app.databaseReady;
  // As createTestApp's: every request says it comes from the site itself, as a browser's write does.
  const inject = app.inject.bind(app);
  app.inject = ((options: InjectOptions) =>
    inject({ ...options, headers: { origin: OWN_ORIGIN, ...options.headers } })) as typeof app.inject;
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
  second =
    database.driver.kind === 'postgres'
      ? await openDatabase({ databaseUrl: String(database.driver.pool.options.connectionString), dataDir: null })
      : database;
  [a, b] = [await instance(database), await instance(second)];
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  if (second !== database) await second.close();
  await database.close();
});

const COUNCIL = 1;
const setConfig = (changes: Record<string, unknown>) =>
  database.db.execute(
    sql`update councils set config = config || ${JSON.stringify(changes)}::jsonb where id = ${COUNCIL}`,
  );
/** The same signed-in user, sending to another instance. */
const on = (app: FastifyInstance, client: Client): Client => ({
  ...client,
  request: (options) => app.inject({ ...options, headers: { ...options.headers, cookie: client.cookie } }),
  post: (url, payload) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      headers: { cookie: client.cookie },
    }),
  get: (url) => app.inject({ method: 'GET', url, headers: { cookie: client.cookie } }),
});
const publicConfigs = async (app: FastifyInstance) =>
  answerOf(await app.inject({ method: 'GET', url: `/ajax/get_councils_configs/${COUNCIL}` }), councilsContract.configs)
    .configs;

describe("a council's configuration kept in each instance's memory", () => {
  it('is answered changed by the next request to either instance, signed in or not', async () => {
    const onA = await registerUser(a, 'cache');
    const onB = on(b, onA);
    const created = await onA.post('/access/app', {
      action: 'new',
      data: { type: 2, param: 'standard', role: 'owner', councilId: COUNCIL },
    });
    expect(created.statusCode, created.body).toBe(201);
    const appId = answerOf(created, applicationsContract.accessApp).appId;
    const read = async (client: Client) =>
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .config;

    // Both instances have read the council, so both hold a copy.
    expect((await read(onA)).MinorVariationURL).not.toBe('https://example.govt.nz/changed');
    expect((await read(onB)).MinorVariationURL).not.toBe('https://example.govt.nz/changed');
    await publicConfigs(a);
    await publicConfigs(b);

    await setConfig({ MinorVariationURL: 'https://example.govt.nz/changed' });
    expect((await read(onB)).MinorVariationURL).toBe('https://example.govt.nz/changed');
    expect((await read(onA)).MinorVariationURL).toBe('https://example.govt.nz/changed');
    expect((await publicConfigs(b)).MinorVariationURL).toBe('https://example.govt.nz/changed');
    expect((await publicConfigs(a)).MinorVariationURL).toBe('https://example.govt.nz/changed');
  });

  it("refuses a new application with the council's own message as soon as it stops taking them, and takes them again after", async () => {
    const onA = await registerUser(a, 'cache-closed');
    const onB = on(b, onA);
    const start = (client: Client) =>
      client.post('/access/app', { action: 'new', data: { type: 1, param: 'standard', councilId: COUNCIL } });
    await publicConfigs(b);

    await setConfig({ disable_apps: true, disable_apps_message: 'Applications are closed until Monday.' });
    const refused = await start(onB);
    expect(refused.statusCode).toBe(409);
    expect(refusalOf(refused).message).toBe('Applications are closed until Monday.');

    await setConfig({ disable_apps: false });
    expect((await start(onA)).statusCode).toBe(201);
    expect((await publicConfigs(b)).disable_apps).toBe(false);
  });
});
