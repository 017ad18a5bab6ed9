import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documents } from '../../src/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { registeredRoutes } from '../support/routes.js';
import {
  defined,
  councilAdminContract,
  councilWorkspaceContract,
  lifecycleContract,
  STAFF_PAYMENT_METHODS,
} from '@consent/domain';
import { answerOf, refusalOf, jsonOf } from '../support/answer.js';
import { pulledListSchema } from '../support/pullApi.js';

let app: FastifyInstance;
let applicant: Client;
let appId: number;
let documentId: number;
let auckland: number;
let councilRoutes: { method: string; url: string }[];
let aucklandAdmin: Client;
let aucklandMemberId: number;

beforeAll(async () => {
  app = await createTestApp();
  const councils = await councilIds(app);
  auckland = defined(councils['Auckland Council'], "councils['Auckland Council']");
  applicant = await registerUser(app, 'applicant');
  appId = await submittedApplication(applicant, auckland);
  const { db } = await app.databaseReady;
  const [document] = await db.select({ id: documents.id }).from(documents).where(eq(documents.applicationId, appId));
  documentId = defined(document, "the submitted application's document").id;
  // The pull API (/api/council/v1/) answers API keys, not sessions: its own test is below.
  councilRoutes = registeredRoutes(app).filter(
    (r) => r.url.startsWith('/api/council/') && !r.url.startsWith(PULL_API) && r.method !== 'HEAD',
  );
  aucklandAdmin = await councilStaff(app, auckland, 'admin');
  aucklandMemberId = defined(
    answerOf(await aucklandAdmin.get(`/api/council/councils/${auckland}/members`), councilAdminContract.members)
      .members[0],
    'an Auckland member',
  ).userId;
});
afterAll(() => app.close());

const PULL_API = '/api/council/v1/';

/** A body each write would accept, so that only the access check can refuse it. */
function bodyFor(method: string, url: string) {
  if (method === 'GET' || method === 'DELETE') return undefined;
  if (url.endsWith('/invitations')) return { email: 'someone@example.co.nz', role: 'admin' };
  if (url.endsWith('/api-keys')) return { name: 'Stolen key' };
  if (url.endsWith('/members/:userId')) return { role: 'officer' };
  if (url.endsWith('/inspection-types')) return { name: 'Stolen inspection', morningSlots: 1, afternoonSlots: 1 };
  if (url.endsWith('/inspection-types/:typeId')) return { name: 'Stolen inspection' };
  if (url.includes('/inspection-areas')) return { name: 'Stolen area', localities: [], capacities: [] };
  if (url.endsWith('/payments')) {
    return { amountCents: 1_000, paidOn: '2026-11-27', method: STAFF_PAYMENT_METHODS[0], reference: 'Stolen' };
  }
  if (url.endsWith('/credit-notes')) return { amountCents: 1_000, reason: 'Stolen' };
  if (url.endsWith('/fee-schedules')) {
    return {
      effectiveFrom: '2027-07-01',
      fixedFees: [{ kind: 'pim', amountCents: 40_000 }],
      valueBands: [{ fromCents: 0, toCents: null, amountCents: 90_000 }],
      hourlyRateCents: 21_000,
      inspectionFeeCents: 23_000,
      lodgementDepositCents: 60_000,
      gstNumber: '111-222-333',
      bankAccount: '02-0500-0123456-000',
    };
  }
  if (url.endsWith('/result')) return { outcome: 'passed' };
  if (url.endsWith('/money-settings')) return { clockAfterDeposit: true, releaseOnPayment: false, paymentTermsDays: 5 };
  return { consentNumber: 'X-1', items: [{ item: 'a', reason: 'b' }], reasons: ['c'] };
}

/** Each council route, aimed at Auckland's application (or Auckland's own queue, members, keys), with a body it would accept. */
const requests = () =>
  councilRoutes.map(({ method, url }) => ({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: url
      .replace(':appId', String(appId))
      .replace(':councilId', String(auckland))
      .replace(':userId', String(aucklandMemberId))
      .replace(':documentId', String(documentId))
      .replace(':photoId', '00000000-0000-4000-8000-000000000000')
      .replace(/:(invitationId|keyId|invoiceId|typeId|bookingId|areaId)/, '1'),
    payload: bodyFor(method, url),
  }));

/** What the refused requests could have changed on Auckland's side. */
const aucklandState = async () => ({
  members: answerOf(await aucklandAdmin.get(`/api/council/councils/${auckland}/members`), councilAdminContract.members),
  keys: answerOf(await aucklandAdmin.get(`/api/council/councils/${auckland}/api-keys`), councilAdminContract.apiKeys),
  events: answerOf(await aucklandAdmin.get(`/api/council/councils/${auckland}/events`), councilAdminContract.events),
});

