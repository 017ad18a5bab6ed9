import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { councilMembers, councils, users } from '../../src/db/schema.js';
import { DEMO_STAFF_PASSWORD, demoCouncilStaff } from '../../src/db/seed/councilStaff.js';
import { createTestApp } from '../support/app.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the demo council staff (issue 18.1)', () => {
  it('seeds a verified admin and officer per demo council, members of that council in their role', async () => {
    const { db } = await app.databaseReady;
    const rows = await db
      .select({ email: users.email, verified: users.emailVerifiedAt, role: councilMembers.role, slug: councils.slug })
      .from(councilMembers)
      .innerJoin(users, eq(users.id, councilMembers.userId))
      .innerJoin(councils, eq(councils.id, councilMembers.councilId));
    for (const staff of demoCouncilStaff) {
      const row = rows.find((r) => r.email === staff.email);
      expect(row, staff.email).toMatchObject({ role: staff.role, slug: staff.councilSlug });
      expect(row?.verified).toBeInstanceOf(Date);
    }
  });

  it("lets the README's demo admin sign in with the demo password", async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@auckland.council.demo', password: DEMO_STAFF_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
  });
});
