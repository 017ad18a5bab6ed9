import {
  INVOICE_PDF_PATH,
  routeUrl,
  invoiceNumberText,
  nzDateOf,
  summaryPath,
  totalsOf,
  type InvoiceKind,
  type MoneyLine,
} from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { ApplicationRow } from '../applications/access.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { CompletedHook } from '../applications/submission.js';
import type { SessionUser } from '../auth/service.js';
import { councilAccess } from '../council/access.js';
import type { MailService } from '../mail/service.js';
import type { ApplicationFacts, ApplicationRecipients } from '../notifications/applicationFacts.js';
import type { PdfRenderPool } from '../pdf/renderPool.js';
import * as feeScheduleRepo from './feeScheduleRepo.js';
import * as repo from './invoiceRepo.js';
import { invoiceMail } from './invoiceMail.js';
import { invoiceSummary, taxInvoiceModel } from './invoiceView.js';
import { payerAndOwner } from './payerOf.js';

export type InvoiceService = ReturnType<typeof createInvoiceService>;

export const invoicePdfPath = (appId: number, invoiceId: number) => routeUrl(INVOICE_PDF_PATH, { appId, invoiceId });

/**
 * Invoices (issue 31 point 4). The deposit invoice is issued in the transaction that submits the application, so
 * there is one exactly when the application was submitted; each invoice is addressed to the payer the applicant
 * named, mailed to the payer and the owner (queued in the same transaction), and laid out as a PDF tax invoice by
 * the PDF worker pool when it is downloaded.
 */
export function createInvoiceService(
  db: () => Db,
  deps: {
    applications: ApplicationAccess;
    facts: ApplicationFacts;
    recipients: ApplicationRecipients;
    mail: () => MailService;
    pool: PdfRenderPool;
  },
) {
  /** Issues an invoice of the application in the caller's transaction and queues its mails. */
  async function issue(
    tx: Executor,
    row: ApplicationRow,
    kind: InvoiceKind,
    lines: MoneyLine[],
    schedule: { gstNumber: string; bankAccount: string },
    lessPaidCents = 0,
  ): Promise<repo.InvoiceRow> {
    const { payer, owner } = await payerAndOwner(tx, row, deps.recipients);
    const invoice = await repo.issueInvoice(tx, {
      councilId: row.councilId,
      applicationId: row.id,
      kind,
      year: Number(nzDateOf(new Date()).slice(0, 4)),
      payer,
      lines,
      totals: totalsOf(lines),
      lessPaidCents,
      gstNumber: schedule.gstNumber,
      bankAccount: schedule.bankAccount,
    });
    const facts = await deps.facts.facts(tx, row);
    const recipients = new Map([payer, owner].filter((p) => p.email).map((p) => [p.email.toLowerCase(), p]));
    for (const person of recipients.values()) {
      const content = invoiceMail({
        name: person.name,
        number: invoiceNumberText(invoice.year, invoice.number),
        kind,
        councilName: facts.councilName,
        reference: facts.reference,
        totalCents: invoice.totalCents,
        bankAccount: invoice.bankAccount,
        applicationLink: deps.mail().link(summaryPath(row.id, () => 0)),
        pdfLink: deps.mail().link(invoicePdfPath(row.id, invoice.id)),
      });
      await deps.mail().queue(tx, 'invoice', person.email, content);
    }
    return invoice;
  }

  /** The lodgement deposit, at submission: the schedule in force that day; none without a schedule or a deposit. */
  async function issueDeposit(tx: Executor, row: ApplicationRow): Promise<repo.InvoiceRow | null> {
    // A resubmission (after a return as incomplete) completes the application again: the deposit is invoiced once.
    if ((await repo.invoicesOf(tx, row.id)).some((i) => i.kind === 'deposit')) return null;
    const schedule = await feeScheduleRepo.scheduleOn(tx, row.councilId, nzDateOf(new Date()));
    if (!schedule || schedule.lodgementDepositCents === 0) return null;
    const lines: MoneyLine[] = [
      {
        label: 'Lodgement deposit',
        basis: 'Credited against the final invoice',
        amountCents: schedule.lodgementDepositCents,
        kind: 'fee',
      },
    ];
    return issue(tx, row, 'deposit', lines, schedule);
  }

  async function taxInvoicePdf(row: ApplicationRow, invoiceId: number) {
    const invoice = await repo.invoiceOf(db(), row.id, invoiceId);
    if (!invoice) throw notFound();
    const facts = await deps.facts.facts(db(), row);
    return {
      fileName: `${invoiceNumberText(invoice.year, invoice.number)}.pdf`,
      pdf: await deps.pool.render(taxInvoiceModel(invoice, facts.councilName, facts.reference)),
    };
  }

  return {
    issue,
    issueDeposit,
    /** The application's invoices with their balances (the applicant's page lists them). */
    async list(user: SessionUser, appId: number) {
      const row = await deps.applications.access(user, appId, 'read');
      return { invoices: (await repo.invoicesOf(db(), row.id)).map(invoiceSummary) };
    },
    /** One invoice of the application as a PDF tax invoice; another application's invoice is 404. */
    async pdf(user: SessionUser, appId: number, invoiceId: number) {
      return taxInvoicePdf(await deps.applications.access(user, appId, 'read'), invoiceId);
    },
    /** The same PDF for the staff of the application's council (their read is logged by the route's mark). */
    async councilPdf(user: SessionUser, appId: number, invoiceId: number) {
      await councilAccess(db(), user, { appId });
      const row = await deps.applications.rowWithin(db(), appId);
      if (!row) throw notFound();
      return taxInvoicePdf(row, invoiceId);
    },
  };
}

/** Issues the deposit invoice in the transaction of every submission (issue 31 point 4). */
export function invoiceDepositOnSubmission(invoices: InvoiceService, mail: MailService): CompletedHook {
  return async (tx, row) => {
    const invoice = await invoices.issueDeposit(tx, row);
    return invoice
      ? () => {
          mail.sendSoon();
        }
      : undefined;
  };
}
