import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productMessages, defined, authContract } from '@consent/domain';
import { users } from '../../src/db/schema.js';
import { createApplication, createTestApp, mailedLink, registerUser, verifyEmail } from '../support/app.js';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://consent.example.govt.nz' });
});
afterAll(() => app.close());

describe('email verification', () => {
  it('mails a link to the product that confirms the address once, and /me then says so', async () => {
    const client = await registerUser(app, 'verify', { verified: false });
    expect(await mailedLink(app, client.email, 'verify-email')).toMatch(
      /^https:\/\/consent\.example\.govt\.nz\/verify-email\?token=/,
    );
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).emailVerified).toBe(false);

    const first = await verifyEmail(app, client.email);
    expect(first.statusCode).toBe(200);
    expect(answerOf(first, authContract.verifyEmail).message).toBe(productMessages.emailVerified);
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).emailVerified).toBe(true);

    const again = await verifyEmail(app, client.email);
    expect(again.statusCode).toBe(400);
    expect(refusalOf(again).message).toBe(productMessages.verificationLinkInvalid);
  });

  it('refuses a forged or expired token', async () => {
    const forged = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'forged' } });
    expect(forged.statusCode).toBe(400);
    const client = await registerUser(app, 'expired', { verified: false });
    const { db } = await app.databaseReady;
    const { accountTokens } = await import('../../src/db/schema.js');
    const [user] = await db.select().from(users).where(eq(users.email, client.email));
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, defined(user, 'the registered user').id));
    expect((await verifyEmail(app, client.email)).statusCode).toBe(400);
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).emailVerified).toBe(false);
  });

  it('lets an unverified user fill in an application but not submit it, with the message, until verified', async () => {
    const client = await registerUser(app, 'unverified', { verified: false });
    const appId = await createApplication(client);
    expect((await client.post('/obca/application', { application_id: appId })).statusCode).toBe(200);
    const refused = await client.post(`/ajax/complete_application_form/${appId}`, {});
    expect(refused.statusCode).toBe(403);
    expect(refusalOf(refused).message).toBe(productMessages.emailNotVerified);
  });

  it('sends the link again when asked, a few times per window only', async () => {
    const client = await registerUser(app, 'resend', { verified: false });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await client.post('/api/auth/verify-email/resend', {})).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await verifyEmail(app, client.email)).statusCode).toBe(200);
  });

  it('makes userValid true only once the address is verified (with the details an application needs)', async () => {
    const client = await registerUser(app, 'valid', { verified: false });
    const { db } = await app.databaseReady;
    await db
      .update(users)
      .set({ details: { phone: '021 555 0101', streetAddress: '1 Queen Street, Auckland' } })
      .where(eq(users.email, client.email));
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).userValid).toBe(false);
    await verifyEmail(app, client.email);
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).userValid).toBe(true);
  });
});
