import { z } from 'zod';
import { formatCents } from './cents.js';

/** Refunds as credit notes (issue 31 point 5; ADR 0065): staff refund what was paid and is not owed. */
export const creditNoteMessages = {
  amount: 'Enter the amount to refund as a whole number of cents, more than $0.00',
  tooMuch: (limitCents: number) => `The amount to refund can be at most ${formatCents(limitCents)}: what is refundable`,
  nothingRefundable:
    'Nothing on this invoice is refundable: only a withdrawn application’s deposit or a credit from overpayment',
  reason: 'Enter why it is refunded, up to 200 characters',
  issued: 'Credit note issued',
} as const;

/** A credit note's number as printed: "CN-2026-000007". */
export function creditNoteNumberText(year: number, number: number): string {
  return `CN-${year}-${String(number).padStart(6, '0')}`;
}

/**
 * What can be refunded on an invoice: on a withdrawn application everything paid (the council does no more work);
 * otherwise only what was paid beyond the total (the payer's credit).
 */
export function refundableCents(
  invoice: { totalCents: number; paidCents: number; creditedCents: number },
  withdrawn: boolean,
): number {
  return Math.max(0, withdrawn ? invoice.paidCents : invoice.paidCents - (invoice.totalCents - invoice.creditedCents));
}

export const recordRefundSchema = z.strictObject({
  amountCents: z
    .number({ error: creditNoteMessages.amount })
    .int({ error: creditNoteMessages.amount })
    .min(1, { error: creditNoteMessages.amount })
    .max(1_000_000_000, { error: creditNoteMessages.amount }),
  reason: z
    .string({ error: creditNoteMessages.reason })
    .trim()
    .min(1, { error: creditNoteMessages.reason })
    .max(200, { error: creditNoteMessages.reason }),
});
export type RecordRefund = z.infer<typeof recordRefundSchema>;
