import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardPaymentsContract,
  defined,
  financeContract,
  lifecycleContract,
  moneyContract,
  STRIPE_NOTIFICATION_PATH,
} from '@consent/domain';
import { mailOutbox, payments } from '../../src/db/schema.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { answerOf } from '../support/answer.js';
import { completedEvent, startStripeStandIn, stripeSignature } from '../../../../e2e/support/stripeStandIn.js';

const SECRET_KEY = 'sk_test_standin';
const WEBHOOK_SECRET = 'whsec_standin';

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let app: FastifyInstance;
let applicant: Client;
let stranger: Client;
let officer: Client;
let auckland: number;

beforeAll(async () => {
  stripe = await startStripeStandIn(SECRET_KEY);
  app = await createTestApp({
    stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: stripe.base },
  });
  auckland = defined((await councilIds(app))['Auckland Council'], 'Auckland Council');
  applicant = await registerUser(app, 'card');
  stranger = await registerUser(app, 'card-stranger');
  officer = await councilStaff(app, auckland);
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});

/** A submitted application and its deposit invoice ($575.00 including GST). */
async function deposit() {
  const appId = await submittedApplication(applicant, auckland);
  const list = answerOf(await applicant.get(`/api/applications/${appId}/invoices`), moneyContract.invoices);
  return { appId, invoice: defined(list.invoices[0], 'the deposit invoice') };
}

async function startPayment(client: Client, appId: number, invoiceId: number, body?: unknown) {
  return client.post(`/api/applications/${appId}/invoices/${invoiceId}/card-payments`, body);
}

/**
 * Stripe's notification as it arrives: its raw JSON and its signature, and no Origin (server to server; the
 * cross-site fetch metadata only keeps the test client from adding the browser's Origin).
 */
const notify = (body: string, signature: string) =>
  app.inject({
    method: 'POST',
    url: STRIPE_NOTIFICATION_PATH,
    headers: {
      'sec-fetch-site': 'cross-site',
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
    },
    payload: body,
  });

const sessionIdOf = (url: string) => defined(url.split('/').pop(), 'the session id in the hosted page url');

async function paymentsOf(invoiceId: number) {
  const { db } = await app.databaseReady;
  return db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
}

async function receiptsFor(invoiceNumber: string) {
  const { db } = await app.databaseReady;
  return (await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'payment-receipt'))).filter((m) =>
    m.subject.includes(invoiceNumber),
  );
}

/** The application's timeline's money events as the applicant's page reads them. */
const moneyEventsOf = async (appId: number) =>
  answerOf(await applicant.get(`/api/applications/${appId}/lifecycle`), lifecycleContract.view).timeline.filter(
    (e) => e.action === 'payment-received-card',
  );

const statusOf = async (client: Client, appId: number, sessionId: string) =>
  client.get(`/api/applications/${appId}/card-payments/${sessionId}`);

