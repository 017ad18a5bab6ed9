import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined, moneyContract } from '@consent/domain';
import { mailOutbox, staffAccessLog } from '../../src/db/schema.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { answerOf } from '../support/answer.js';
import { pdfText } from '../support/pdfText.js';
import { validPerson } from '../support/wizard.js';

let app: FastifyInstance;
let applicant: Client;
let stranger: Client;
let otherCouncilOfficer: Client;
let officer: Client;
let appId: number;
let otherAppId: number;

beforeAll(async () => {
  app = await createTestApp();
  const ids = await councilIds(app);
  const auckland = defined(ids['Auckland Council'], 'Auckland Council');
  applicant = await registerUser(app, 'invoices');
  stranger = await registerUser(app, 'stranger');
  otherCouncilOfficer = await councilStaff(app, defined(ids['Wellington City Council'], 'Wellington'));
  officer = await councilStaff(app, auckland);
  appId = await submittedApplication(applicant, auckland);
  otherAppId = await submittedApplication(stranger, auckland);
});
afterAll(() => app.close());

const invoicesOf = async (client: Client, id = appId) =>
  answerOf(await client.get(`/api/applications/${id}/invoices`), moneyContract.invoices).invoices;

describe('the deposit invoice issued at submission (issue 31 point 4)', () => {
  it("lists the deposit, GST included, unpaid, on the applicant's application", async () => {
    const [deposit, ...more] = await invoicesOf(applicant);
    expect(more).toEqual([]);
    expect(deposit).toMatchObject({
      kind: 'deposit',
      totalCents: 57_500,
      paidCents: 0,
      balanceCents: 57_500,
      status: 'unpaid',
    });
    expect(deposit?.number).toMatch(/^INV-\d{4}-\d{6}$/);
  });

  it('mails it to the payer, here the owner', async () => {
    const { db } = await app.databaseReady;
    const number = defined((await invoicesOf(applicant))[0], 'the deposit invoice').number;
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'invoice'));
    const ours = mails.filter((m) => m.subject.includes(number));
    expect(ours.map((m) => m.toAddress)).toContain(validPerson.email);
    expect(ours[0]?.textBody).toContain('Amount due: $575.00 (including GST).');
  });

  it('renders it as a PDF tax invoice with the GST number, the GST and how to pay', async () => {
    const deposit = defined((await invoicesOf(applicant))[0], 'the deposit invoice');
    const response = await applicant.get(`/api/applications/${appId}/invoices/${deposit.id}/invoice.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      `Tax invoice ${deposit.number}`,
      'GST number',
      'GST 15%',
      '$75.00',
      'Total including GST',
      '$575.00',
    ])
      expect(text).toContain(expected);
  });

  it("answers another applicant and another council's staff 404, and an invoice of another application 404", async () => {
    const deposit = defined((await invoicesOf(applicant))[0], 'the deposit invoice');
    const pdf = (client: Client, id = appId) =>
      client.get(`/api/applications/${id}/invoices/${deposit.id}/invoice.pdf`);
    expect((await stranger.get(`/api/applications/${appId}/invoices`)).statusCode).toBe(404);
    expect((await otherCouncilOfficer.get(`/api/applications/${appId}/invoices`)).statusCode).toBe(404);
    expect((await pdf(stranger)).statusCode).toBe(404);
    expect((await pdf(otherCouncilOfficer)).statusCode).toBe(404);
    expect((await pdf(stranger, otherAppId)).statusCode).toBe(404);
  });

  it("gives the council's staff the same PDF from the council's side, logged as their read; others 404 or 403", async () => {
    const deposit = defined((await invoicesOf(applicant))[0], 'the deposit invoice');
    const pdf = (client: Client, id = appId) =>
      client.get(`/api/council/applications/${id}/invoices/${deposit.id}/invoice.pdf`);
    const response = await pdf(officer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(response.rawPayload)).toContain(`Tax invoice ${deposit.number}`);
    const { db } = await app.databaseReady;
    const reads = await db.select().from(staffAccessLog).where(eq(staffAccessLog.applicationId, appId));
    expect(reads.map((r) => r.action)).toContain('pdf');
    expect((await pdf(otherCouncilOfficer)).statusCode).toBe(404);
    expect((await pdf(officer, otherAppId)).statusCode).toBe(404);
    expect((await pdf(applicant)).statusCode).toBe(403);
  });
});
