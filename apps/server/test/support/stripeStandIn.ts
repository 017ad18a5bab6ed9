import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST /v1/checkout/sessions the stand-in received: its headers and form fields. */
export interface SessionRequest {
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/**
 * A stand-in for Stripe's API in the test's process, speaking its documented request and answer for creating a
 * Checkout Session (https://docs.stripe.com/api/checkout/sessions/create: form-encoded, Bearer secret key; the
 * answer is the session object with the hosted page's `url`), and serving that tiny hosted page.
 */
export async function startStripeStandIn(secretKey: string) {
  const requests: SessionRequest[] = [];
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
        const id = `cs_test_standin${++counter}`;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: form.get('mode'),
            status: 'open',
            payment_status: 'unpaid',
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            currency: form.get('line_items[0][price_data][currency]'),
            client_reference_id: form.get('client_reference_id'),
            success_url: form.get('success_url'),
            cancel_url: form.get('cancel_url'),
            url: `${base}/c/pay/${id}`,
          }),
        );
        return;
      }
      if (req.method === 'GET' && req.url?.startsWith('/c/pay/')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          '<!doctype html><html lang="en"><title>Pay</title><main><h1>Stand-in Stripe Checkout</h1></main></html>',
        );
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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
  return `t=${t},v1=${v1}`;
}
