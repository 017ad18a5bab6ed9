import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { councilApiKeys } from '../../src/db/schema.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { PNG_BYTES, uploadDocument } from '../support/documents.js';
import { completeApplication } from '../support/wizard.js';
import { defined, councilAdminContract } from '@consent/domain';
import { answerOf, jsonOf, refusalOf } from '../support/answer.js';
import { exportedJsonSchema, openApiDocumentSchema, pulledListSchema } from '../support/pullApi.js';

let app: FastifyInstance;
let auckland: number;
let christchurch: number;
let admin: Client;
let applicant: Client;
let appIds: number[];
let key: string;

const keysUrl = (councilId = auckland) => `/api/council/councils/${councilId}/api-keys`;
const pull = (url: string, bearer = key) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bearer}` } });
const createKey = async (client: Client, councilId: number) =>
  answerOf(await client.post(keysUrl(councilId), { name: 'Consenting system' }), councilAdminContract.createApiKey)
    .apiKey;

beforeAll(async () => {
  app = await createTestApp();
  const ids = await councilIds(app);
  auckland = defined(ids['Auckland Council'], "ids['Auckland Council']");
  christchurch = defined(ids['Christchurch City Council'], "ids['Christchurch City Council']");
  admin = await councilStaff(app, auckland, 'admin');
  applicant = await registerUser(app, 'applicant');
  const withDocument = await createApplication(applicant, {
    type: 2,
    param: 'standard',
    role: 'owner',
    councilId: auckland,
  });
  const upload = await uploadDocument(applicant, withDocument, 1, 'site photo.png', PNG_BYTES);
  if (upload.statusCode !== 201) throw new Error(upload.body);
  await completeApplication(applicant, withDocument);
  appIds = [
    withDocument,
    await submittedApplication(applicant, auckland),
    await submittedApplication(applicant, auckland),
  ];
  // A draft is the applicant's alone: never listed.
  await createApplication(applicant, { type: 2, param: 'standard', role: 'owner', councilId: auckland });
  key = (await createKey(admin, auckland)).key;
});
afterAll(() => app.close());

describe("a council's API keys (issue 18.7)", () => {
  it('shows a new key once, keeps only its SHA-256 and prefix, and lists keys without it', async () => {
    const created = await admin.post(keysUrl(), { name: 'Nightly export' });
    expect(created.statusCode, created.body).toBe(201);
    const { apiKey } = answerOf(created, councilAdminContract.createApiKey);
    expect(apiKey.key).toMatch(/^cck_[A-Za-z0-9_-]{43}$/);
    expect(apiKey.key.startsWith(apiKey.prefix)).toBe(true);

    const { db } = await app.databaseReady;
    const [row] = await db.select().from(councilApiKeys).where(eq(councilApiKeys.id, apiKey.id));
    expect(row?.keyHash).toBe(createHash('sha256').update(apiKey.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(apiKey.key);

    const listed = answerOf(await admin.get(keysUrl()), councilAdminContract.apiKeys).keys;
    expect(JSON.stringify(listed)).not.toContain(apiKey.key);
    expect(listed).toContainEqual({
      id: apiKey.id,
      name: 'Nightly export',
      prefix: apiKey.prefix,
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
    });
  });

  it('notes when a key was last used, and refuses a revoked one', async () => {
    const { key: revoked, id } = await createKey(admin, auckland);
    expect((await pull('/api/council/v1/applications', revoked)).statusCode).toBe(200);
    expect(
      answerOf(await admin.get(keysUrl()), councilAdminContract.apiKeys).keys.find((k) => k.id === id)?.lastUsedAt,
    ).not.toBeNull();
    expect((await admin.request({ method: 'DELETE', url: `${keysUrl()}/${id}` })).statusCode).toBe(200);
    const refused = await pull('/api/council/v1/applications', revoked);
    expect(refused.statusCode).toBe(401);
    expect(refusalOf(refused).message).toBe('This API key is not valid: it is unknown or has been revoked.');
    expect((await admin.request({ method: 'DELETE', url: `${keysUrl()}/${id}` })).statusCode).toBe(404);
  });

  it("refuses an officer the council's keys", async () => {
    const officer = await councilStaff(app, auckland, 'officer');
    expect((await officer.get(keysUrl())).statusCode).toBe(403);
    expect((await officer.post(keysUrl(), { name: 'mine' })).statusCode).toBe(403);
  });
});

describe('the council pull API (issue 18.7)', () => {
  it('answers only a bearer key: no header, a session cookie or a made-up key get 401', async () => {
    const url = '/api/council/v1/applications';
    const none = await app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(refusalOf(none).message).toBe(
      'Send the council API key in the Authorization header: Authorization: Bearer <key>.',
    );
    expect((await admin.get(url)).statusCode).toBe(401);
    expect((await pull(url, 'cck_made-up')).statusCode).toBe(401);
  });

  it("lists the key's council's submitted applications by change time, a page at a time", async () => {
    const seen: number[] = [];
    let url = '/api/council/v1/applications?limit=1';
    for (let page = 0; page < 10; page++) {
      const response = await pull(url);
      expect(response.statusCode, response.body).toBe(200);
      const body = jsonOf(response, pulledListSchema);
      seen.push(...body.applications.map((a) => a.id));
      if (!body.nextCursor) break;
      url = `/api/council/v1/applications?limit=1&cursor=${body.nextCursor}`;
    }
    expect(seen).toEqual(appIds);
    const first = jsonOf(await pull('/api/council/v1/applications'), pulledListSchema).applications[0];
    expect(first).toMatchObject({
      id: appIds[0],
      status: 'submitted',
      applicant: { email: applicant.email },
      exportUrl: `/api/council/v1/applications/${appIds[0]}/export`,
    });
  });

  it('keeps those changed since a time, and filters by status', async () => {
    const all = jsonOf(await pull('/api/council/v1/applications'), pulledListSchema).applications;
    const since = jsonOf(
      await pull(
        `/api/council/v1/applications?since=${encodeURIComponent(defined(all[1], 'a second application').updatedAt)}`,
      ),
      pulledListSchema,
    ).applications;
    expect(since.map((a) => a.id)).toEqual(appIds.slice(1));

    const officer = await councilStaff(app, auckland, 'officer');
    expect(
      (await officer.post(`/api/council/applications/${appIds[0]}/accept`, { consentNumber: 'BC-PULL-1' })).statusCode,
    ).toBe(200);
    const accepted = jsonOf(await pull('/api/council/v1/applications?status=accepted'), pulledListSchema).applications;
    expect(accepted.map((a) => [a.id, a.consentNumber])).toEqual([[appIds[0], 'BC-PULL-1']]);
    // The acceptance changed it last: it now comes after the others.
    expect(jsonOf(await pull('/api/council/v1/applications'), pulledListSchema).applications.map((a) => a.id)).toEqual([
      appIds[1],
      appIds[2],
      appIds[0],
    ]);
  });

  it('refuses a cursor it did not give and a since that is not a time, with a 400', async () => {
    expect(refusalOf(await pull('/api/council/v1/applications?cursor=nonsense'))).toMatchObject({
      message: 'cursor: use the nextCursor of the previous page, unchanged.',
    });
    expect((await pull('/api/council/v1/applications?since=yesterday')).statusCode).toBe(400);
  });

  it('exports an application as a zip of its PDF, its documents and a JSON of its answers and events', async () => {
    const response = await pull(`/api/council/v1/applications/${appIds[0]}/export`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files);
    expect(
      Buffer.from(defined(files[`application-${appIds[0]}.pdf`], 'the PDF entry'))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const photo = defined(
      names.find((n) => n.startsWith('documents/') && n.endsWith('-site photo.png')),
      "names.find((n) => n.startsWith('documents/') && n.endsWith('-site photo.png'))",
    );
    expect(Buffer.from(defined(files[photo], 'the photo entry')).equals(PNG_BYTES)).toBe(true);
    const json = exportedJsonSchema.parse(
      JSON.parse(Buffer.from(defined(files[`application-${appIds[0]}.json`], 'the JSON entry')).toString('utf8')),
    );
    expect(json.application).toMatchObject({ id: appIds[0], councilId: auckland });
    expect(json.application).not.toHaveProperty('passcode');
    expect(json.sections.length).toBeGreaterThan(3);
    expect(json.events.map((e) => e.action)).toEqual(['submit', 'accept']);
    expect(json.documents.length).toBe(names.filter((n) => n.startsWith('documents/')).length);
  });

  it("answers another council's key 404 for this council's application, and never lists it", async () => {
    const christchurchKey = (await createKey(await councilStaff(app, christchurch, 'admin'), christchurch)).key;
    const response = await pull(`/api/council/v1/applications/${appIds[0]}/export`, christchurchKey);
    expect(response.statusCode).toBe(404);
    expect(refusalOf(response).message).toBe('No submitted application of your council has this id.');
    expect(jsonOf(await pull('/api/council/v1/applications', christchurchKey), pulledListSchema).applications).toEqual(
      [],
    );
  });

  it('is documented in the OpenAPI document with its own bearer security scheme', async () => {
    const spec = jsonOf(await app.inject({ method: 'GET', url: '/api/docs/json' }), openApiDocumentSchema);
    expect(spec.components.securitySchemes.councilApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of ['/api/council/v1/applications', '/api/council/v1/applications/{appId}/export']) {
      expect(spec.paths[path]?.get?.security).toEqual([{ councilApiKey: [] }]);
    }
  });
});
