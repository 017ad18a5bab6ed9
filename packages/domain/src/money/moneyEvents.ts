import { z } from 'zod';
import { formatCents } from './cents.js';

/**
 * Changes of an application's money state written on its timeline beside the lifecycle's transitions (issue 31
 * point 6; ADR 0065). They move no status: the machine's replay reads only its own actions.
 */
export const MONEY_EVENT_ACTIONS = ['payment-received-card', 'credit-note-issued'] as const;
export type MoneyEventAction = (typeof MONEY_EVENT_ACTIONS)[number];
export const isMoneyEventAction = (action: string): action is MoneyEventAction =>
  (MONEY_EVENT_ACTIONS as readonly string[]).includes(action);

export const moneyEventDetailsSchema = z.object({
  invoiceNumber: z.string(),
  amountCents: z.number(),
  /** The card payment's reference at the provider, or the credit note's number. */
  reference: z.string(),
});
export type MoneyEventDetails = z.infer<typeof moneyEventDetailsSchema>;

/** The event as a line of the timeline, for both sides. */
export function moneyEventWords(action: MoneyEventAction, details: MoneyEventDetails): string {
  return action === 'payment-received-card'
    ? `Card payment of ${formatCents(details.amountCents)} received on invoice ${details.invoiceNumber}`
    : `Credit note ${details.reference} refunds ${formatCents(details.amountCents)} on invoice ${details.invoiceNumber}`;
}

/** The events the lifecycle's machine and clock read: its transitions, without the money events beside them. */
export function transitionsOnly<E extends { action: string }>(
  events: readonly E[],
): (E & { action: Exclude<E['action'], MoneyEventAction> })[] {
  return events.filter(
    (e): e is E & { action: Exclude<E['action'], MoneyEventAction> } => !isMoneyEventAction(e.action),
  );
}
