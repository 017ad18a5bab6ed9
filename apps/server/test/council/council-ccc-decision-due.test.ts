import { defined } from '@consent/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilStaff } from '../support/council.js';
import { councilIds } from '../support/councils.js';

/**
 * "CCC decision due" in the council's queue (issue 32 point 5, Building Act 2004 s93(2)(b)): a granted building
 * consent that no one has applied for a CCC for, 24 months after its grant. The events are written straight to the
 * event table with their times in the past, as two years of the consent's life would have left them.
 */
let app: FastifyInstance;
let officer: Client;
let auckland: number;
let userId: number;
const ids: Record<string, number> = {};

async function consent(grantedMonthsAgo: number, status = 'granted', typeCode = 'bc', relatedTo?: number) {
  const { db } = await app.databaseReady;
  const inserted: unknown = await db.execute(sql`INSERT INTO applications
    (user_id, council_id, application_type, type_code, param, step, max_step, completed, status, completed_at, passcode, related_application_id)
    VALUES (${userId}, ${auckland}, 2, ${typeCode}, 'standard', 3, 3, ${status !== 'draft'}, ${status},
      now() - make_interval(months => ${grantedMonthsAgo + 1}), 'CCCDUEPS', ${relatedTo ?? null}) RETURNING id`);
  const appId = Number(defined((inserted as { rows: { id: number | string }[] }).rows[0], 'the application').id);
  if (status === 'granted')
    for (const [action, to, monthsAgo] of [
      ['submit', 'submitted', grantedMonthsAgo + 1],
      ['accept', 'accepted', grantedMonthsAgo + 1],
      ['grant', 'granted', grantedMonthsAgo],
    ] as const)
      await db.execute(sql`INSERT INTO application_events (application_id, user_id, actor, action, from_status, to_status, created_at)
        VALUES (${appId}, ${userId}, 'officer', ${action}, 'submitted', ${to}, now() - make_interval(months => ${monthsAgo}))`);
  return appId;
}

beforeAll(async () => {
  app = await createTestApp();
  auckland = defined((await councilIds(app))['Auckland Council'], 'Auckland Council');
  const applicant = await registerUser(app, 'applicant');
  const { db } = await app.databaseReady;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email));
  userId = defined(user, 'the applicant').id;
  ids.noCcc25 = await consent(25);
  ids.noCcc23 = await consent(23);
  ids.applied26 = await consent(26);
  ids.cccApplication = await consent(0, 'submitted', 'ccc', ids.applied26);
  ids.draftCcc26 = await consent(26);
  await consent(0, 'draft', 'ccc', ids.draftCcc26);
  officer = await councilStaff(app, auckland);
});
afterAll(() => app.close());

const queue = async (query: string) => {
  const response = await officer.get(`/api/council/councils/${auckland}/applications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ total: number; applications: { appId: number; cccDecisionDue: boolean }[] }>();
};

describe('"CCC decision due" in the council\'s queue (s93 two-year rule)', () => {
  it('marks the granted consents with no CCC application 24 months after the grant, a draft CCC not counting', async () => {
    const due = Object.fromEntries((await queue('?pageSize=100')).applications.map((a) => [a.appId, a.cccDecisionDue]));
    expect(due).toEqual({
      [ids.noCcc25 ?? 0]: true,
      [ids.noCcc23 ?? 0]: false,
      [ids.applied26 ?? 0]: false,
      [ids.cccApplication ?? 0]: false,
      [ids.draftCcc26 ?? 0]: true,
    });
  });

  it('filters the queue to them with due=ccc, the database choosing the same consents', async () => {
    const page = await queue('?due=ccc');
    expect(page.applications.map((a) => a.appId)).toEqual([ids.draftCcc26, ids.noCcc25]);
    expect(page.total).toBe(2);
    expect(page.applications.every((a) => a.cccDecisionDue)).toBe(true);
  });

  it('refuses a due filter it does not know, naming it', async () => {
    const response = await officer.get(`/api/council/councils/${auckland}/applications?due=pim`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Due must be ccc');
  });
});
