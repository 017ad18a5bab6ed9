import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWN_ORIGIN,
  PASSWORD,
  applicationData,
  createApplication,
  createTestApp,
  mailedLink,
  registerUser,
  sessionCookie,
  uniqueEmail,
} from '../support/app.js';
import { defined, applicationsContract, authContract } from '@consent/domain';
import { answerOf, refusalOf, detailsOf } from '../support/answer.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('accounts', () => {
  it('registers with 202 and no session, then signs in with an HttpOnly SameSite=Lax cookie, and answers /me', async () => {
    const email = uniqueEmail('reg');
    const response = await post('/api/auth/register', { email, password: PASSWORD, fullName: 'Aroha Ngata' });
    expect(response.statusCode).toBe(202);
    expect(response.cookies).toEqual([]);
    const login = await post('/api/auth/login', { email, password: PASSWORD });
    const cookie = defined(
      login.cookies.find((c) => c.name === 'sid'),
      "login.cookies.find((c) => c.name === 'sid')",
    );
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);

    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookie(login) } });
    expect(me.statusCode).toBe(200);
    expect(answerOf(me, authContract.me)).toEqual({
      id: expect.any(Number),
      email,
      fullName: 'Aroha Ngata',
      multiproofPermission: 'no',
      multiproofRequested: false,
      hasApplications: false,
      applicantRole: null,
      userDetails: {},
      emailVerified: false,
      userValid: false,
      councils: [],
      sessionExpiresAt: expect.any(String),
    });
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const client = await registerUser(app, 'hash');
    const db = (await app.databaseReady).db;
    const { users } = await import('../../src/db/schema.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await db.select().from(users).where(eq(users.email, client.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('refuses a password shorter than 10 characters', async () => {
    const response = await post('/api/auth/register', { email: uniqueEmail(), password: 'kea7#Tui9w', fullName: 'A' });
    expect(response.statusCode).toBe(202);
    const tooShort = await post('/api/auth/register', { email: uniqueEmail(), password: '123456789', fullName: 'A' });
    expect(tooShort.statusCode).toBe(400);
    expect(detailsOf(tooShort)).toEqual([{ field: 'password', message: 'Password must be at least 10 characters' }]);
  });

  it('answers a registration for a taken email exactly as a new one, and tells the owner by mail (no second account)', async () => {
    const owner = await registerUser(app, 'taken');
    const fresh = await post('/api/auth/register', {
      email: uniqueEmail('fresh'),
      password: PASSWORD,
      fullName: 'New Person',
    });
    const again = await post('/api/auth/register', {
      email: owner.email.toUpperCase(),
      password: 'another strong passphrase 9',
      fullName: 'Intruder',
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    expect(again.cookies).toEqual(fresh.cookies);
    expect(await mailedLink(app, owner.email, 'account-exists')).toMatch(/\/signin$/);
    expect(
      (await post('/api/auth/login', { email: owner.email, password: 'another strong passphrase 9' })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/login', { email: owner.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const client = await registerUser(app, 'login');
    const wrong = await post('/api/auth/login', { email: client.email, password: 'not the password' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(refusalOf(wrong)).toEqual(refusalOf(unknown));
    expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('rotates the session on sign-in: the earlier session id no longer works', async () => {
    const client = await registerUser(app, 'rotate');
    const login = await post('/api/auth/login', { email: client.email, password: PASSWORD }, { cookie: client.cookie });
    expect(login.statusCode).toBe(200);
    const fresh = sessionCookie(login);
    expect(fresh).not.toBe(client.cookie);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: client.cookie } })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: fresh } })).statusCode).toBe(200);
  });

  it('signs out: the session is deleted on the server', async () => {
    const client = await registerUser(app, 'logout');
    expect((await client.post('/api/auth/logout', {})).statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('answers 401 to /me when signed out or with a forged cookie', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: 'sid=forged' } })).statusCode,
    ).toBe(401);
  });

  it('reports whether the user has applications', async () => {
    const client = await registerUser(app, 'hasapps');
    await createApplication(client);
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).hasApplications).toBe(true);
  });

  it("answers the role of the user's latest application, which the main page sends with a new one (spec point 7 'payload councilId, type, param, role')", async () => {
    const client = await registerUser(app, 'role');
    await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId: 1 });
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).applicantRole).toBe('owner');
    await createApplication(client, { type: 1, param: 'standard', role: 'agent', councilId: 1 });
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).applicantRole).toBe('agent');
    const created = await client.post('/access/app', {
      action: 'new',
      data: { type: 4, param: 'standard', role: 'agent', councilId: 1 },
    });
    expect((await applicationData(client, answerOf(created, applicationsContract.accessApp).appId)).applicantRole).toBe(
      'AGENT',
    );
  });
});

