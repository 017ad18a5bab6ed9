import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { defined } from '@consent/domain';

let app: FastifyInstance;
let officer: Client;
let auckland: number;
let first: number;
let second: number;
let third: number;

beforeAll(async () => {
  app = await createTestApp();
  auckland = defined((await councilIds(app))['Auckland Council'], "(await councilIds(app))['Auckland Council']");
  const applicant = await registerUser(app, 'applicant');
  officer = await councilStaff(app, auckland);
  first = await submittedApplication(applicant, auckland);
  second = await submittedApplication(applicant, auckland);
  third = await submittedApplication(applicant, auckland);
  await createApplication(await registerUser(app, 'drafter'), {
    type: 2,
    param: 'standard',
    role: 'owner',
    councilId: auckland,
  });
  await officer.post(`/api/council/applications/${second}/accept`, { consentNumber: 'AKL-BC-7777' });
  // Every test application has the same typed site; one gets another street, as if the applicant had typed it.
  const { db } = await app.databaseReady;
  await db.execute(
    sql`UPDATE application_parcels SET location = jsonb_set(location, '{street}', '"7 Harbour Road"') WHERE application_id = ${first}`,
  );
});
afterAll(() => app.close());

const queue = async (query = '') => {
  const response = await officer.get(`/api/council/councils/${auckland}/applications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ total: number; applications: Record<string, unknown>[] }>();
};
const ids = async (query = '') => (await queue(query)).applications.map((a) => a.appId);

describe("the council's queue (issue 18 point 2)", () => {
  it('lists the submitted applications, not drafts, oldest submission first, with reference, address, applicant and clock', async () => {
    const page = await queue();
    expect(page.total).toBe(3);
    expect(page.applications.map((a) => a.appId)).toEqual([first, second, third]);
    expect(page.applications[1]).toMatchObject({
      reference: expect.stringMatching(/^AKL-\d{4}-\d{5}$/),
      consentNumber: 'AKL-BC-7777',
      status: 'accepted',
      applicant: 'Test applicant',
      siteAddress: '12 Example Street, Nowhere, Testville',
      daysUsed: 0,
      daysRemaining: 20,
      overdue: false,
    });
    expect(page.applications[0]).toMatchObject({
      reference: expect.stringMatching(/^AKL-\d{4}-\d{5}$/),
      consentNumber: null,
      status: 'submitted',
      siteAddress: '7 Harbour Road, Nowhere, Testville',
    });
    expect(Date.parse(String(page.applications[0]?.submittedAt))).not.toBeNaN();
  });

  it('filters by status and by type', async () => {
    expect(await ids('?status=accepted')).toEqual([second]);
    expect(await ids('?status=submitted')).toEqual([first, third]);
    const typeCode = String((await queue()).applications[0]?.typeCode);
    expect(await ids(`?type=${typeCode}`)).toEqual([first, second, third]);
    expect(await ids('?type=ccc')).toEqual([]);
    expect(await ids('?type=nonsense')).toEqual([]);
  });

  it('searches by consent number, application number or address, taking the search text literally', async () => {
    expect(await ids('?q=akl-bc-77')).toEqual([second]);
    expect(await ids(`?q=${third}`)).toEqual([third]);
    expect(await ids('?q=harbour')).toEqual([first]);
    expect(await ids('?q=example%20street')).toEqual([second, third]);
    expect(await ids('?q=%25')).toEqual([]);
  });

  it('sorts and pages', async () => {
    expect(await ids('?sort=-submitted')).toEqual([third, second, first]);
    const one = await queue('?pageSize=2&page=1');
    expect(one).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(one.applications.map((a) => a.appId)).toEqual([first, second]);
    expect(await ids('?pageSize=2&page=2')).toEqual([third]);
  });

  it('refuses a query it cannot answer with 400', async () => {
    for (const query of ['?pageSize=1000', '?sort=bogus', '?status=draft', '?page=0']) {
      expect((await officer.get(`/api/council/councils/${auckland}/applications${query}`)).statusCode, query).toBe(400);
    }
  });
});
