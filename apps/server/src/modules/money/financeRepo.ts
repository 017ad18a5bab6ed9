import { and, asc, between, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FinanceQuery } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import { invoices, levyAssessments } from '../../db/schema.js';

/** The New Zealand date an invoice was issued on, as SQL. */
const issuedOn = sql<string>`to_char(${invoices.issuedAt} AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM-DD')`;
const issuedDate = sql`(${invoices.issuedAt} AT TIME ZONE 'Pacific/Auckland')::date`;

/**
 * A council's invoices as the finance view filters them (issue 31 point 7), newest first: by the New Zealand date of
 * issue, and paid (nothing left), unpaid (something left) or overdue (something left and past its due date: the day
 * of issue plus the council's payment terms).
 */
export async function councilInvoices(
  db: Executor,
  councilId: number,
  query: FinanceQuery,
  terms: { days: number; today: string },
) {
  const where: SQL[] = [eq(invoices.councilId, councilId)];
  if (query.from) where.push(gte(issuedDate, sql`${query.from}::date`));
  if (query.to) where.push(lte(issuedDate, sql`${query.to}::date`));
  if (query.show === 'paid') where.push(sql`${invoices.paidCents} >= ${invoices.totalCents}`);
  if (query.show === 'unpaid') where.push(sql`${invoices.paidCents} < ${invoices.totalCents}`);
  if (query.show === 'overdue')
    where.push(
      sql`${invoices.paidCents} < ${invoices.totalCents}`,
      lt(sql`${issuedDate} + ${terms.days}::integer`, sql`${terms.today}::date`),
    );
  return db
    .select({
      id: invoices.id,
      applicationId: invoices.applicationId,
      kind: invoices.kind,
      year: invoices.year,
      number: invoices.number,
      issuedOn,
      payerName: invoices.payerName,
      feesExclusiveCents: invoices.feesExclusiveCents,
      gstCents: invoices.gstCents,
      leviesCents: invoices.leviesCents,
      lessPaidCents: invoices.lessPaidCents,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
    })
    .from(invoices)
    .where(and(...where))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
}

/** The levies assessed on the council's consents granted between two New Zealand dates (inclusive), oldest first. */
export async function leviesAssessed(db: Executor, councilId: number, first: string, last: string) {
  return db
    .select()
    .from(levyAssessments)
    .where(and(eq(levyAssessments.councilId, councilId), between(levyAssessments.grantedOn, first, last)))
    .orderBy(asc(levyAssessments.grantedOn), asc(levyAssessments.applicationId));
}
