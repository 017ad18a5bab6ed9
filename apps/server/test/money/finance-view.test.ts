import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, defined, financeContract, moneyContract, nzDateOf } from '@consent/domain';
import { invoices } from '../../src/db/schema.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { answerOf, refusalOf } from '../support/answer.js';
import { payEveryInvoice } from '../support/money.js';

let app: FastifyInstance;
let applicant: Client;
let officer: Client;
let otherCouncilOfficer: Client;
let auckland: number;
const today = nzDateOf(new Date());
const longAgo = addDays(today, -40);
const numbers = { paid: '', unpaid: '', overdue: '' };
let grantedId = 0;

const depositOf = async (appId: number) =>
  defined(
    answerOf(await officer.get(`/api/council/applications/${appId}/invoices`), moneyContract.councilInvoices)
      .invoices[0],
    'the deposit invoice',
  );

beforeAll(async () => {
  app = await createTestApp();
  const ids = await councilIds(app);
  auckland = defined(ids['Auckland Council'], 'Auckland Council');
  applicant = await registerUser(app, 'finance');
  officer = await councilStaff(app, auckland);
  otherCouncilOfficer = await councilStaff(app, defined(ids['Wellington City Council'], 'Wellington'));
  grantedId = await submittedApplication(applicant, auckland);
  await payEveryInvoice(officer, grantedId);
  numbers.paid = (await depositOf(grantedId)).number;
  await officer.post(`/api/council/applications/${grantedId}/accept`, { consentNumber: `BC-FIN${grantedId}` });
  const grant = await officer.post(`/api/council/applications/${grantedId}/grant`, {});
  expect(grant.statusCode, grant.body).toBe(200);
  numbers.unpaid = (await depositOf(await submittedApplication(applicant, auckland))).number;
  const overdue = await depositOf(await submittedApplication(applicant, auckland));
  numbers.overdue = overdue.number;
  // Issued 40 days ago: past the default 20 days' terms.
  const { db } = await app.databaseReady;
  await db
    .update(invoices)
    .set({ issuedAt: sql`now() - interval '40 days'` })
    .where(eq(invoices.id, overdue.id));
});
afterAll(() => app.close());

const list = async (query: string) =>
  answerOf(
    await officer.get(`/api/council/councils/${auckland}/finance/invoices?${query}`),
    financeContract.financeInvoices,
  );

describe("the council's finance view (issue 31 point 7)", () => {
  it('filters paid, unpaid and overdue invoices', async () => {
    const shown = async (show: string) => (await list(`show=${show}`)).invoices.map((i) => i.number);
    expect(await shown('paid')).toContain(numbers.paid);
    expect(await shown('paid')).not.toContain(numbers.unpaid);
    expect(await shown('unpaid')).toEqual(expect.arrayContaining([numbers.unpaid, numbers.overdue]));
    expect(await shown('unpaid')).not.toContain(numbers.paid);
    expect(await shown('overdue')).toEqual([numbers.overdue]);
    const overdue = defined((await list('show=overdue')).invoices[0], 'the overdue invoice');
    expect(overdue).toMatchObject({ status: 'overdue', issuedOn: longAgo, dueOn: addDays(longAgo, 20) });
  });

  it('filters by the date of issue and totals what it lists', async () => {
    const old = await list(`from=${longAgo}&to=${longAgo}`);
    expect(old.invoices.map((i) => i.number)).toEqual([numbers.overdue]);
    expect(old.totals).toEqual({
      count: 1,
      netCents: 50_000,
      gstCents: 7_500,
      totalCents: 57_500,
      paidCents: 0,
      balanceCents: 57_500,
    });
    const recent = await list(`from=${today}`);
    expect(recent.invoices.map((i) => i.number)).not.toContain(numbers.overdue);
    const sum = recent.invoices.reduce((s, i) => s + i.totalCents, 0);
    expect(recent.totals.totalCents).toBe(sum);
    expect(recent.totals.count).toBe(recent.invoices.length);
  });

  it('exports the invoices as CSV for the finance system, with a totals line', async () => {
    const response = await officer.get(`/api/council/councils/${auckland}/finance/invoices.csv?show=paid`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Invoice number,Date,Reference,Payer,Net,GST,Total,Paid,Balance,Status');
    const row = defined(
      lines.find((l) => l.startsWith(numbers.paid)),
      'the paid deposit row',
    ).split(',');
    expect(row.slice(4)).toEqual(['500.00', '75.00', '575.00', '575.00', '0.00', 'paid']);
    expect(row[1]).toBe(today);
    expect(lines.at(-1)).toMatch(/^Total,,,\d+ invoices,/);
  });

  it("gives the month's levy return: each consent granted with its value and both levies, then the totals", async () => {
    const month = today.slice(0, 7);
    const response = await officer.get(`/api/council/councils/${auckland}/finance/levy-return.csv?month=${month}`);
    expect(response.statusCode).toBe(200);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Consent number,Address,Estimated value,Building levy,BRANZ levy');
    const row = defined(
      lines.find((l) => l.startsWith(`BC-FIN${grantedId},`)),
      'the granted consent',
    );
    expect(row.endsWith(',450000.00,787.50,450.00')).toBe(true);
    expect(lines.at(-1)).toBe(`Total: 1 consents granted in ${month},,450000.00,787.50,450.00`);
    const before = await officer.get(`/api/council/councils/${auckland}/finance/levy-return.csv?month=2001-02`);
    expect(before.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('refuses a filter or month it does not know, naming the field', async () => {
    const bad = await officer.get(`/api/council/councils/${auckland}/finance/invoices?show=late`);
    expect(bad.statusCode).toBe(400);
    expect(refusalOf(bad).details?.[0]?.message).toBe('Show must be all, unpaid, overdue or paid');
    const month = await officer.get(`/api/council/councils/${auckland}/finance/levy-return.csv?month=2026-13`);
    expect(month.statusCode).toBe(400);
    expect(refusalOf(month).details?.[0]?.message).toBe('Enter the month as YYYY-MM');
    const range = await officer.get(`/api/council/councils/${auckland}/finance/invoices?from=${today}&to=${longAgo}`);
    expect(refusalOf(range).details?.[0]?.message).toBe('The last day must be on or after the first day');
  });

  it("answers another council's staff 404 and an applicant 403 on every finance route", async () => {
    for (const path of ['finance/invoices', 'finance/invoices.csv', 'finance/levy-return.csv?month=2026-11']) {
      const url = `/api/council/councils/${auckland}/${path}`;
      expect((await otherCouncilOfficer.get(url)).statusCode, url).toBe(404);
      expect((await applicant.get(url)).statusCode, url).toBe(403);
    }
  });
});
