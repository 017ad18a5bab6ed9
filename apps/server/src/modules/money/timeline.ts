import { inArray } from 'drizzle-orm';
import { moneyEvents, type MoneyEvent } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import type { InvoiceRow } from './invoiceRepo.js';

/**
 * Money's events on the application's timeline (issue 31 point 6): `invoice-issued`, `payment-recorded`,
 * `invoice-paid`, read from the application's invoices and their payments (domain `moneyEvents`). Card payments and
 * credit notes (issue 31 point 5) add their kinds here.
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
  return moneyEvents(invoices, paid);
}
