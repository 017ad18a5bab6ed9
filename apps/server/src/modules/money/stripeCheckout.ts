import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  NotificationRefused,
  ProviderUnavailable,
  type CheckoutRequest,
  type CheckoutSession,
  type PaidNotice,
  type PaymentProvider,
} from './paymentProvider.js';

export interface StripeSettings {
  /** STRIPE_SECRET_KEY: the account's secret key, sent as a Bearer token. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: the notification endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** STRIPE_API_BASE: https://api.stripe.com unless a test or proxy answers for it. */
  apiBase: string;
}

/** Stripe's documented default: a notification signed more than five minutes ago is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
const TIMEOUT_MS = 15_000;

// https://docs.stripe.com/api/checkout/sessions/object: only the fields the product reads.
const sessionSchema = z.object({ id: z.string().min(1), url: z.url() });
const eventSchema = z.object({
  id: z.string(),
  type: z.string(),
  data: z.object({
    object: z.object({
      id: z.string(),
      object: z.literal('checkout.session'),
      payment_status: z.string(),
      amount_total: z.number().int().nullable(),
      currency: z.string().nullable(),
      client_reference_id: z.string().nullable(),
      payment_intent: z.string().nullable().optional(),
    }),
  }),
});

/**
 * Stripe Checkout (the hosted page) behind the product's PaymentProvider (ADR 0065). The HTTP calls are Stripe's
 * documented ones, written with fetch: POST /v1/checkout/sessions (form-encoded, Bearer secret key), and the
 * `Stripe-Signature` check of webhooks (HMAC-SHA256 of `${t}.${rawBody}` with the endpoint's secret, 300 s tolerance).
 */
export function stripeCheckout(settings: StripeSettings, fetcher: typeof fetch = fetch): PaymentProvider {
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      // https://docs.stripe.com/api/checkout/sessions/create
      const form = new URLSearchParams({
        mode: 'payment',
        success_url: request.successUrl.replace('{SESSION_ID}', '{CHECKOUT_SESSION_ID}'),
        cancel_url: request.cancelUrl,
        client_reference_id: request.reference,
        'metadata[invoice]': request.reference,
        customer_email: request.payerEmail,
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'nzd',
        'line_items[0][price_data][unit_amount]': String(request.amountCents),
        'line_items[0][price_data][product_data][name]': request.description,
      });
      if (!request.payerEmail) form.delete('customer_email');
      let answer: Response;
      try {
        answer = await fetcher(new URL('/v1/checkout/sessions', settings.apiBase), {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new ProviderUnavailable(`Stripe could not be reached: ${String(err)}`);
      }
      const body: unknown = await answer.json().catch(() => null);
      const session = sessionSchema.safeParse(body);
      if (!answer.ok || !session.success) {
        throw new ProviderUnavailable(`Stripe refused the checkout session (HTTP ${answer.status})`);
      }
      return { sessionId: session.data.id, url: session.data.url };
    },

    readNotification(rawBody, headers, now): PaidNotice | null {
      verifySignature(rawBody, headers['stripe-signature'], settings.webhookSecret, now);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new NotificationRefused('the notification is not JSON');
      }
      const event = eventSchema.safeParse(parsed);
      // Another kind of event (Stripe sends those the endpoint subscribed to): acknowledged, nothing recorded.
      if (!event.success) return null;
      const session = event.data.data.object;
      const paid =
        (event.data.type === 'checkout.session.completed' ||
          event.data.type === 'checkout.session.async_payment_succeeded') &&
        session.payment_status === 'paid';
      if (!paid || session.currency !== 'nzd' || session.amount_total === null) return null;
      return {
        sessionId: session.id,
        paymentReference: session.payment_intent ?? session.id,
        amountCents: session.amount_total,
        reference: session.client_reference_id ?? '',
      };
    },
  };
}

/**
 * https://docs.stripe.com/webhooks/signatures#verify-manually: the header is `t=<unix seconds>,v1=<hex>[,v1=…]`;
 * the expected signature is HMAC-SHA256(secret, `${t}.${rawBody}`), compared in constant time with each v1; a
 * timestamp further than the tolerance from now is a replay.
 */
export function verifySignature(
  rawBody: Buffer,
  header: string | string[] | undefined,
  secret: string,
  now: Date,
): void {
  if (typeof header !== 'string') throw new NotificationRefused('no Stripe-Signature header');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!timestamp || !/^\d+$/.test(timestamp) || signatures.length === 0) {
    throw new NotificationRefused('the Stripe-Signature header is malformed');
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  const matches = signatures.some((hex) => {
    const given = Buffer.from(hex, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new NotificationRefused('the signature does not verify');
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new NotificationRefused('the notification is older than the tolerance (a replay)');
  }
}

/** The provider from the environment's settings; none (no card option anywhere) without both secrets. */
export function stripeFromSettings(settings: StripeSettings | null): PaymentProvider | null {
  return settings?.secretKey && settings.webhookSecret ? stripeCheckout(settings) : null;
}
