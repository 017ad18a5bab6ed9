import { formatCents } from './cents.js';
import type { MoneyEventDetails } from './moneyEvents.js';

/* Money's timeline events' actions and words without their schema (ADR 0095): the timeline draws them without zod. */

export const MONEY_EVENT_ACTIONS = ['payment-received-card', 'credit-note-issued'] as const;
export type MoneyEventAction = (typeof MONEY_EVENT_ACTIONS)[number];
export const isMoneyEventAction = (action: string): action is MoneyEventAction =>
  (MONEY_EVENT_ACTIONS as readonly string[]).includes(action);

/** The event as a line of the timeline, for both sides. */
export function moneyEventWords(action: MoneyEventAction, details: MoneyEventDetails): string {
  return action === 'payment-received-card'
    ? `Card payment of ${formatCents(details.amountCents)} received on invoice ${details.invoiceNumber}`
    : `Credit note ${details.reference} refunds ${formatCents(details.amountCents)} on invoice ${details.invoiceNumber}`;
}
