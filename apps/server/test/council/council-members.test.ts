import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { councilEvents, councilInvitations } from '../../src/db/schema.js';
import {
  PASSWORD,
  clientFor,
  createTestApp,
  mailedLink,
  registerUser,
  sessionCookie,
  uniqueEmail,
  type Client,
} from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff } from '../support/council.js';
import { defined, councilAdminContract } from '@consent/domain';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let auckland: number;
let kaikoura: number;
let admin: Client;

beforeAll(async () => {
  app = await createTestApp();
  const ids = await councilIds(app);
  auckland = defined(ids['Auckland Council'], "ids['Auckland Council']");
  kaikoura = defined(ids['Kaikōura District Council'], "ids['Kaikōura District Council']");
  admin = await councilStaff(app, auckland, 'admin');
});
afterAll(() => app.close());

const members = (councilId = auckland) => `/api/council/councils/${councilId}/members`;
const invitations = (councilId = auckland) => `/api/council/councils/${councilId}/invitations`;
const tokenOf = async (email: string) =>
  defined(
    new URL(await mailedLink(app, email, 'council-invitation')).searchParams.get('token'),
    "new URL(await mailedLink(app, email, 'council-invitation')).searchParams.get('token')",
  );
const accept = (client: Client, token: string) => client.post('/api/council-invitations/accept', { token });
const userIdOf = async (email: string, councilId = auckland) =>
  answerOf(await admin.get(members(councilId)), councilAdminContract.members).members.find((m) => m.email === email)
    ?.userId;
const eventsOf = async (councilId: number) => {
  const { db } = await app.databaseReady;
  return db.select().from(councilEvents).where(eq(councilEvents.councilId, councilId));
};

/** Registers with the invited address and signs in, as someone who opened the link without an account does. */
async function registerAs(email: string): Promise<Client> {
  await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: PASSWORD, fullName: 'Invited Person' },
  });
  const cookie = sessionCookie(
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } }),
  );
  return clientFor(email, cookie, (options) =>
    app.inject({ ...options, headers: { ...(options.headers ?? {}), cookie } }),
  );
}

