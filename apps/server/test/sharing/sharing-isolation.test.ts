import { applicationsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { registeredRoutes } from '../support/routes.js';
import { collaborator } from '../support/sharing.js';
import { answerOf, refusalOf } from '../support/answer.js';

/**
 * Issue 19.6, Done when: with sharing, the hidden-route guarantees still hold. Every route that names an
 * application in its path is tried by a stranger (404, or a 400 for a body refused before any lookup: never
 * a success, never a 403 that would confirm the application exists), by a viewer (no write succeeds) and by an
 * editor (nothing only the owner may do succeeds). The spec's calls that take the id in the body are listed.
 */
let app: FastifyInstance;
let owner: Client;
let appId: number;
let routes: { method: string; url: string }[];

beforeAll(async () => {
  app = await createTestApp();
  owner = await registerUser(app, 'owner');
  appId = await createApplication(owner);
  routes = registeredRoutes(app).filter(
    (r) => r.url.includes(':appId') && r.method !== 'HEAD' && !r.url.startsWith('/api/council/'),
  );
});
afterAll(() => app.close());

/** Every other id in the path is 1; the body is what most of the routes' forms accept, so many reach their access check. */
const pathRequests = () =>
  routes.map(({ method, url }) => ({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: url.replace(':appId', String(appId)).replace(/:\w+/g, '1'),
    payload:
      method === 'GET' || method === 'DELETE'
        ? undefined
        : { appId, data: {}, step: 4, email: 'someone@example.co.nz', role: 'viewer' },
  }));

/** The spec's calls that carry the application's id in the body (point 7). */
const bodyRequests = () => [
  { method: 'POST' as const, url: '/obca/application', payload: { application_id: appId } },
  { method: 'POST' as const, url: '/access/app', payload: { action: 'validate', appId } },
  { method: 'POST' as const, url: '/access/app', payload: { action: 'edit', appId, data: { role: 'agent' } } },
  { method: 'POST' as const, url: '/obca/set_app_council', payload: { appId, councilId: 2 } },
  { method: 'POST' as const, url: '/obca/set_application_step', payload: { appId, step: 11 } },
  { method: 'POST' as const, url: '/ajax/set_pimmatters', payload: { app_id: appId, pim_classes: [1], notes: '' } },
  // A well-formed withdrawal: the form-shaped body above is refused by the route's schema before its access check.
  { method: 'POST' as const, url: `/api/applications/${appId}/withdraw`, payload: {} },
];

const VIEWER_REFUSED = 'You can view this application but not change it. Ask its owner to make you an editor.';
const OWNER_ONLY =
  'Only the person who started this application can submit or withdraw it, or change who has access to it.';

describe('every application route with sharing (issue 19.6)', () => {
  it("finds the application routes, sharing's among them", () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/applications/:appId/people',
        'POST /api/applications/:appId/invitations',
        'DELETE /api/applications/:appId/collaborators/:userId',
      ]),
    );
  });

  it('answers a stranger 404 on every route (or 400 for a body refused before any lookup), telling nothing', async () => {
    const stranger = await registerUser(app, 'stranger');
    let notFound = 0;
    for (const request of [...pathRequests(), ...bodyRequests()]) {
      const response = await stranger.request(request);
      expect([400, 404, 405], `${request.method} ${request.url} ${response.body}`).toContain(response.statusCode);
      expect(response.body).not.toContain(owner.email);
      if (response.statusCode === 404) notFound++;
    }
    expect(notFound).toBeGreaterThan(routes.length / 2);
  });

  it('lets a viewer read on every route, and every route that would change it refuses them (403 saying why), changing nothing', async () => {
    const viewer = await collaborator(app, owner, appId, 'viewer');
    const before = answerOf(
      await owner.post('/obca/application', { application_id: appId }),
      applicationsContract.application,
    );
    let refused = 0;
    for (const request of [...pathRequests(), ...bodyRequests()]) {
      const response = await viewer.request(request);
      const what = `${request.method} ${request.url} ${response.body}`;
      expect(response.statusCode, what).toBeLessThan(500);
      if (request.method === 'GET') expect(response.statusCode, what).not.toBe(403);
      if (response.statusCode === 403) {
        expect([VIEWER_REFUSED, OWNER_ONLY], what).toContain(refusalOf(response).message);
        refused++;
      }
    }
    expect(refused).toBeGreaterThanOrEqual(10);
    expect(
      answerOf(await owner.post('/obca/application', { application_id: appId }), applicationsContract.application),
    ).toEqual(before);
    expect((await viewer.post('/obca/application', { application_id: appId })).statusCode).toBe(200);
  });

  it('refuses an editor what only the owner may do on every route: submit, withdraw, invite, remove', async () => {
    const editor = await collaborator(app, owner, appId, 'editor');
    const bodies: [RegExp, unknown][] = [
      [/complete_application_form/, { accepted: true, signedName: 'Editor' }],
      [/withdraw/, {}],
      [/invitations$/, { email: 'someone@example.co.nz', role: 'viewer' }],
      [/invitations\/|collaborators/, undefined],
    ];
    const ownerOnly = pathRequests().flatMap((r) => {
      const body = bodies.find(([pattern]) => pattern.test(r.url));
      return r.method !== 'GET' && body ? [{ ...r, payload: body[1] as never }] : [];
    });
    expect(ownerOnly.length).toBeGreaterThanOrEqual(5);
    for (const request of ownerOnly) {
      const response = await editor.request(request);
      expect(response.statusCode, `${request.method} ${request.url} ${response.body}`).toBe(403);
      expect(refusalOf(response).message).toBe(OWNER_ONLY);
    }
  });
});