describe('rate limits on sign-in and registration (lock-out is no weapon)', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimit: { perIp: 6, perEmail: 3, windowSeconds: 600 } });
  });
  afterAll(() => limited.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    limited.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it('slows down the IP failing on one email: 429 for it, even with the right password, right after the failures', async () => {
    const owner = await registerUser(limited, 'paced');
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await login(owner.email, 'wrong password', '10.0.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await login(owner.email, PASSWORD, '10.0.0.1')).statusCode).toBe(429);
  });

  it('lets the right password through from another IP while an attacker fails on the same email', async () => {
    const owner = await registerUser(limited, 'target');
    for (let i = 0; i < 6; i++) await login(owner.email, `wrong password ${i}`, '10.0.0.66');
    expect((await login(owner.email, PASSWORD, '10.0.0.7')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const owner = await registerUser(limited, 'often');
    const codes = [];
    for (let i = 0; i < 8; i++) codes.push((await login(owner.email, PASSWORD, '10.0.0.8')).statusCode);
    expect(codes).toEqual(Array(8).fill(200));
  });

  it('holds back an IP failing across many emails', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++)
      codes.push((await login(uniqueEmail('spray'), 'wrong password', '10.0.0.9')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('answers 429 after too many registrations from one IP address, across emails', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) {
      const response = await limited.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: uniqueEmail('ip'), password: PASSWORD, fullName: 'Many' },
        remoteAddress: '10.0.0.2',
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 6)).toEqual([202, 202, 202, 202, 202, 202]);
    expect(codes[6]).toBe(429);
  });
});

describe('password strength (zxcvbn with its common-password dictionary)', () => {
  it.each([
    ['aaaaaaaaaa', 'Repeated characters'],
    ['password1!', 'commonly used password'],
  ])('refuses %s and says why', async (password, why) => {
    const response = await post('/api/auth/register', {
      email: uniqueEmail('weak'),
      password,
      fullName: 'Weak Password',
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toContain('Choose a password that is harder to guess.');
    expect(detailsOf(response)).toEqual([{ field: 'password', message: expect.stringContaining(why) }]);
  });

  it("refuses the user's own email or name as the password", async () => {
    const email = uniqueEmail('own');
    const own = await post('/api/auth/register', { email, password: email, fullName: 'Own Email' });
    expect(own.statusCode).toBe(400);
    const name = await post('/api/auth/register', {
      email: uniqueEmail(),
      password: 'Wiremu Tamihana',
      fullName: 'Wiremu Tamihana',
    });
    expect(name.statusCode).toBe(400);
    expect(refusalOf(name).message).toMatch(/harder to guess/);
  });
});

describe('behind TLS', () => {
  it('marks the session cookie Secure when the request came over https', async () => {
    // The test's own origin too, which registerUser's requests carry.
    const tls = await createTestApp({ trustProxy: 1, publicOrigins: ['https://consents.example.govt.nz', OWN_ORIGIN] });
    const client = await registerUser(tls, 'tls');
    const response = await tls.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: client.email, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https', origin: 'https://consents.example.govt.nz' },
    });
    expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    await tls.close();
  });
});