describe("a council admin manages the council's members (issue 18.1)", () => {
  it('lists the members with their roles, the seeded demo admin among them', async () => {
    const response = await admin.get(members());
    expect(response.statusCode, response.body).toBe(200);
    expect(answerOf(response, councilAdminContract.members).members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: admin.email, role: 'admin' }),
        expect.objectContaining({ email: 'admin@auckland.council.demo', role: 'admin' }),
      ]),
    );
  });

  it('invites a signed-in user by email: a single-use link, only its hash stored, that makes them a member', async () => {
    const invitee = await registerUser(app, 'invitee');
    const invited = await admin.post(invitations(), { email: invitee.email.toUpperCase(), role: 'officer' });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = await tokenOf(invitee.email);
    const { db } = await app.databaseReady;
    const stored = defined(
      (await db.select().from(councilInvitations).where(eq(councilInvitations.email, invitee.email)))[0],
      'the stored invitation',
    );
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(6 * 24 * 3600_000);
    expect(answerOf(await admin.get(members()), councilAdminContract.members).invitations).toEqual([
      expect.objectContaining({ email: invitee.email, role: 'officer' }),
    ]);

    expect((await invitee.get(`/api/council/councils/${auckland}/applications`)).statusCode).toBe(403);
    const accepted = await accept(invitee, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(answerOf(accepted, councilAdminContract.acceptInvitation).membership).toEqual({
      councilId: auckland,
      role: 'officer',
    });
    expect((await invitee.get(`/api/council/councils/${auckland}/applications`)).statusCode).toBe(200);

    const again = await accept(invitee, token);
    expect(again.statusCode).toBe(400);
    expect(refusalOf(again).message).toBe(
      "This invitation link is not valid: it has been used, withdrawn or has expired. Ask the council's admin for a new one.",
    );
    expect((await eventsOf(auckland)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['member-invited', 'member-joined']),
    );
  });

  it('makes someone who registers from the link a member once they accept it', async () => {
    const email = uniqueEmail('newcomer');
    expect((await admin.post(invitations(), { email, role: 'admin' })).statusCode).toBe(201);
    const token = await tokenOf(email);
    const newcomer = await registerAs(email);
    expect(answerOf(await accept(newcomer, token), councilAdminContract.acceptInvitation).membership).toEqual({
      councilId: auckland,
      role: 'admin',
    });
    expect((await newcomer.get(members())).statusCode).toBe(200);
  });

  it('refuses the link to someone signed in with another address, and an expired or replaced link, changing nothing', async () => {
    const email = uniqueEmail('target');
    await admin.post(invitations(), { email, role: 'officer' });
    const first = await tokenOf(email);
    const stranger = await registerUser(app, 'stranger');
    const wrong = await accept(stranger, first);
    expect(wrong.statusCode).toBe(403);
    expect(refusalOf(wrong).message).toBe(
      'This invitation was sent to another email address: sign in with the address it was sent to, then open the link again.',
    );

    await admin.post(invitations(), { email, role: 'officer' });
    const second = await tokenOf(email);
    const target = await registerAs(email);
    expect((await accept(target, first)).statusCode).toBe(400);

    const { db } = await app.databaseReady;
    await db
      .update(councilInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(councilInvitations.email, email));
    expect((await accept(target, second)).statusCode).toBe(400);
    expect(await userIdOf(email)).toBeUndefined();
  });

  it('withdraws an open invitation, after which its link does not work', async () => {
    const email = uniqueEmail('withdrawn');
    const { invitation } = answerOf(
      await admin.post(invitations(), { email, role: 'officer' }),
      councilAdminContract.invite,
    );
    const token = await tokenOf(email);
    const withdrawn = await admin.request({ method: 'DELETE', url: `${invitations()}/${invitation.id}` });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await accept(await registerAs(email), token)).statusCode).toBe(400);
    expect((await admin.request({ method: 'DELETE', url: `${invitations()}/${invitation.id}` })).statusCode).toBe(404);
  });

  it('refuses to invite someone who is already a member', async () => {
    const response = await admin.post(invitations(), { email: 'officer@auckland.council.demo', role: 'admin' });
    expect(response.statusCode).toBe(409);
    expect(refusalOf(response).message).toBe('This person is already a member of the council.');
  });

  it("changes a member's role and removes a member, who then cannot reach the council", async () => {
    const officer = await councilStaff(app, auckland, 'officer');
    const userId = defined(await userIdOf(officer.email), '(await userIdOf(officer.email))');
    const changed = await admin.request({ method: 'PUT', url: `${members()}/${userId}`, payload: { role: 'admin' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await officer.get(members())).statusCode).toBe(200);

    expect((await admin.request({ method: 'DELETE', url: `${members()}/${userId}` })).statusCode).toBe(200);
    expect((await officer.get(`/api/council/councils/${auckland}/applications`)).statusCode).toBe(403);
    expect((await admin.request({ method: 'DELETE', url: `${members()}/${userId}` })).statusCode).toBe(404);
    const actions = (await eventsOf(auckland)).filter((e) => e.subjectUserId === userId).map((e) => e.action);
    expect(actions).toEqual(['member-role-changed', 'member-removed']);
  });

  it('never removes or demotes the last admin of a council', async () => {
    const lastAdmin = await councilStaff(app, kaikoura, 'admin');
    const list = answerOf(await lastAdmin.get(members(kaikoura)), councilAdminContract.members).members;
    for (const other of list.filter((m) => m.role === 'admin' && m.email !== lastAdmin.email)) {
      expect(
        (await lastAdmin.request({ method: 'DELETE', url: `${members(kaikoura)}/${other.userId}` })).statusCode,
      ).toBe(200);
    }
    const self = defined(
      list.find((m) => m.email === lastAdmin.email),
      'list.find((m) => m.email === lastAdmin.email)',
    ).userId;
    for (const change of [
      { method: 'DELETE' as const, url: `${members(kaikoura)}/${self}` },
      { method: 'PUT' as const, url: `${members(kaikoura)}/${self}`, payload: { role: 'officer' } },
    ]) {
      const refused = await lastAdmin.request(change);
      expect(refused.statusCode).toBe(409);
      expect(refusalOf(refused).message).toBe(
        'A council must keep at least one admin: make another member an admin first.',
      );
    }
    expect(answerOf(await lastAdmin.get(members(kaikoura)), councilAdminContract.members).members).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: self, role: 'admin' })]),
    );
  });

  it("refuses an officer of the council the admin's routes", async () => {
    const officer = await councilStaff(app, auckland, 'officer');
    for (const response of [
      await officer.get(members()),
      await officer.post(invitations(), { email: uniqueEmail('x'), role: 'admin' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(refusalOf(response).message).toBe(
        'Only an admin of this council can manage its members, API keys and multiproof permissions.',
      );
    }
  });

  it('refuses an invitation without a valid address or role', async () => {
    expect((await admin.post(invitations(), { email: 'not-an-address', role: 'officer' })).statusCode).toBe(400);
    expect((await admin.post(invitations(), { email: uniqueEmail('r'), role: 'owner' })).statusCode).toBe(400);
  });
});
