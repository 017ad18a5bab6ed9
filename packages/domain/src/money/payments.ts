import { z } from 'zod';

export const PAYMENT_METHODS = ['bank_transfer', 'counter', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The ways staff record a payment; a card payment is recorded only by the provider's verified notification. */
export const STAFF_PAYMENT_METHODS = ['bank_transfer', 'counter'] as const;

export const paymentMessages = {
  amount: 'Enter the amount paid as a whole number of cents, more than $0.00',
  date: 'Enter the date it was paid as YYYY-MM-DD',
  reference: 'Enter the payment’s reference, up to 100 characters',
  recorded: 'Payment recorded',
} as const;

/** A payment as staff record it: amount, date, method and reference; part payments allowed. */
export const recordPaymentSchema = z.strictObject({
  amountCents: z
    .number({ error: paymentMessages.amount })
    .int({ error: paymentMessages.amount })
    .min(1, { error: paymentMessages.amount })
    .max(1_000_000_000, { error: paymentMessages.amount }),
  paidOn: z.iso.date({ error: paymentMessages.date }),
  method: z.enum(STAFF_PAYMENT_METHODS),
  reference: z
    .string()
    .trim()
    .min(1, { error: paymentMessages.reference })
    .max(100, { error: paymentMessages.reference }),
});
export type RecordPayment = z.infer<typeof recordPaymentSchema>;
