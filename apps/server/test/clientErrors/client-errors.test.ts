import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { CLIENT_ERROR_REPORTS_PER_MINUTE, productMessages } from '@consent/domain';
import { clientErrors } from '../../src/db/schema.js';
import { createTestApp, registerUser } from '../support/app.js';
import { refusalOf } from '../support/answer.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const report = (ip: string, body: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/client-errors',
    remoteAddress: ip,
    payload: body as object,
    headers: cookie ? { cookie } : {},
  });

async function storedFrom(ip: string) {
  const db = (await app.databaseReady).db;
  return db.select().from(clientErrors).where(eq(clientErrors.ip, ip));
}

describe('POST /api/client-errors (a page that failed to draw)', () => {
  it("keeps a signed-in user's report with who sent it, the page and the stack, and answers success", async () => {
    const user = await registerUser(app, 'crash');
    const response = await report(
      '10.9.0.1',
      {
        message: "Cannot read properties of null (reading 'toLowerCase')",
        stack: 'at RoleForm',
        path: '/helix/newapp/7',
      },
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    const [row] = await storedFrom('10.9.0.1');
    expect(row).toMatchObject({
      path: '/helix/newapp/7',
      stack: 'at RoleForm',
      message: "Cannot read properties of null (reading 'toLowerCase')",
    });
    expect(row?.userId).toEqual(expect.any(Number));
  });

  it('takes a report from a signed-out page too', async () => {
    expect((await report('10.9.0.2', { message: 'boom', path: '/signin' })).statusCode).toBe(200);
    expect(await storedFrom('10.9.0.2')).toHaveLength(1);
  });

  it('refuses a report without a message or with unknown fields, storing nothing', async () => {
    expect((await report('10.9.0.3', { message: '', path: '/' })).statusCode).toBe(400);
    expect((await report('10.9.0.3', { message: 'x', path: '/', answers: { owner: 'typed' } })).statusCode).toBe(400);
    expect(await storedFrom('10.9.0.3')).toHaveLength(0);
  });

  it(`refuses more than ${CLIENT_ERROR_REPORTS_PER_MINUTE} reports a minute from one address with 429, keeping none of the extra`, async () => {
    for (let i = 0; i < CLIENT_ERROR_REPORTS_PER_MINUTE; i++) {
      expect((await report('10.9.0.4', { message: `boom ${i}`, path: '/' })).statusCode).toBe(200);
    }
    const refused = await report('10.9.0.4', { message: 'one too many', path: '/' });
    expect(refused.statusCode).toBe(429);
    expect(refusalOf(refused).message).toBe(productMessages.tooManyAttempts);
    const db = (await app.databaseReady).db;
    const [row] = await db.select({ n: count() }).from(clientErrors).where(eq(clientErrors.ip, '10.9.0.4'));
    expect(row?.n).toBe(CLIENT_ERROR_REPORTS_PER_MINUTE);
    // Another address is not held back by it.
    expect((await report('10.9.0.5', { message: 'elsewhere', path: '/' })).statusCode).toBe(200);
  });
});
