import { finalInvoiceInputSchema } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import type { FinalInvoiceService, PreparedFinalInvoice } from './finalInvoice.js';
import type { MoneyRulesService } from './release.js';

/** What the council workspace asks of money (issue 31 points 4 and 6), handed to it by services.ts. */
export interface CouncilMoney {
  awaitingPayment(councilId: number, rows: { id: number; status: string }[]): Promise<Set<number>>;
  assertMayAccept(appId: number, councilId: number): Promise<void>;
  prepareFinalInvoice(appId: number): Promise<PreparedFinalInvoice>;
  /** `invoice` is the grant's recorded details' field, which the lifecycle machine has checked. */
  issueFinalInvoice(tx: Executor, prepared: PreparedFinalInvoice, invoice: unknown): Promise<void>;
  afterGrant(): void;
}

export function councilMoney(rules: MoneyRulesService, finalInvoices: FinalInvoiceService): CouncilMoney {
  return {
    awaitingPayment: (councilId, rows) => rules.awaitingPayment(councilId, rows),
    assertMayAccept: (appId, councilId) => rules.assertMayAccept(appId, councilId),
    prepareFinalInvoice: (appId) => finalInvoices.prepare(appId),
    async issueFinalInvoice(tx, prepared, invoice) {
      await finalInvoices.issueAtGrant(tx, prepared, finalInvoiceInputSchema.optional().parse(invoice));
    },
    afterGrant: () => {
      finalInvoices.afterGrant();
    },
  };
}
