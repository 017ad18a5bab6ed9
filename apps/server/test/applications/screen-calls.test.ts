import {
  FORM_VERSION_HEADER,
  councilsContract,
  locationsContract,
  routeUrl,
  screensContract,
  staffAccessContract,
} from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { answerOf } from '../support/answer.js';
import { councilStaff, submittedApplication } from '../support/council.js';

/** Issue 33.2, ADR 0091: a screen's data in fewer calls, none waiting for another. */
let app: FastifyInstance;
let owner: Client;

beforeAll(async () => {
  app = await createTestApp();
  owner = await registerUser(app, 'owner');
});
afterAll(() => app.close());

const screenOf = async (client: Client, appId: number) =>
  answerOf(await client.get(routeUrl(screensContract.summary.path, { appId })), screensContract.summary).parts;

describe('GET /api/applications/:appId/summary-screen', () => {
  it("answers each part as the part's own route does, with a stored form's version", async () => {
    const appId = await submittedApplication(owner, 1);
    const parts = await screenOf(owner, appId);
    expect(Object.keys(parts)).toEqual(
      expect.arrayContaining([
        '/api/applications/:appId/lifecycle',
        '/obca/ajaxform/owner/:appId',
        '/obca/ajaxform/building/:appId',
        '/obca/attachment/:appId',
        '/api/applications/:appId/invoices',
        '/api/applications/:appId/statutory-documents',
      ]),
    );
    for (const [path, part] of Object.entries(parts)) {
      const own = await owner.get(routeUrl(path, { appId }));
      expect(part?.answer, path).toEqual(JSON.parse(own.body));
      const version = own.headers[FORM_VERSION_HEADER];
      expect(part?.version, path).toEqual(version === undefined ? undefined : Number(version));
    }
  });

  it("leaves out a draft's invoices and the agent's form for an owner", async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', role: 'owner', councilId: 2 });
    const paths = Object.keys(await screenOf(owner, appId));
    expect(paths).toContain('/api/applications/:appId/fee-estimate');
    expect(paths).not.toContain('/api/applications/:appId/invoices');
    expect(paths).not.toContain('/obca/ajaxform/agent/:appId');
  });

  it("answers another applicant and the council's staff 404", async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', role: 'owner', councilId: 3 });
    const url = routeUrl(screensContract.summary.path, { appId });
    expect((await (await registerUser(app, 'stranger')).get(url)).statusCode).toBe(404);
    expect((await (await councilStaff(app, 1)).get(url)).statusCode).toBe(404);
  });
});

describe('GET /api/applications/:appId/maps-config', () => {
  it("answers the application's council's map configuration, to its applicant only", async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', role: 'owner', councilId: 4 });
    const url = routeUrl(locationsContract.applicationMapConfig.path, { appId });
    expect(answerOf(await owner.get(url), locationsContract.applicationMapConfig)).toEqual(
      answerOf(await owner.get('/ajax/maps_config/4'), councilsContract.mapConfig),
    );
    expect((await (await registerUser(app, 'stranger')).get(url)).statusCode).toBe(404);
  });
});

describe('GET /api/council/applications/:appId/screen', () => {
  it("answers each part as its own route does, logs both staff reads, and answers another council's staff 404", async () => {
    const appId = await submittedApplication(owner, 5);
    const admin = await councilStaff(app, 5, 'admin');
    const url = routeUrl(screensContract.councilApplication.path, { appId });
    const parts = answerOf(await admin.get(url), screensContract.councilApplication).parts;
    expect(Object.keys(parts)).toHaveLength(5);
    for (const [path, part] of Object.entries(parts))
      expect(part?.answer, path).toEqual(JSON.parse((await admin.get(routeUrl(path, { appId }))).body));
    const log = answerOf(
      await admin.get(`/api/council/councils/5/access-log?appId=${appId}`),
      staffAccessContract.search,
    ).entries.map((entry) => entry.action);
    // Its own reads above logged one each; the one call logged both.
    expect(log.filter((action) => action === 'opened')).toHaveLength(2);
    expect(log.filter((action) => action === 'answers')).toHaveLength(2);
    expect((await (await councilStaff(app, 6)).get(url)).statusCode).toBe(404);
    // An applicant is refused as the application's own council route refuses them.
    const own = await owner.get(`/api/council/applications/${appId}`);
    expect(own.statusCode).toBeGreaterThanOrEqual(400);
    expect((await owner.get(url)).body).toBe(own.body);
  });
});