describe("the council routes' one access check (issue 18.1)", () => {
  it("finds every council route: the queue, the application, its answers, documents, PDF, decision upload and five actions, and the admin's routes", () => {
    const base = '/api/council/applications/:appId';
    const council = '/api/council/councils/:councilId';
    expect(councilRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `GET ${council}/applications`,
        `GET ${base}`,
        `GET ${base}/answers`,
        `GET ${base}/documents/:documentId`,
        `GET ${base}/summary.pdf`,
        `POST ${base}/decision-document`,
        ...['accept', 'return', 'request-information', 'grant', 'refuse'].map((action) => `POST ${base}/${action}`),
        `GET ${council}/members`,
        `PUT ${council}/members/:userId`,
        `DELETE ${council}/members/:userId`,
        `POST ${council}/invitations`,
        `DELETE ${council}/invitations/:invitationId`,
        `GET ${council}/events`,
        `GET ${council}/multiproof-permissions`,
        `PUT ${council}/multiproof-permissions/:userId`,
        `DELETE ${council}/multiproof-permissions/:userId`,
        `GET ${council}/api-keys`,
        `POST ${council}/api-keys`,
        `DELETE ${council}/api-keys/:keyId`,
      ]),
    );
  });

  it('answers an officer or admin of another council 404 on every council route, changing nothing', async () => {
    const christchurch = defined((await councilIds(app))['Christchurch City Council'], 'Christchurch');
    const before = await aucklandState();
    for (const role of ['officer', 'admin'] as const) {
      const outsider = await councilStaff(app, christchurch, role);
      for (const request of requests()) {
        const response = await outsider.request(request);
        expect(response.statusCode, `${role} ${request.method} ${request.url}`).toBe(404);
        expect(refusalOf(response).message).toMatch(
          /^(No submitted application of your council has this id|You are not a member of this council)\.$/,
        );
      }
    }
    const lifecycle = answerOf(await applicant.get(`/api/applications/${appId}/lifecycle`), lifecycleContract.view);
    expect(lifecycle.status).toBe('submitted');
    expect(await aucklandState()).toEqual(before);
  });

  it('answers an officer of the council 403 on every admin route, changing nothing', async () => {
    const officer = await councilStaff(app, auckland, 'officer');
    const before = await aucklandState();
    const adminRoutes = requests().filter((r) =>
      /\/councils\/\d+\/(members|invitations|events|multiproof-permissions|api-keys)/.test(r.url),
    );
    expect(adminRoutes).toHaveLength(12);
    for (const request of adminRoutes) {
      const response = await officer.request(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(refusalOf(response).message).toBe(
        'Only an admin of this council can manage its members, API keys and multiproof permissions.',
      );
    }
    expect(await aucklandState()).toEqual(before);
  });

  it('answers the applicant, even of this very application, 403 on every council route', async () => {
    expect(requests().length).toBeGreaterThanOrEqual(19);
    for (const request of requests()) {
      const response = await applicant.request(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(refusalOf(response).message).toBe(
        'The council workspace is for council staff: your account is not a member of any council.',
      );
    }
    expect(answerOf(await applicant.get(`/api/applications/${appId}/lifecycle`), lifecycleContract.view).status).toBe(
      'submitted',
    );
  });

  it('answers someone signed out 401 on every council route', async () => {
    for (const request of requests()) expect((await app.inject(request)).statusCode, request.url).toBe(401);
  });

  it("lets an officer of the application's council through the same check", async () => {
    const officer = await councilStaff(app, auckland, 'officer');
    expect((await officer.get(`/api/council/applications/${appId}`)).statusCode).toBe(200);
    expect(
      answerOf(await officer.get(`/api/council/councils/${auckland}/applications`), councilWorkspaceContract.queue)
        .total,
    ).toBe(1);
  });
});

describe("the pull API's one access check: the council of its bearer key (issue 18.7)", () => {
  it("answers a session cookie 401, and another council's key as if Auckland's application did not exist", async () => {
    const pullRoutes = registeredRoutes(app).filter((r) => r.url.startsWith(PULL_API) && r.method === 'GET');
    expect(pullRoutes.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/council/v1/applications', '/api/council/v1/applications/:appId/export']),
    );
    const christchurch = defined((await councilIds(app))['Christchurch City Council'], 'Christchurch');
    const christchurchAdmin = await councilStaff(app, christchurch, 'admin');
    const { key } = answerOf(
      await christchurchAdmin.post(`/api/council/councils/${christchurch}/api-keys`, { name: 'Christchurch system' }),
      councilAdminContract.createApiKey,
    ).apiKey;
    for (const { url } of pullRoutes) {
      const target = url.replace(':appId', String(appId));
      expect((await aucklandAdmin.get(target)).statusCode, target).toBe(401);
      const response = await app.inject({ method: 'GET', url: target, headers: { authorization: `Bearer ${key}` } });
      if (url.includes(':appId')) expect(response.statusCode, target).toBe(404);
      else expect(jsonOf(response, pulledListSchema).applications).toEqual([]);
    }
  });
});
