import { z } from 'zod';
import { appIdParamsSchema, idSchema } from '../api.js';
import { cardCheckoutStatusSchema } from '../money/cardPayments.js';
import { recordRefundSchema } from '../money/creditNotes.js';
import { route, successResult, timestamp } from './route.js';

const invoiceParamsSchema = z.strictObject({ appId: idSchema, invoiceId: idSchema });

const creditNoteSchema = z.object({
  id: z.number(),
  number: z.string(),
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  amountCents: z.number(),
  reason: z.string(),
  issuedAt: timestamp,
});
export type CreditNoteSummary = z.input<typeof creditNoteSchema>;

/** Where the card provider posts its signed notifications (server to server; ADR 0065). */
export const STRIPE_NOTIFICATION_PATH = '/api/payments/stripe/notifications';

/**
 * Card payment through the provider's hosted page and refunds as credit notes (issue 31 point 5; ADR 0065).
 */
export const cardPaymentsContract = {
  /** Whether the applicant may pay this application's invoices by card: only when the provider is configured. */
  cardPaymentOption: route({
    method: 'GET',
    path: '/api/applications/:appId/card-payments',
    params: appIdParamsSchema,
    response: z.object({ result: successResult, available: z.boolean() }),
  }),
  /** Opens the provider's hosted page for the invoice's balance; the answer's url is where the browser goes. */
  startCardPayment: route({
    method: 'POST',
    path: '/api/applications/:appId/invoices/:invoiceId/card-payments',
    params: invoiceParamsSchema,
    response: z.object({ result: successResult, url: z.string() }),
    statuses: [201],
  }),
  /** After the return from the hosted page: waiting until the provider's verified notification has arrived. */
  cardPaymentStatus: route({
    method: 'GET',
    path: '/api/applications/:appId/card-payments/:sessionId',
    params: z.strictObject({ appId: idSchema, sessionId: z.string().min(1).max(255) }),
    response: cardCheckoutStatusSchema.extend({ result: successResult }),
  }),
  /** The provider's signed notification (Stripe's `checkout.session.completed`); raw JSON, verified by signature. */
  stripeNotification: route({
    method: 'POST',
    path: STRIPE_NOTIFICATION_PATH,
    response: z.object({ received: z.boolean() }),
  }),
  /** The application's credit notes (refunds), as the applicant sees them. */
  creditNotes: route({
    method: 'GET',
    path: '/api/applications/:appId/credit-notes',
    params: appIdParamsSchema,
    response: z.object({ result: successResult, creditNotes: z.array(creditNoteSchema) }),
  }),
  /** The application's credit notes and, per invoice, what staff may still refund. */
  councilCreditNotes: route({
    method: 'GET',
    path: '/api/council/applications/:appId/credit-notes',
    params: appIdParamsSchema,
    response: z.object({
      result: successResult,
      creditNotes: z.array(creditNoteSchema),
      refundable: z.array(z.object({ invoiceId: z.number(), refundableCents: z.number() })),
    }),
  }),
  /** Staff refund a withdrawn application's unused deposit, or a credit from overpayment, as a credit note. */
  issueCreditNote: route({
    method: 'POST',
    path: '/api/council/applications/:appId/invoices/:invoiceId/credit-notes',
    params: invoiceParamsSchema,
    body: recordRefundSchema,
    response: z.object({ result: successResult, message: z.string(), creditNote: creditNoteSchema }),
    statuses: [201],
  }),
};
