import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents } from '../src/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type Client } from './support/app.js';
import { councilIds } from './support/councils.js';
import { councilStaff, submittedApplication } from './support/council.js';
import { registeredRoutes } from './support/routes.js';

let app: FastifyInstance;
let applicant: Client;
let appId: number;
let documentId: number;
let auckland: number;
let councilRoutes: { method: string; url: string }[];

beforeAll(async () => {
  app = await createTestApp();
  const councils = await councilIds(app);
  auckland = councils['Auckland Council']!;
  applicant = await registerUser(app, 'applicant');
  appId = await submittedApplication(applicant, auckland);
  const { db } = await app.databaseReady;
  [{ id: documentId }] = await db.select({ id: documents.id }).from(documents).where(eq(documents.applicationId, appId));
  councilRoutes = registeredRoutes(app).filter((r) => r.url.startsWith('/api/council/') && r.method !== 'HEAD');
});
afterAll(() => app.close());

/** Each council route, aimed at Auckland's application (or Auckland's own queue), with a body the action would accept. */
const requests = () =>
  councilRoutes.map(({ method, url }) => ({
    method: method as 'GET' | 'POST',
    url: url.replace(':appId', String(appId)).replace(':councilId', String(auckland)).replace(':documentId', String(documentId)),
    payload: method === 'GET' ? undefined : { consentNumber: 'X-1', items: [{ item: 'a', reason: 'b' }], reasons: ['c'] },
  }));

describe('the council routes\' one access check (issue 18.1)', () => {
  it('finds every council route: the queue, the application, its answers, documents, PDF, decision upload and its five actions', () => {
    const base = '/api/council/applications/:appId';
    expect(councilRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/council/councils/:councilId/applications',
        `GET ${base}`,
        `GET ${base}/answers`,
        `GET ${base}/documents/:documentId`,
        `GET ${base}/summary.pdf`,
        `POST ${base}/decision-document`,
        ...['accept', 'return', 'request-information', 'grant', 'refuse'].map((action) => `POST ${base}/${action}`),
      ]),
    );
  });

  it('answers an officer of another council 404 on every council route, changing nothing', async () => {
    const christchurchOfficer = await councilStaff(app, (await councilIds(app))['Christchurch City Council']!, 'officer');
    for (const request of requests()) {
      const response = await christchurchOfficer.request(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json().message).toMatch(/^(No submitted application of your council has this id|You are not a member of this council)\.$/);
    }
    const lifecycle = (await applicant.get(`/api/applications/${appId}/lifecycle`)).json();
    expect(lifecycle.status).toBe('submitted');
  });

  it('answers the applicant, even of this very application, 403 on every council route', async () => {
    for (const request of requests()) {
      const response = await applicant.request(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json().message).toBe('The council workspace is for council staff: your account is not a member of any council.');
    }
    expect((await applicant.get(`/api/applications/${appId}/lifecycle`)).json().status).toBe('submitted');
  });

  it('answers someone signed out 401 on every council route', async () => {
    for (const request of requests()) expect((await app.inject(request)).statusCode, request.url).toBe(401);
  });

  it('lets an officer of the application\'s council through the same check', async () => {
    const officer = await councilStaff(app, auckland, 'officer');
    expect((await officer.get(`/api/council/applications/${appId}`)).statusCode).toBe(200);
    expect((await officer.get(`/api/council/councils/${auckland}/applications`)).json().total).toBe(1);
  });
});