describe('card payment through Stripe Checkout (issue 31 point 5)', () => {
  it('opens the hosted page for the balance, and records the payment once the signed notification arrives', async () => {
    const { appId, invoice } = await deposit();
    const option = answerOf(
      await applicant.get(`/api/applications/${appId}/card-payments`),
      cardPaymentsContract.cardPaymentOption,
    );
    expect(option.available).toBe(true);

    const started = await startPayment(applicant, appId, invoice.id);
    expect(started.statusCode, started.body).toBe(201);
    const { url } = answerOf(started, cardPaymentsContract.startCardPayment);
    expect(url.startsWith(`${stripe.base}/c/pay/cs_test_`)).toBe(true);
    const sent = defined(stripe.requests.at(-1), 'the session request');
    expect(sent.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: invoice.number,
      'metadata[invoice]': invoice.number,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'nzd',
      'line_items[0][price_data][unit_amount]': '57500',
      'line_items[0][price_data][product_data][name]': `Tax invoice ${invoice.number}`,
    });
    expect(sent.form.get('success_url')).toMatch(
      new RegExp(`/helix/app/obca/${appId}/0\\?opt=resume&card-payment=\\{CHECKOUT_SESSION_ID\\}$`),
    );
    const hosted = await fetch(url);
    expect(hosted.status).toBe(200);

    const sessionId = sessionIdOf(url);
    const waiting = answerOf(await statusOf(applicant, appId, sessionId), cardPaymentsContract.cardPaymentStatus);
    expect(waiting).toMatchObject({
      status: 'waiting',
      message: 'We are waiting for your card payment to be confirmed',
    });

    const event = completedEvent(sessionId, 57_500, invoice.number);
    const answer = await notify(event, stripeSignature(event, WEBHOOK_SECRET));
    expect(answer.statusCode, answer.body).toBe(200);

    const received = answerOf(await statusOf(applicant, appId, sessionId), cardPaymentsContract.cardPaymentStatus);
    expect(received.message).toBe(`Payment received — $575.00 on invoice ${invoice.number}. Thank you.`);
    const seen = answerOf(await applicant.get(`/api/applications/${appId}/invoices`), moneyContract.invoices);
    expect(seen.invoices[0]).toMatchObject({ paidCents: 57_500, balanceCents: 0, status: 'paid' });
    expect((await paymentsOf(invoice.id)).map((p) => [p.method, p.providerReference, p.reference])).toEqual([
      ['card', sessionId, `pi_${sessionId}`],
    ]);
    expect((await receiptsFor(invoice.number)).map((m) => m.subject)).toEqual([
      `Receipt: $575.00 paid on invoice ${invoice.number}`,
    ]);
    expect(await moneyEventsOf(appId)).toMatchObject([
      {
        actor: 'applicant',
        from: 'submitted',
        to: 'submitted',
        details: { invoiceNumber: invoice.number, amountCents: 57_500, reference: `pi_${sessionId}` },
      },
    ]);
    // Money's derived events (issue 31 point 6) count the card payment toward 'invoice-paid' without listing it a
    // second time beside its written 'payment-received-card' event.
    const derived = answerOf(
      await applicant.get(`/api/applications/${appId}/money-status`),
      financeContract.moneyStatus,
    );
    expect(derived.events.map((e) => [e.kind, e.invoiceNumber])).toEqual([
      ['invoice-issued', invoice.number],
      ['invoice-paid', invoice.number],
    ]);
    // The money event moves no status: the council's next transition still starts from 'submitted'.
    const accepted = await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: `BC-${appId}` });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('asks the provider for the balance the server holds, not an amount the browser sends', async () => {
    const { appId, invoice } = await deposit();
    await officer.post(`/api/council/applications/${appId}/invoices/${invoice.id}/payments`, {
      amountCents: 20_000,
      paidOn: '2026-11-27',
      method: 'bank_transfer',
      reference: 'DC 1',
    });
    const started = await startPayment(applicant, appId, invoice.id, { amountCents: 1 });
    expect(started.statusCode, started.body).toBe(201);
    expect(stripe.requests.at(-1)?.form.get('line_items[0][price_data][unit_amount]')).toBe('37500');
  });

  it('refuses a forged notification with 400 and records nothing', async () => {
    const { appId, invoice } = await deposit();
    const { url } = answerOf(await startPayment(applicant, appId, invoice.id), cardPaymentsContract.startCardPayment);
    const sessionId = sessionIdOf(url);
    const event = completedEvent(sessionId, 57_500, invoice.number);
    const wrongSecret = await notify(event, stripeSignature(event, 'whsec_someone_else'));
    expect(wrongSecret.statusCode).toBe(400);
    const otherBody = completedEvent(sessionId, 1, invoice.number);
    const tampered = await notify(event, stripeSignature(otherBody, WEBHOOK_SECRET));
    expect(tampered.statusCode).toBe(400);
    const unsigned = await notify(event, '');
    expect(unsigned.statusCode).toBe(400);
    expect(await paymentsOf(invoice.id)).toEqual([]);
    expect(await moneyEventsOf(appId)).toEqual([]);
    const status = answerOf(await statusOf(applicant, appId, sessionId), cardPaymentsContract.cardPaymentStatus);
    expect(status.status).toBe('waiting');
  });

  it('refuses a replayed notification signed more than 300 seconds ago with 400 and records nothing', async () => {
    const { appId, invoice } = await deposit();
    const { url } = answerOf(await startPayment(applicant, appId, invoice.id), cardPaymentsContract.startCardPayment);
    const event = completedEvent(sessionIdOf(url), 57_500, invoice.number);
    const old = new Date(Date.now() - 301_000);
    const replayed = await notify(event, stripeSignature(event, WEBHOOK_SECRET, old));
    expect(replayed.statusCode).toBe(400);
    expect(await paymentsOf(invoice.id)).toEqual([]);
  });

  it('answers the same notification delivered twice with 200 both times and records one payment', async () => {
    const { appId, invoice } = await deposit();
    const { url } = answerOf(await startPayment(applicant, appId, invoice.id), cardPaymentsContract.startCardPayment);
    const event = completedEvent(sessionIdOf(url), 57_500, invoice.number);
    const first = await notify(event, stripeSignature(event, WEBHOOK_SECRET));
    const again = await notify(event, stripeSignature(event, WEBHOOK_SECRET));
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect(await receiptsFor(invoice.number)).toHaveLength(1);
    expect(await moneyEventsOf(appId)).toHaveLength(1);
    const seen = answerOf(await applicant.get(`/api/applications/${appId}/invoices`), moneyContract.invoices);
    expect(seen.invoices[0]?.paidCents).toBe(57_500);
  });

  it('answers another applicant 404 for the option, the payment and its status', async () => {
    const { appId, invoice } = await deposit();
    const { url } = answerOf(await startPayment(applicant, appId, invoice.id), cardPaymentsContract.startCardPayment);
    const before = stripe.requests.length;
    expect((await stranger.get(`/api/applications/${appId}/card-payments`)).statusCode).toBe(404);
    expect((await startPayment(stranger, appId, invoice.id)).statusCode).toBe(404);
    expect((await statusOf(stranger, appId, sessionIdOf(url))).statusCode).toBe(404);
    expect(stripe.requests.length).toBe(before);
    const { db } = await app.databaseReady;
    const other = await deposit();
    // A session of one application is not found through another.
    expect((await statusOf(applicant, other.appId, sessionIdOf(url))).statusCode).toBe(404);
    expect(
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.invoiceId, invoice.id))),
    ).toEqual([]);
  });
});

describe('without Stripe credentials', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('offers no card option and answers every card route 404', async () => {
    const person = await registerUser(plain, 'card-none');
    const council = defined((await councilIds(plain))['Auckland Council'], 'Auckland Council');
    const appId = await submittedApplication(person, council);
    const list = answerOf(await person.get(`/api/applications/${appId}/invoices`), moneyContract.invoices);
    const invoiceId = defined(list.invoices[0], 'the deposit invoice').id;
    const option = answerOf(
      await person.get(`/api/applications/${appId}/card-payments`),
      cardPaymentsContract.cardPaymentOption,
    );
    expect(option.available).toBe(false);
    expect((await person.post(`/api/applications/${appId}/invoices/${invoiceId}/card-payments`)).statusCode).toBe(404);
    const event = completedEvent('cs_test_x', 57_500, 'INV');
    const notified = await plain.inject({
      method: 'POST',
      url: STRIPE_NOTIFICATION_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(event, WEBHOOK_SECRET) },
      payload: event,
    });
    expect(notified.statusCode).toBe(404);
  });
});
