import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract, meSchema, nothingLostMessages } from '@consent/domain';
import type { Db } from '../../src/db/client.js';
import { sessions } from '../../src/db/schema.js';
import { sessionId } from '../../src/modules/auth/session.js';
import { answerOf } from '../support/answer.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';

/* Issue 33.4 (ADR 0074): the web is told when the session ends, and "Stay signed in" extends it. */
const SESSION_MINUTES = 90;
let app: FastifyInstance;
let db: Db;
beforeAll(async () => {
  app = await createTestApp({ sessionMinutes: SESSION_MINUTES });
  db = (await app.databaseReady).db;
});
afterAll(() => app.close());

const idOf = (client: Client) => sessionId(client.cookie.replace(/^sid=/, ''));

/** Moves the client's session end to `seconds` from now (negative: it has ended), as time passing would. */
async function endSessionIn(client: Client, seconds: number): Promise<Date> {
  const [row] = await db
    .update(sessions)
    .set({ expiresAt: sql`now() + make_interval(secs => ${seconds})` })
    .where(eq(sessions.id, idOf(client)))
    .returning({ expiresAt: sessions.expiresAt });
  if (!row) throw new Error('no session');
  return row.expiresAt;
}

const storedEnd = async (client: Client) =>
  (
    await db
      .select({ at: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, idOf(client)))
  )[0]?.at;

const extend = (client: Client, headers: Record<string, string> = {}) =>
  client.request({ method: 'POST', url: authContract.extendSession.path, payload: {}, headers });

describe('the session end the web is told', () => {
  it('is in the who-am-I answer, the configured length after signing in', async () => {
    const client = await registerUser(app, 'told');
    const me = meSchema.parse((await client.get('/api/auth/me')).json());
    const minutesLeft = (Date.parse(me.sessionExpiresAt) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(SESSION_MINUTES - 1);
    expect(minutesLeft).toBeLessThanOrEqual(SESSION_MINUTES);
    expect(Date.parse(me.sessionExpiresAt)).toBe((await storedEnd(client))?.getTime());
  });
});

describe('POST /api/auth/session/extend ("Stay signed in")', () => {
  it('moves a signed-in session end a full length from now, answers it, and /me then says it', async () => {
    const client = await registerUser(app, 'extend');
    const before = await endSessionIn(client, 120);
    const response = await extend(client);
    const answer = answerOf(response, authContract.extendSession);
    expect(answer.message).toBe(nothingLostMessages.sessionExtended);
    const after = Date.parse(answer.sessionExpiresAt);
    expect(after - before.getTime()).toBeGreaterThan((SESSION_MINUTES - 3) * 60_000);
    expect((await storedEnd(client))?.getTime()).toBe(after);
    expect(meSchema.parse((await client.get('/api/auth/me')).json()).sessionExpiresAt).toBe(answer.sessionExpiresAt);
    // The cookie is sent again to last as long as the session now does.
    expect(response.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(SESSION_MINUTES * 60);
  });

  it('answers 401 to someone signed out, and to a session that has already ended, which stays ended', async () => {
    const signedOut = await app.inject({ method: 'POST', url: authContract.extendSession.path, payload: {} });
    expect(signedOut.statusCode).toBe(401);

    const client = await registerUser(app, 'ended');
    const ended = await endSessionIn(client, -5);
    expect((await extend(client)).statusCode).toBe(401);
    expect((await storedEnd(client))?.getTime()).toBe(ended.getTime());
    expect((await client.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('refuses a request from another site with 403 and leaves the session end as it was', async () => {
    const client = await registerUser(app, 'cross');
    const before = await endSessionIn(client, 120);
    expect((await extend(client, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await extend(client, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await storedEnd(client))?.getTime()).toBe(before.getTime());
  });
});
