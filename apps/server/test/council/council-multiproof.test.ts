import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { councilEvents, users } from '../../src/db/schema.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff } from '../support/council.js';
import { defined, authContract, councilAdminContract } from '@consent/domain';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let auckland: number;
let admin: Client;
let applicant: Client;
let applicantId: number;

beforeAll(async () => {
  app = await createTestApp();
  auckland = defined((await councilIds(app))['Auckland Council'], "(await councilIds(app))['Auckland Council']");
  admin = await councilStaff(app, auckland, 'admin');
  applicant = await registerUser(app, 'multiproof');
  const { db } = await app.databaseReady;
  applicantId = defined(
    (await db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email)))[0],
    'the applicant user',
  ).id;
});
afterAll(() => app.close());

const permission = (userId = applicantId) => `/api/council/councils/${auckland}/multiproof-permissions/${userId}`;
const startMultiproof = () =>
  applicant.post('/access/app', {
    action: 'new',
    data: { type: 2, param: 'multiproof', role: 'owner', councilId: auckland },
  });

describe('the multiproof permission, granted and revoked by a council admin (issue 18.6)', () => {
  it('lists who asked for the function, with their reason', async () => {
    expect(
      (await applicant.post('/api/multiproof/request', { reason: 'We build the same house design often.' })).statusCode,
    ).toBe(201);
    const list = await admin.get(`/api/council/councils/${auckland}/multiproof-permissions`);
    expect(list.statusCode, list.body).toBe(200);
    expect(answerOf(list, councilAdminContract.multiproofCandidates).users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: applicantId,
          email: applicant.email,
          permission: 'no',
          reason: 'We build the same house design often.',
        }),
      ]),
    );
  });

  it('grants the permission, so the user can start a multiproof application, and revokes it again, each change a council event', async () => {
    expect((await startMultiproof()).statusCode).toBe(403);
    const granted = await admin.request({ method: 'PUT', url: permission() });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(answerOf(granted, councilAdminContract.grantMultiproof).multiproofPermission).toBe('yes');
    expect(answerOf(await applicant.get('/api/auth/me'), authContract.me).multiproofPermission).toBe('yes');
    expect((await startMultiproof()).statusCode).toBe(201);

    // Granting again changes nothing and records nothing.
    expect((await admin.request({ method: 'PUT', url: permission() })).statusCode).toBe(200);
    expect(
      answerOf(await admin.request({ method: 'DELETE', url: permission() }), councilAdminContract.revokeMultiproof)
        .multiproofPermission,
    ).toBe('no');
    expect((await startMultiproof()).statusCode).toBe(403);

    const { db } = await app.databaseReady;
    const events = await db.select().from(councilEvents).where(eq(councilEvents.subjectUserId, applicantId));
    expect(events.map((e) => [e.action, e.councilId])).toEqual([
      ['multiproof-granted', auckland],
      ['multiproof-revoked', auckland],
    ]);
    await expect(db.delete(councilEvents).where(eq(councilEvents.subjectUserId, applicantId))).rejects.toThrow();
  });

  it('refuses an officer, and answers 404 for a user who does not exist', async () => {
    const officer = await councilStaff(app, auckland, 'officer');
    expect((await officer.request({ method: 'PUT', url: permission() })).statusCode).toBe(403);
    const missing = await admin.request({ method: 'PUT', url: permission(2_000_000_000) });
    expect(missing.statusCode).toBe(404);
    expect(refusalOf(missing).message).toBe('No account has this id.');
    expect(answerOf(await applicant.get('/api/auth/me'), authContract.me).multiproofPermission).toBe('no');
  });
});
