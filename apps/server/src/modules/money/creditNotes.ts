import {
  creditNoteMessages,
  creditNoteNumberText,
  formatCents,
  invoiceNumberText,
  nzDateOf,
  refundableCents,
  summaryPath,
  type RecordRefund,
} from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { invalidAnswers, notFound } from '../../http/errors.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import { councilAccess } from '../council/access.js';
import { layout } from '../mail/templates.js';
import type { MailService } from '../mail/service.js';
import * as repo from './creditNoteRepo.js';
import * as invoiceRepo from './invoiceRepo.js';

export type CreditNoteService = ReturnType<typeof createCreditNoteService>;

/** What else is written when a credit note is issued, in its transaction (the application's timeline). */
export type CreditNoteHook = (
  tx: Executor,
  issued: {
    applicationId: number;
    userId: number;
    role: 'officer' | 'admin';
    number: string;
    invoiceNumber: string;
    amountCents: number;
  },
) => Promise<void>;

/**
 * Refunds as credit notes (issue 31 point 5; ADR 0065). Staff of the application's council refund a withdrawn
 * application's unused deposit (what was paid on it) or a credit from overpayment (what was paid beyond the total);
 * the credit note takes the council's next 'credit-note' number, lowers what the invoice counts as paid, and is
 * mailed to the payer. A refund beyond what is refundable is refused, naming the amount and its limit.
 */
export function createCreditNoteService(
  db: () => Db,
  deps: { applications: ApplicationAccess; mail: () => MailService; onIssued?: CreditNoteHook },
) {
  async function summaries(appId: number) {
    const invoices = await invoiceRepo.invoicesOf(db(), appId);
    const numbers = new Map(invoices.map((i) => [i.id, invoiceNumberText(i.year, i.number)]));
    const notes = await repo.creditNotesOf(db(), appId);
    return {
      invoices,
      creditNotes: notes.map((n) => ({
        id: n.id,
        number: creditNoteNumberText(n.year, n.number),
        invoiceId: n.invoiceId,
        invoiceNumber: numbers.get(n.invoiceId) ?? '',
        amountCents: n.amountCents,
        reason: n.reason,
        issuedAt: n.issuedAt,
      })),
    };
  }

  return {
    /** The application's credit notes, as the applicant's page lists them. */
    async list(user: SessionUser, appId: number) {
      const row = await deps.applications.access(user, appId, 'read');
      return { creditNotes: (await summaries(row.id)).creditNotes };
    },

    /** The credit notes and what is still refundable per invoice, as the council's page shows them. */
    async councilList(user: SessionUser, appId: number) {
      await councilAccess(db(), user, { appId });
      const row = await deps.applications.rowWithin(db(), appId);
      const withdrawn = row?.status === 'withdrawn';
      const { invoices, creditNotes } = await summaries(appId);
      return {
        creditNotes,
        refundable: invoices.map((i) => ({ invoiceId: i.id, refundableCents: refundableCents(i, withdrawn) })),
      };
    },

    async issue(user: SessionUser, appId: number, invoiceId: number, refund: RecordRefund) {
      const { role } = await councilAccess(db(), user, { appId });
      const issued = await db().transaction(async (tx) => {
        const row = await deps.applications.rowWithin(tx, appId);
        const invoice = row ? await invoiceRepo.invoiceOf(tx, appId, invoiceId) : undefined;
        if (!row || !invoice) throw notFound();
        const withdrawn = row.status === 'withdrawn';
        const after = await invoiceRepo.takeRefund(tx, invoice.id, refund.amountCents, withdrawn);
        if (!after) {
          // Read again inside the transaction: what is refundable now, after any refund that came first.
          const now = await invoiceRepo.invoiceOf(tx, appId, invoiceId);
          const limit = now ? refundableCents(now, withdrawn) : 0;
          throw invalidAnswers([
            {
              field: 'amountCents',
              message: limit === 0 ? creditNoteMessages.nothingRefundable : creditNoteMessages.tooMuch(limit),
            },
          ]);
        }
        const note = await repo.issueCreditNote(tx, {
          councilId: invoice.councilId,
          applicationId: appId,
          invoiceId: invoice.id,
          year: Number(nzDateOf(new Date()).slice(0, 4)),
          amountCents: refund.amountCents,
          reason: refund.reason,
          issuedBy: user.id,
        });
        const number = creditNoteNumberText(note.year, note.number);
        const invoiceNumber = invoiceNumberText(invoice.year, invoice.number);
        await deps.mail().queue(
          tx,
          'credit-note',
          invoice.payerEmail,
          layout({
            subject: `Credit note ${number}: ${formatCents(note.amountCents)} refunded on invoice ${invoiceNumber}`,
            greeting: `Kia ora ${invoice.payerName},`,
            paragraphs: [
              `We have issued credit note ${number} for ${formatCents(note.amountCents)} against tax invoice ${invoiceNumber}.`,
              `Reason: ${note.reason}`,
              'The amount will be refunded to the account it was paid from.',
            ],
            action: { label: 'View the application', url: deps.mail().link(summaryPath(appId, () => 0)) },
          }),
        );
        await deps.onIssued?.(tx, {
          applicationId: appId,
          userId: user.id,
          role,
          number,
          invoiceNumber,
          amountCents: note.amountCents,
        });
        return { note, number, invoiceNumber };
      });
      deps.mail().sendSoon();
      const { note, number, invoiceNumber } = issued;
      return {
        message: creditNoteMessages.issued,
        creditNote: {
          id: note.id,
          number,
          invoiceId: note.invoiceId,
          invoiceNumber,
          amountCents: note.amountCents,
          reason: note.reason,
          issuedAt: note.issuedAt,
        },
      };
    },
  };
}
