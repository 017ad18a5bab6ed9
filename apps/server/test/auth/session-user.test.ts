import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { findSessionUser } from '../../src/modules/auth/repo.js';
import { sessionId } from '../../src/modules/auth/session.js';
import { createTestApp, registerUser } from '../support/app.js';

/** Issue 14.2: the session lookup every signed-in request makes reads only what a request needs. */
describe('the session lookup', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it("reads the user's name, email, details and permissions but never the password hash", async () => {
    const client = await registerUser(app, 'session');
    const { db } = await app.databaseReady;
    const token = decodeURIComponent(client.cookie.replace(/^sid=/, ''));
    const user = (await findSessionUser(db, sessionId(token)))?.user;
    expect(user).toMatchObject({ email: client.email, fullName: 'Test session', multiproofPermission: 'no' });
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(Object.keys(user ?? {})).not.toContain('passwordHash');
  });
});
