import { z } from 'zod';
import { formatCents } from './cents.js';

/**
 * Paying an invoice by card through the provider's hosted page (issue 31 point 5; ADR 0065). The amount is always
 * the invoice's balance as the server sees it, never a figure the browser sends.
 */
export const cardPaymentMessages = {
  waiting: 'We are waiting for your card payment to be confirmed',
  received: (amountCents: number, invoiceNumber: string) =>
    `Payment received — ${formatCents(amountCents)} on invoice ${invoiceNumber}. Thank you.`,
  nothingToPay: 'This invoice is paid: there is nothing left to pay by card',
  unavailable: 'Card payment is not available: pay by bank transfer',
  providerFailed: 'The card payment page could not be opened. Try again in a few minutes, or pay by bank transfer.',
  forged: 'The notification’s signature does not verify',
} as const;

export { CARD_PAYMENT_RETURN_PARAM } from './cardReturn.js';

/** What the application's page shows after the applicant came back from the hosted page. */
export const cardCheckoutStatusSchema = z.object({
  status: z.enum(['waiting', 'received']),
  message: z.string(),
  invoiceId: z.number(),
});
export type CardCheckoutStatus = z.infer<typeof cardCheckoutStatusSchema>;
