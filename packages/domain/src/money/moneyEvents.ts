import { z } from 'zod';
import { isInspectionEventAction, type InspectionEventAction } from '../inspections/results.js';
import { isMoneyEventAction, type MoneyEventAction } from './moneyEventWords.js';

export * from './moneyEventWords.js';
import { invoiceNumberText } from './payer.js';
import type { InvoiceKind } from './estimate.js';

/**
 * Changes of an application's money state written on its timeline beside the lifecycle's transitions (issue 31
 * point 6; ADR 0065). They move no status: the machine's replay reads only its own actions.
 */
export const moneyEventDetailsSchema = z.object({
  invoiceNumber: z.string(),
  amountCents: z.number(),
  /** The card payment's reference at the provider, or the credit note's number. */
  reference: z.string(),
});
export type MoneyEventDetails = z.infer<typeof moneyEventDetailsSchema>;

/**
 * The events the lifecycle's machine and clock read: its transitions, without the events beside them that move no
 * status (money's, issue 31 point 6; an inspection's result, issue 32 point 4).
 */
export function transitionsOnly<E extends { action: string }>(
  events: readonly E[],
): (E & { action: Exclude<E['action'], MoneyEventAction | InspectionEventAction> })[] {
  return events.filter(
    (e): e is E & { action: Exclude<E['action'], MoneyEventAction | InspectionEventAction> } =>
      !isMoneyEventAction(e.action) && !isInspectionEventAction(e.action),
  );
}

/**
 * Money's events on the application's timeline (issue 31 point 6): an invoice issued, a payment recorded, an
 * invoice paid in full. Read from the invoices and payments as they were written (both append-only but for an
 * invoice's paid total), so the timeline can never disagree with the ledger.
 */
export const MONEY_EVENT_KINDS = ['invoice-issued', 'payment-recorded', 'invoice-paid'] as const;
export type MoneyEventKind = (typeof MONEY_EVENT_KINDS)[number];

export interface MoneyEvent {
  at: string;
  kind: MoneyEventKind;
  invoiceNumber: string;
  invoiceKind: InvoiceKind;
  amountCents: number;
  /** A payment's method ('bank_transfer', 'counter', 'card'); null for the invoice's own events. */
  method: string | null;
}

interface InvoiceFacts {
  id: number;
  year: number;
  number: number;
  kind: InvoiceKind;
  issuedAt: Date;
  totalCents: number;
}
interface PaymentFacts {
  invoiceId: number;
  amountCents: number;
  method: string;
  createdAt: Date;
}

/** The events, oldest first; an invoice is paid in full by the payment that brings its paid total to its total. */
export function moneyEvents(invoices: readonly InvoiceFacts[], payments: readonly PaymentFacts[]): MoneyEvent[] {
  const events: MoneyEvent[] = [];
  for (const invoice of invoices) {
    const number = invoiceNumberText(invoice.year, invoice.number);
    const base = { invoiceNumber: number, invoiceKind: invoice.kind };
    events.push({
      ...base,
      at: invoice.issuedAt.toISOString(),
      kind: 'invoice-issued',
      amountCents: invoice.totalCents,
      method: null,
    });
    let paid = 0;
    const own = payments.filter((p) => p.invoiceId === invoice.id).sort((a, b) => +a.createdAt - +b.createdAt);
    for (const payment of own) {
      const at = payment.createdAt.toISOString();
      events.push({ ...base, at, kind: 'payment-recorded', amountCents: payment.amountCents, method: payment.method });
      const before = paid;
      paid += payment.amountCents;
      if (before < invoice.totalCents && paid >= invoice.totalCents)
        events.push({ ...base, at, kind: 'invoice-paid', amountCents: invoice.totalCents, method: null });
    }
  }
  return events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
