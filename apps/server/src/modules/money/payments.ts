import { formatCents, invoiceNumberText, paymentMessages, summaryPath, type RecordPayment } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/service.js';
import { councilAccess } from '../council/access.js';
import { layout } from '../mail/templates.js';
import type { MailService } from '../mail/service.js';
import * as repo from './invoiceRepo.js';
import { balanceOf, invoiceSummary } from './invoiceView.js';

export type PaymentService = ReturnType<typeof createPaymentService>;

/**
 * Payments (issue 31 point 5): staff of the application's council record a bank transfer or a payment at the
 * counter (part payments allowed; beyond the total it is the payer's credit), and the receipt is mailed to the payer
 * from the same transaction.
 */
export function createPaymentService(db: () => Db, deps: { mail: () => MailService }) {
  async function receipt(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    invoice: repo.InvoiceRow,
    amountCents: number,
  ) {
    const { balanceCents, creditCents } = balanceOf(invoice);
    const number = invoiceNumberText(invoice.year, invoice.number);
    await deps.mail().queue(
      tx,
      'payment-receipt',
      invoice.payerEmail,
      layout({
        subject: `Receipt: ${formatCents(amountCents)} paid on invoice ${number}`,
        greeting: `Kia ora ${invoice.payerName},`,
        paragraphs: [
          `We have received ${formatCents(amountCents)} for tax invoice ${number}.`,
          creditCents > 0
            ? `The invoice is paid, with ${formatCents(creditCents)} over: it is held as your credit.`
            : balanceCents > 0
              ? `Still to pay: ${formatCents(balanceCents)}.`
              : 'The invoice is now paid in full.',
        ],
        action: { label: 'View the application', url: deps.mail().link(summaryPath(invoice.applicationId, () => 0)) },
      }),
    );
  }

  return {
    /**
     * Whether what the council issues for the application (the consent, a CCC) may be released to the applicant:
     * only once every invoice of it is paid (Building Act s219(2), s95(c); ADR 0050). Other modules (statutory
     * documents) ask this before they hand a decision document to the applicant.
     */
    async isReleased(applicationId: number): Promise<boolean> {
      const all = await repo.invoicesOf(db(), applicationId);
      return all.every((invoice) => balanceOf(invoice).balanceCents === 0);
    },
    /** The application's invoices as its council's staff see them. */
    async councilList(user: SessionUser, appId: number) {
      await councilAccess(db(), user, { appId });
      return { invoices: (await repo.invoicesOf(db(), appId)).map(invoiceSummary) };
    },
    /**
     * A payment the card provider's verified notification reports (ADR 0065), in the caller's transaction: recorded
     * once per provider reference, however often the notification arrives, with its receipt queued. Undefined when
     * it was recorded already.
     */
    async recordVerified(
      tx: Parameters<Parameters<Db['transaction']>[0]>[0],
      invoice: repo.InvoiceRow,
      payment: { amountCents: number; paidOn: string; reference: string; providerReference: string },
    ): Promise<repo.InvoiceRow | undefined> {
      const after = await repo.addProviderPaymentOnce(tx, invoice, payment);
      if (after) await receipt(tx, after, payment.amountCents);
      return after;
    },
    async recordByStaff(user: SessionUser, appId: number, invoiceId: number, payment: RecordPayment) {
      await councilAccess(db(), user, { appId });
      const paid = await db().transaction(async (tx) => {
        const invoice = await repo.invoiceOf(tx, appId, invoiceId);
        if (!invoice) throw notFound();
        const after = await repo.addPayment(tx, invoice, { ...payment, recordedBy: user.id });
        await receipt(tx, after, payment.amountCents);
        return after;
      });
      deps.mail().sendSoon();
      return { message: paymentMessages.recorded, invoice: invoiceSummary(paid) };
    },
  };
}
