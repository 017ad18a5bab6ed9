/**
 * The boundary the product calls to take a payment online (issue 31 point 5; ADR 0065): open a hosted payment page
 * for an amount, and read the provider's server-to-server notification once its signature verifies. Card details
 * never reach the product; only a verified notification records a payment.
 */
export interface PaymentProvider {
  /** The provider's name, kept with each checkout (payments are unique per provider's reference). */
  readonly name: string;
  /** Opens a hosted page for this amount; the browser is sent to `url`, and comes back to `successUrl` or `cancelUrl`. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies a notification's signature and age against the raw body as it arrived, then reads it. Throws
   * `NotificationRefused` for a forged, malformed or replayed (too old) notification.
   */
  readNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): PaidNotice | null;
}

export interface CheckoutRequest {
  amountCents: number;
  /** What the payer sees on the hosted page ("Tax invoice INV-2026-000042"). */
  description: string;
  /** Our checkout's reference (the invoice), echoed back in the notification. */
  reference: string;
  /** Where the browser returns after paying; `{SESSION_ID}` is replaced by the provider's session id. */
  successUrl: string;
  cancelUrl: string;
  payerEmail: string;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/** A verified notification that a checkout was paid: the session and the amount the provider took. */
export interface PaidNotice {
  sessionId: string;
  /** The provider's id of the payment itself, quoted as the payment's reference. */
  paymentReference: string;
  amountCents: number;
  reference: string;
}

export class NotificationRefused extends Error {}

/** The provider could not open a hosted page (unreachable, or it refused the request). */
export class ProviderUnavailable extends Error {}
