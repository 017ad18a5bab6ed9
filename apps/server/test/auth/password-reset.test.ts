import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productMessages, defined, authContract } from '@consent/domain';
import { accountTokens } from '../../src/db/schema.js';
import { PASSWORD, createTestApp, mailedLink, registerUser, uniqueEmail } from '../support/app.js';
import { answerOf, refusalOf, detailsOf } from '../support/answer.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const NEW_PASSWORD = 'rimu totara kahikatea 8';
const post = (url: string, payload: object, cookie?: string) =>
  app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const tokenOf = (link: string) =>
  defined(new URL(link).searchParams.get('token'), "new URL(link).searchParams.get('token')");
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

describe('password reset', () => {
  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    const client = await registerUser(app, 'forgot');
    const known = await post('/api/auth/password-reset/request', { email: client.email });
    const unknown = await post('/api/auth/password-reset/request', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(answerOf(known, authContract.requestPasswordReset).message).toBe(productMessages.passwordResetRequested);
    expect(await mailedLink(app, client.email, 'password-reset')).toMatch(/\/reset-password\?token=/);
  });

  it('sets the new password once, ends every other session and keeps the one that reset it', async () => {
    const client = await registerUser(app, 'reset');
    const other = await registerUser(app, 'reset-other');
    const otherSession = (await login(client.email, PASSWORD)).headers['set-cookie'] as string;
    await post('/api/auth/password-reset/request', { email: client.email });
    const token = tokenOf(await mailedLink(app, client.email, 'password-reset'));

    const reset = await post('/api/auth/password-reset', { token, password: NEW_PASSWORD }, client.cookie);
    expect(reset.statusCode).toBe(200);
    expect(answerOf(reset, authContract.resetPassword).message).toBe(productMessages.passwordChanged);
    expect((await login(client.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(client.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: otherSession.split(';')[0] } }))
        .statusCode,
    ).toBe(401);
    expect((await client.get('/api/auth/me')).statusCode).toBe(200);
    expect((await other.get('/api/auth/me')).statusCode).toBe(200);

    const again = await post('/api/auth/password-reset', { token, password: 'yet another fine passphrase' });
    expect(again.statusCode).toBe(400);
    expect(refusalOf(again).message).toBe(productMessages.passwordResetLinkInvalid);
  });

  it('refuses an expired link and a weak password (leaving the link usable)', async () => {
    const client = await registerUser(app, 'expiry');
    await post('/api/auth/password-reset/request', { email: client.email });
    const token = tokenOf(await mailedLink(app, client.email, 'password-reset'));
    const weak = await post('/api/auth/password-reset', { token, password: 'password1!' });
    expect(weak.statusCode).toBe(400);
    expect(detailsOf(weak)[0]?.field).toBe('password');

    const { db } = await app.databaseReady;
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.purpose, 'password-reset'));
    const expired = await post('/api/auth/password-reset', { token, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect((await login(client.email, PASSWORD)).statusCode).toBe(200);
  });

  it('stores only a hash of the token, valid for one hour', async () => {
    const client = await registerUser(app, 'hashed');
    await post('/api/auth/password-reset/request', { email: client.email });
    const token = tokenOf(await mailedLink(app, client.email, 'password-reset'));
    const { db } = await app.databaseReady;
    const rows = await db.select().from(accountTokens).where(eq(accountTokens.purpose, 'password-reset'));
    expect(rows.some((row) => row.id === token)).toBe(false);
    const newest = defined(
      rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0],
      'the newest reset token',
    );
    expect(newest.expiresAt.getTime() - newest.createdAt.getTime()).toBeGreaterThan(59 * 60 * 1000);
    expect(newest.expiresAt.getTime() - newest.createdAt.getTime()).toBeLessThanOrEqual(61 * 60 * 1000);
  });
});
