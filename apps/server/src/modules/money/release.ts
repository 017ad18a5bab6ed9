import { and, eq, inArray } from 'drizzle-orm';
import { invoiceNumberText, moneySettingsMessages } from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { invoices } from '../../db/schema.js';
import { conflict, notFound } from '../../http/errors.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import { councilAccess } from '../council/access.js';
import * as invoiceRepo from './invoiceRepo.js';
import { balanceOf } from './invoiceView.js';
import type { MoneySettingsService } from './settings.js';
import type { PaymentService } from './payments.js';
import { moneyTimelineOf } from './timeline.js';

export type MoneyRulesService = ReturnType<typeof createMoneyRulesService>;

/** The statuses in which a submitted application may wait for its deposit: before the council accepts it. */
const BEFORE_ACCEPTANCE = ['submitted', 'resubmitted'];

/**
 * The rules that tie money to the life of a consent (issue 31 point 6, ADR 0066), each a council setting:
 * an application waits "Awaiting payment" and is not accepted (its clock does not start) until its deposit is paid;
 * a granted consent's documents are released only once every invoice is paid (payments.isReleased).
 */
export function createMoneyRulesService(
  db: () => Db,
  deps: { applications: ApplicationAccess; settings: MoneySettingsService; payments: PaymentService },
) {
  /** The unpaid deposit invoices among these applications', by application. */
  async function unpaidDeposits(tx: Executor, appIds: number[]) {
    if (!appIds.length) return new Map<number, invoiceRepo.InvoiceRow>();
    const rows = await tx
      .select()
      .from(invoices)
      .where(and(inArray(invoices.applicationId, appIds), eq(invoices.kind, 'deposit')));
    return new Map(rows.filter((r) => balanceOf(r).balanceCents > 0).map((r) => [r.applicationId, r]));
  }

  async function released(applicationId: number, councilId: number): Promise<boolean> {
    if (!(await deps.settings.of(councilId)).releaseOnPayment) return true;
    return deps.payments.isReleased(applicationId);
  }

  /** Of a council's applications (the queue's page), those waiting for their deposit. */
  async function awaitingPayment(councilId: number, rows: { id: number; status: string }[]): Promise<Set<number>> {
    const waiting = rows.filter((r) => BEFORE_ACCEPTANCE.includes(r.status)).map((r) => r.id);
    if (!waiting.length || !(await deps.settings.of(councilId)).clockAfterDeposit) return new Set();
    return new Set((await unpaidDeposits(db(), waiting)).keys());
  }

  async function statusOf(row: { id: number; status: string; councilId: number }) {
    const list = await invoiceRepo.invoicesOf(db(), row.id);
    return {
      awaitingPayment: (await awaitingPayment(row.councilId, [row])).has(row.id),
      released: await released(row.id, row.councilId),
      events: await moneyTimelineOf(db(), list),
    };
  }

  return {
    released,
    awaitingPayment,
    /**
     * Refuses to accept an application whose council holds it for its deposit while the deposit is unpaid (409):
     * acceptance starts the statutory clock (ADR 0015), so the clock waits for the payment.
     */
    async assertMayAccept(appId: number, councilId: number): Promise<void> {
      if (!(await deps.settings.of(councilId)).clockAfterDeposit) return;
      const deposit = (await unpaidDeposits(db(), [appId])).get(appId);
      if (deposit)
        throw conflict(moneySettingsMessages.awaitingPayment(invoiceNumberText(deposit.year, deposit.number)));
    },
    /** The applicant's view, through the applicant's one access check. */
    async applicantStatus(user: SessionUser, appId: number) {
      return statusOf(await deps.applications.access(user, appId, 'read'));
    },
    /** The council's view, through the council's one access check. */
    async councilStatus(user: SessionUser, appId: number) {
      await councilAccess(db(), user, { appId });
      const row = await deps.applications.rowWithin(db(), appId);
      if (!row) throw notFound();
      return statusOf(row);
    },
  };
}
