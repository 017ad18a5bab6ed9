import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { councilAdminContract, defined, documentsContract, staffAccessContract } from '@consent/domain';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { answerOf, refusalOf } from '../support/answer.js';
import { councilIds } from '../support/councils.js';
import { councilStaff } from '../support/council.js';
import { PNG_BYTES, uploadDocument } from '../support/documents.js';
import { completeApplication } from '../support/wizard.js';

let app: FastifyInstance;
let auckland: number;
let christchurch: number;
let admin: Client;
let officer: Client;
let applicant: Client;
let appId: number;
let documentId: number;

const logUrl = (councilId: number, query = '') => `/api/council/councils/${councilId}/access-log${query}`;
const search = async (query = '') => answerOf(await admin.get(logUrl(auckland, query)), staffAccessContract.search);

beforeAll(async () => {
  app = await createTestApp();
  const ids = await councilIds(app);
  auckland = defined(ids['Auckland Council'], 'Auckland');
  christchurch = defined(ids['Christchurch City Council'], 'Christchurch');
  admin = await councilStaff(app, auckland, 'admin');
  officer = await councilStaff(app, auckland, 'officer');
  applicant = await registerUser(app, 'applicant');
  appId = await createApplication(applicant, { type: 2, param: 'standard', role: 'owner', councilId: auckland });
  expect((await uploadDocument(applicant, appId, 1, 'site photo.png', PNG_BYTES)).statusCode).toBe(201);
  await completeApplication(applicant, appId);
  const listed = answerOf(await applicant.get(`/obca/attachment/${appId}`), documentsContract.list).documents;
  documentId = defined(listed[0], 'the uploaded document').id;
});
afterAll(() => app.close());

describe('the staff access log (issue 29.4)', () => {
  it('records who opened the application, read its answers and PDF and downloaded a document in the workspace', async () => {
    expect((await officer.get(`/api/council/applications/${appId}`)).statusCode).toBe(200);
    expect((await officer.get(`/api/council/applications/${appId}/answers`)).statusCode).toBe(200);
    expect((await officer.get(`/api/council/applications/${appId}/documents/${documentId}`)).statusCode).toBe(200);
    expect((await officer.get(`/api/council/applications/${appId}/summary.pdf`)).statusCode).toBe(200);

    const { entries, more } = await search(`?appId=${appId}`);
    expect(more).toBe(false);
    expect(entries.map(({ action, documentId: doc, via, by }) => ({ action, doc, via, by }))).toEqual([
      { action: 'pdf', doc: null, via: 'workspace', by: officer.email },
      { action: 'document', doc: documentId, via: 'workspace', by: officer.email },
      { action: 'answers', doc: null, via: 'workspace', by: officer.email },
      { action: 'opened', doc: null, via: 'workspace', by: officer.email },
    ]);
    expect(entries.every((e) => e.appId === appId && Date.now() - Date.parse(e.at) < 60_000)).toBe(true);
  });

  it('records an export through the pull API under the key’s name', async () => {
    const created = await admin.post(`/api/council/councils/${auckland}/api-keys`, { name: 'Nightly export' });
    const { key } = answerOf(created, councilAdminContract.createApiKey).apiKey;
    const exported = await app.inject({
      method: 'GET',
      url: `/api/council/v1/applications/${appId}/export`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(exported.statusCode).toBe(200);
    const [latest] = (await search(`?appId=${appId}`)).entries;
    expect(latest).toMatchObject({ action: 'export', via: 'pull API', by: 'Nightly export', appId });
  });

  it('logs nothing for a refused read, or for the applicant reading their own application', async () => {
    const before = (await search(`?appId=${appId}`)).entries.length;
    const stranger = await councilStaff(app, christchurch, 'officer');
    expect((await stranger.get(`/api/council/applications/${appId}`)).statusCode).toBe(404);
    expect((await applicant.get(`/api/applications/${appId}/documents/${documentId}`)).statusCode).toBe(200);
    expect((await search(`?appId=${appId}`)).entries).toHaveLength(before);
  });

  it('is searched by staff email and by New Zealand date, by the admin only', async () => {
    expect(
      (await search(`?staff=${encodeURIComponent(officer.email.slice(0, 12))}`)).entries.length,
    ).toBeGreaterThanOrEqual(4);
    expect((await search('?staff=nobody-at-all')).entries).toEqual([]);
    expect((await search('?to=2020-01-01')).entries).toEqual([]);
    expect((await search('?from=2020-01-01')).entries.length).toBeGreaterThanOrEqual(5);
    const refused = await admin.get(logUrl(auckland, '?from=yesterday'));
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).message).toContain('YYYY-MM-DD');
    expect((await officer.get(logUrl(auckland))).statusCode).toBe(403);
    expect((await admin.get(logUrl(christchurch))).statusCode).toBe(404);
  });

  it("does not show on the applicant's own timeline", async () => {
    const timeline = await applicant.get(`/api/applications/${appId}/lifecycle`);
    expect(timeline.statusCode).toBe(200);
    expect(timeline.body).not.toContain(officer.email);
    expect(timeline.body).not.toContain('Nightly export');
  });
});
