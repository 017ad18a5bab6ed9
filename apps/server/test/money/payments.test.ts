import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined, moneyContract } from '@consent/domain';
import { mailOutbox } from '../../src/db/schema.js';
import { createPaymentService } from '../../src/modules/money/payments.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let applicant: Client;
let officer: Client;
let otherCouncilOfficer: Client;

beforeAll(async () => {
  app = await createTestApp();
  const ids = await councilIds(app);
  const auckland = defined(ids['Auckland Council'], 'Auckland Council');
  applicant = await registerUser(app, 'payments');
  officer = await councilStaff(app, auckland);
  otherCouncilOfficer = await councilStaff(app, defined(ids['Wellington City Council'], 'Wellington'));
});
afterAll(() => app.close());

/** A submitted application and its deposit invoice ($575.00 including GST). */
async function deposit() {
  const appId = await submittedApplication(applicant, (await councilIds(app))['Auckland Council'] ?? 0);
  const list = answerOf(
    await officer.get(`/api/council/applications/${appId}/invoices`),
    moneyContract.councilInvoices,
  );
  return { appId, invoice: defined(list.invoices[0], 'the deposit invoice') };
}
const pay = (client: Client, appId: number, invoiceId: number, amountCents: number, reference = 'DC 1234') =>
  client.post(`/api/council/applications/${appId}/invoices/${invoiceId}/payments`, {
    amountCents,
    paidOn: '2026-11-27',
    method: 'bank_transfer',
    reference,
  });

describe('payments recorded by staff (issue 31 point 5)', () => {
  it('takes a part payment, then the balance, and mails a receipt each time', async () => {
    const { appId, invoice } = await deposit();
    const part = await pay(officer, appId, invoice.id, 20_000);
    expect(part.statusCode, part.body).toBe(201);
    expect(answerOf(part, moneyContract.recordPayment).invoice).toMatchObject({
      paidCents: 20_000,
      balanceCents: 37_500,
      status: 'part paid',
    });
    const rest = answerOf(await pay(officer, appId, invoice.id, 37_500), moneyContract.recordPayment);
    expect(rest.invoice).toMatchObject({ balanceCents: 0, creditCents: 0, status: 'paid' });
    const { db } = await app.databaseReady;
    const receipts = (await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'payment-receipt'))).filter((m) =>
      m.subject.includes(invoice.number),
    );
    expect(receipts.map((m) => m.subject)).toEqual([
      `Receipt: $200.00 paid on invoice ${invoice.number}`,
      `Receipt: $375.00 paid on invoice ${invoice.number}`,
    ]);
    const seen = answerOf(await applicant.get(`/api/applications/${appId}/invoices`), moneyContract.invoices);
    expect(seen.invoices[0]?.status).toBe('paid');
  });

  it('releases what the council issues only once every invoice is paid', async () => {
    const { appId, invoice } = await deposit();
    const { db } = await app.databaseReady;
    const payments = createPaymentService(() => db, {
      mail: () => {
        throw new Error('isReleased sends no mail');
      },
    });
    expect(await payments.isReleased(appId)).toBe(false);
    await pay(officer, appId, invoice.id, 57_000);
    expect(await payments.isReleased(appId)).toBe(false);
    await pay(officer, appId, invoice.id, 500);
    expect(await payments.isReleased(appId)).toBe(true);
  });

  it('holds what is paid beyond the total as credit', async () => {
    const { appId, invoice } = await deposit();
    const over = answerOf(await pay(officer, appId, invoice.id, 60_000), moneyContract.recordPayment);
    expect(over.invoice).toMatchObject({ paidCents: 60_000, balanceCents: 0, creditCents: 2_500, status: 'paid' });
  });

  it('refuses a payment of $0 or in fractions of a cent, naming the amount, and records nothing', async () => {
    const { appId, invoice } = await deposit();
    for (const amount of [0, -100, 10.5]) {
      const refused = await pay(officer, appId, invoice.id, amount);
      expect(refused.statusCode).toBe(400);
      expect(refusalOf(refused).details?.[0]?.message).toBe(
        'Enter the amount paid as a whole number of cents, more than $0.00',
      );
    }
    const list = answerOf(
      await officer.get(`/api/council/applications/${appId}/invoices`),
      moneyContract.councilInvoices,
    );
    expect(list.invoices[0]?.paidCents).toBe(0);
  });

  it("answers another council's staff 404 and refuses the applicant (staff only), changing nothing", async () => {
    const { appId, invoice } = await deposit();
    expect((await pay(otherCouncilOfficer, appId, invoice.id, 100)).statusCode).toBe(404);
    expect((await otherCouncilOfficer.get(`/api/council/applications/${appId}/invoices`)).statusCode).toBe(404);
    expect((await pay(applicant, appId, invoice.id, 100)).statusCode).toBe(403);
    const other = await deposit();
    expect((await pay(officer, appId, other.invoice.id, 100)).statusCode).toBe(404);
    const list = answerOf(
      await officer.get(`/api/council/applications/${appId}/invoices`),
      moneyContract.councilInvoices,
    );
    expect(list.invoices[0]?.paidCents).toBe(0);
  });
});
