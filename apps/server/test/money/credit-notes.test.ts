import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPaymentsContract, defined, lifecycleContract, moneyContract } from '@consent/domain';
import { mailOutbox } from '../../src/db/schema.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let applicant: Client;
let stranger: Client;
let officer: Client;
let otherCouncilOfficer: Client;
let auckland: number;

beforeAll(async () => {
  app = await createTestApp();
  const ids = await councilIds(app);
  auckland = defined(ids['Auckland Council'], 'Auckland Council');
  applicant = await registerUser(app, 'refunds');
  stranger = await registerUser(app, 'refunds-stranger');
  officer = await councilStaff(app, auckland);
  otherCouncilOfficer = await councilStaff(app, defined(ids['Wellington City Council'], 'Wellington'));
});
afterAll(() => app.close());

/** A submitted application whose deposit invoice ($575.00) was paid with this amount. */
async function paidDeposit(amountCents: number) {
  const appId = await submittedApplication(applicant, auckland);
  const list = answerOf(await applicant.get(`/api/applications/${appId}/invoices`), moneyContract.invoices);
  const invoice = defined(list.invoices[0], 'the deposit invoice');
  const paid = await officer.post(`/api/council/applications/${appId}/invoices/${invoice.id}/payments`, {
    amountCents,
    paidOn: '2026-11-27',
    method: 'bank_transfer',
    reference: 'DC 1',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return { appId, invoice };
}

const refund = (client: Client, appId: number, invoiceId: number, amountCents: number) =>
  client.post(`/api/council/applications/${appId}/invoices/${invoiceId}/credit-notes`, {
    amountCents,
    reason: 'Refund of what is not owed',
  });
const councilView = async (appId: number) =>
  answerOf(
    await officer.get(`/api/council/applications/${appId}/credit-notes`),
    cardPaymentsContract.councilCreditNotes,
  );
const invoiceSeen = async (appId: number) =>
  answerOf(await applicant.get(`/api/applications/${appId}/invoices`), moneyContract.invoices).invoices[0];

describe('refunds as credit notes (issue 31 point 5)', () => {
  it('refunds a credit from overpayment as a numbered credit note, listed on both pages and mailed', async () => {
    const { appId, invoice } = await paidDeposit(60_000);
    expect((await councilView(appId)).refundable).toEqual([{ invoiceId: invoice.id, refundableCents: 2_500 }]);
    const issued = await refund(officer, appId, invoice.id, 2_500);
    expect(issued.statusCode, issued.body).toBe(201);
    const { creditNote, message } = answerOf(issued, cardPaymentsContract.issueCreditNote);
    expect(message).toBe('Credit note issued');
    expect(creditNote).toMatchObject({ amountCents: 2_500, invoiceNumber: invoice.number });
    expect(creditNote.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(await invoiceSeen(appId)).toMatchObject({ paidCents: 57_500, creditCents: 0, balanceCents: 0 });
    const applicantList = answerOf(
      await applicant.get(`/api/applications/${appId}/credit-notes`),
      cardPaymentsContract.creditNotes,
    );
    expect(applicantList.creditNotes.map((n) => n.number)).toEqual([creditNote.number]);
    expect((await councilView(appId)).creditNotes.map((n) => n.number)).toEqual([creditNote.number]);
    const { db } = await app.databaseReady;
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'credit-note'));
    expect(mails.map((m) => m.subject)).toContain(
      `Credit note ${creditNote.number}: $25.00 refunded on invoice ${invoice.number}`,
    );
  });

  it('numbers credit notes from the council’s one gapless sequence, one after the other', async () => {
    const first = await paidDeposit(58_000);
    const second = await paidDeposit(58_000);
    const a = answerOf(await refund(officer, first.appId, first.invoice.id, 500), cardPaymentsContract.issueCreditNote);
    const b = answerOf(
      await refund(officer, second.appId, second.invoice.id, 500),
      cardPaymentsContract.issueCreditNote,
    );
    const numberOf = (text: string) => Number(text.slice(-6));
    expect(numberOf(b.creditNote.number)).toBe(numberOf(a.creditNote.number) + 1);
  });

  it('refunds a withdrawn application’s unused deposit, and the deposit is not owed again', async () => {
    const { appId, invoice } = await paidDeposit(57_500);
    expect((await councilView(appId)).refundable[0]?.refundableCents).toBe(0);
    const withdrawn = await applicant.post(`/api/applications/${appId}/withdraw`, {});
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await councilView(appId)).refundable[0]?.refundableCents).toBe(57_500);
    const part = await refund(officer, appId, invoice.id, 30_000);
    expect(part.statusCode, part.body).toBe(201);
    expect(await invoiceSeen(appId)).toMatchObject({ paidCents: 27_500, balanceCents: 0, status: 'paid' });
    expect((await councilView(appId)).refundable[0]?.refundableCents).toBe(27_500);
    expect((await refund(officer, appId, invoice.id, 27_500)).statusCode).toBe(201);
    expect(await invoiceSeen(appId)).toMatchObject({ paidCents: 0, balanceCents: 0 });
    const life = answerOf(await applicant.get(`/api/applications/${appId}/lifecycle`), lifecycleContract.view);
    expect(life.status).toBe('withdrawn');
    expect(life.timeline.filter((e) => e.action === 'credit-note-issued')).toMatchObject([
      {
        actor: 'officer',
        from: 'withdrawn',
        to: 'withdrawn',
        details: { invoiceNumber: invoice.number, amountCents: 30_000 },
      },
      { actor: 'officer', details: { amountCents: 27_500 } },
    ]);
  });

  it('refuses a refund beyond what is refundable, naming the amount and its limit, and changes nothing', async () => {
    const { appId, invoice } = await paidDeposit(60_000);
    const tooMuch = await refund(officer, appId, invoice.id, 2_501);
    expect(tooMuch.statusCode).toBe(400);
    expect(refusalOf(tooMuch).details).toEqual([
      { field: 'amountCents', message: 'The amount to refund can be at most $25.00: what is refundable' },
    ]);
    const nothing = await paidDeposit(57_500);
    const refused = await refund(officer, nothing.appId, nothing.invoice.id, 100);
    expect(refusalOf(refused).details?.[0]?.message).toBe(
      'Nothing on this invoice is refundable: only a withdrawn application’s deposit or a credit from overpayment',
    );
    const zero = await refund(officer, appId, invoice.id, 0);
    expect(refusalOf(zero).details?.[0]?.message).toBe(
      'Enter the amount to refund as a whole number of cents, more than $0.00',
    );
    expect(await invoiceSeen(appId)).toMatchObject({ paidCents: 60_000, creditCents: 2_500 });
    expect((await councilView(appId)).creditNotes).toEqual([]);
  });

  it("answers another council's staff and other applicants 404, refuses the applicant (staff only), changing nothing", async () => {
    const { appId, invoice } = await paidDeposit(60_000);
    expect((await refund(otherCouncilOfficer, appId, invoice.id, 100)).statusCode).toBe(404);
    expect((await otherCouncilOfficer.get(`/api/council/applications/${appId}/credit-notes`)).statusCode).toBe(404);
    expect((await refund(applicant, appId, invoice.id, 100)).statusCode).toBe(403);
    expect((await stranger.get(`/api/applications/${appId}/credit-notes`)).statusCode).toBe(404);
    const other = await paidDeposit(60_000);
    expect((await refund(officer, appId, other.invoice.id, 100)).statusCode).toBe(404);
    expect((await invoiceSeen(appId))?.creditCents).toBe(2_500);
  });
});
