import { and, asc, eq, sql } from 'drizzle-orm';
import { defined, type InvoiceKind, type InvoicePayer, type MoneyLine, type PaymentMethod } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import { invoices, payments } from '../../db/schema.js';
import { takeNext } from '../sequences/service.js';

export type InvoiceRow = typeof invoices.$inferSelect;

export interface InvoiceDraft {
  councilId: number;
  applicationId: number;
  kind: InvoiceKind;
  /** The year of issue (New Zealand's) whose sequence numbers it. */
  year: number;
  payer: InvoicePayer;
  lines: MoneyLine[];
  totals: { feesExclusiveCents: number; gstCents: number; leviesCents: number };
  lessPaidCents: number;
  gstNumber: string;
  bankAccount: string;
}

/**
 * Issues an invoice in the caller's transaction: its number is the council's next 'invoice' number of the year,
 * taken in the same transaction, so an invoice that is not written gives its number back (ADR 0051).
 */
export async function issueInvoice(tx: Executor, draft: InvoiceDraft): Promise<InvoiceRow> {
  const number = await takeNext(tx, draft.councilId, 'invoice', draft.year);
  const { totals } = draft;
  const [row] = await tx
    .insert(invoices)
    .values({
      councilId: draft.councilId,
      applicationId: draft.applicationId,
      kind: draft.kind,
      year: draft.year,
      number,
      payerName: draft.payer.name,
      payerEmail: draft.payer.email,
      payerAddress: draft.payer.address,
      lines: draft.lines,
      ...totals,
      lessPaidCents: draft.lessPaidCents,
      totalCents: totals.feesExclusiveCents + totals.gstCents + totals.leviesCents - draft.lessPaidCents,
      gstNumber: draft.gstNumber,
      bankAccount: draft.bankAccount,
    })
    .returning();
  return defined(row, 'the issued invoice');
}

export async function invoicesOf(db: Executor, applicationId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.applicationId, applicationId)).orderBy(asc(invoices.id));
}

export async function invoiceOf(
  db: Executor,
  applicationId: number,
  invoiceId: number,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.applicationId, applicationId)));
  return row;
}

/** Adds a payment to an invoice's paid total in one statement (concurrent payments add up, none is lost). */
export async function addPayment(
  tx: Executor,
  invoice: InvoiceRow,
  payment: {
    amountCents: number;
    paidOn: string;
    method: PaymentMethod;
    reference: string;
    providerReference?: string;
    recordedBy: number | null;
  },
): Promise<InvoiceRow> {
  await tx.insert(payments).values({ invoiceId: invoice.id, ...payment });
  const [row] = await tx
    .update(invoices)
    .set({ paidCents: sql`${invoices.paidCents} + ${payment.amountCents}` })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return defined(row, 'the paid invoice');
}

/**
 * Adds a provider's payment once: a second notification of the same provider reference inserts nothing (the
 * unique (method, provider_reference)), and then the invoice is left as it is and undefined is returned.
 */
export async function addProviderPaymentOnce(
  tx: Executor,
  invoice: InvoiceRow,
  payment: { amountCents: number; paidOn: string; reference: string; providerReference: string },
): Promise<InvoiceRow | undefined> {
  const inserted = await tx
    .insert(payments)
    .values({ invoiceId: invoice.id, method: 'card', recordedBy: null, ...payment })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (!inserted.length) return undefined;
  const [row] = await tx
    .update(invoices)
    .set({ paidCents: sql`${invoices.paidCents} + ${payment.amountCents}` })
    .where(eq(invoices.id, invoice.id))
    .returning();
  return defined(row, 'the paid invoice');
}

/**
 * Takes a refund off what was paid, in one statement that refuses to go below what is not refundable (the net total
 * while the application lives, nothing once it is withdrawn), so concurrent refunds cannot refund the same cents
 * twice. On a withdrawn application, what the refund returns beyond the payer's credit is also credited off the
 * total, so the refunded deposit is not owed again. Undefined when refused.
 */
export async function takeRefund(
  tx: Executor,
  invoiceId: number,
  amountCents: number,
  withdrawn: boolean,
): Promise<InvoiceRow | undefined> {
  const netTotal = sql`(${invoices.totalCents} - ${invoices.creditedCents})`;
  const credit = sql`greatest(0, ${invoices.paidCents} - ${netTotal})`;
  const [row] = await tx
    .update(invoices)
    .set({
      paidCents: sql`${invoices.paidCents} - ${amountCents}`,
      ...(withdrawn ? { creditedCents: sql`${invoices.creditedCents} + greatest(0, ${amountCents} - ${credit})` } : {}),
    })
    .where(
      and(eq(invoices.id, invoiceId), sql`${invoices.paidCents} - ${amountCents} >= ${withdrawn ? sql`0` : netTotal}`),
    )
    .returning();
  return row;
}
