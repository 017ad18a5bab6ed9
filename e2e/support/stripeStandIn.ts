import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for Stripe, shared by the server's card payment tests (apps/server/test/money) and the browser run
 * (started by e2e/support/globalSetup.ts; ADR 0071). It imports nothing but Node, so both tsconfigs compile it.
 */

/** One POST /v1/checkout/sessions the stand-in received: its headers and form fields. */
export interface SessionRequest {
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/** Where the stand-in's hosted page sends Stripe's notification when the payer pays: the product's endpoint. */
export interface StandInWebhook {
  url: string;
  /** The endpoint's signing secret (whsec_…), as the product's STRIPE_WEBHOOK_SECRET. */
  secret: string;
}

interface OpenSession {
  amountCents: number;
  currency: string;
  description: string;
  reference: string;
  successUrl: string;
  cancelUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.codePointAt(0))};`);

/** The amount as the page shows it: NZ$575.00. */
const shown = (cents: number, currency: string) => `${currency.toUpperCase()} $${(cents / 100).toFixed(2)}`;

/** The tiny hosted page: what is paid for, a Pay button (a form posted back here), and the way back. */
function hostedPage(id: string, session: OpenSession | undefined): string {
  const body = session
    ? `<p>${escapeHtml(session.description)}: ${shown(session.amountCents, session.currency)}</p>
<form method="post" action="/c/pay/${id}"><button type="submit">Pay ${shown(session.amountCents, session.currency)}</button></form>
<p><a href="${escapeHtml(session.cancelUrl)}">Cancel and go back</a></p>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay</title></head><body><main><h1>Stand-in Stripe Checkout</h1>${body}</main></body></html>`;
}

/**
 * A stand-in for Stripe's API, speaking its documented request and answer for creating a Checkout Session
 * (https://docs.stripe.com/api/checkout/sessions/create: form-encoded, Bearer secret key; the answer is the session
 * object with the hosted page's `url`), and serving that hosted page. Given a webhook, paying on the page does what
 * Stripe does (https://docs.stripe.com/payments/checkout/fulfill-orders): it posts the signed
 * `checkout.session.completed` event to the endpoint, then sends the browser to the session's `success_url` with
 * `{CHECKOUT_SESSION_ID}` replaced by the session's id.
 */
export async function startStripeStandIn(secretKey: string, options: { port?: number; webhook?: StandInWebhook } = {}) {
  const requests: SessionRequest[] = [];
  const sessions = new Map<string, OpenSession>();
  let counter = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        requests.push({ authorization: req.headers.authorization, contentType: req.headers['content-type'], form });
        if (req.headers.authorization !== `Bearer ${secretKey}`) {
          res.writeHead(401, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
          return;
        }
        const id = `cs_test_standin${String(options.port ?? 0)}_${String(++counter)}`;
        const session: OpenSession = {
          amountCents: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]') ?? '',
          description: form.get('line_items[0][price_data][product_data][name]') ?? '',
          reference: form.get('client_reference_id') ?? '',
          successUrl: form.get('success_url') ?? '',
          cancelUrl: form.get('cancel_url') ?? '',
        };
        sessions.set(id, session);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: form.get('mode'),
            status: 'open',
            payment_status: 'unpaid',
            amount_total: session.amountCents,
            currency: session.currency,
            client_reference_id: session.reference,
            success_url: session.successUrl,
            cancel_url: session.cancelUrl,
            url: `${base}/c/pay/${id}`,
          }),
        );
        return;
      }
      const id = /^\/c\/pay\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      if (req.method === 'GET' && id) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(hostedPage(id, sessions.get(id)));
        return;
      }
      const session = id ? sessions.get(id) : undefined;
      if (req.method === 'POST' && id && session && options.webhook) {
        void pay(id, session, options.webhook).then(
          () => {
            sessions.delete(id);
            res.writeHead(303, { location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', id) }).end();
          },
          (err: unknown) => {
            res.writeHead(502, { 'content-type': 'text/plain' }).end(`The notification was refused: ${String(err)}`);
          },
        );
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Stripe's notification of the paid session, signed, posted to the endpoint as Stripe does (JSON, no Origin). */
async function pay(id: string, session: OpenSession, webhook: StandInWebhook): Promise<void> {
  const body = completedEvent(id, session.amountCents, session.reference);
  const answer = await fetch(webhook.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': stripeSignature(body, webhook.secret),
    },
    body,
  });
  if (!answer.ok) throw new Error(`HTTP ${String(answer.status)} ${await answer.text()}`);
}

/** A `checkout.session.completed` event as Stripe posts it, for a paid session. */
export function completedEvent(
  sessionId: string,
  amountCents: number,
  reference: string,
  eventId = `evt_${sessionId}`,
) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        status: 'complete',
        amount_total: amountCents,
        currency: 'nzd',
        client_reference_id: reference,
        payment_intent: `pi_${sessionId}`,
      },
    },
  });
}

/** The `Stripe-Signature` header Stripe would send: t=<unix seconds>,v1=HMAC-SHA256(secret, `${t}.${body}`). */
export function stripeSignature(body: string, secret: string, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${String(t)},v1=${v1}`;
}
