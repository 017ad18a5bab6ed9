import { inArray } from 'drizzle-orm';
import { moneyEvents, type MoneyEvent } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { InvoiceRow } from './invoiceRepo.js';

/**
 * Money's events on the application's timeline (issue 31 point 6): `invoice-issued`, `payment-recorded`,
 * `invoice-paid`, read from the application's invoices and their payments (domain `moneyEvents`). A card payment
 * (issue 31 point 5) counts toward its invoice's paid total but is not listed again: its `payment-received-card`
 * event, like a credit note's `credit-note-issued`, is written on the lifecycle's timeline (lifecycle/moneyEvents.ts).
 */
export async function moneyTimelineOf(db: Executor, invoices: InvoiceRow[]): Promise<MoneyEvent[]> {
  const ids = invoices.map((i) => i.id);
  const paid = ids.length
    ? await db
        .select({
          invoiceId: payments.invoiceId,
          amountCents: payments.amountCents,
          method: payments.method,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(inArray(payments.invoiceId, ids))
    : [];
  return moneyEvents(invoices, paid).filter((e) => !(e.kind === 'payment-recorded' && e.method === 'card'));
}
