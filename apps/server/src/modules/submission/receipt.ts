import { summaryPath } from '@consent/domain';
import type { CompletedHook } from '../applications/submission.js';
import type { MailService } from '../mail/service.js';
import { submissionReceiptMail } from '../mail/templates.js';
import type { ApplicationFacts, ApplicationRecipients } from '../notifications/applicationFacts.js';

/**
 * The submission receipt (issue 19.2): queued in the transaction that completes the application (the wizard's
 * completion and the single-page forms' submit both go through it), so there is a receipt exactly when the
 * application was completed. Everything it names is read through that transaction; it is sent after the commit,
 * to the owner and every collaborator. The submission service is given it when it is built (services.ts).
 */
export function submissionReceipts(
  mail: MailService,
  about: ApplicationFacts,
  recipients: ApplicationRecipients,
): CompletedHook {
  return async (tx, row) => {
    const facts = await about.facts(tx, row);
    for (const recipient of await recipients(tx, row)) {
      const content = submissionReceiptMail({
        ...facts,
        fullName: recipient.fullName,
        // Any number opens the summary page; 0 keeps the link the same in every receipt.
        summaryLink: mail.link(summaryPath(row.id, () => 0)),
        pdfLink: mail.link(`/api/applications/${row.id}/summary.pdf`),
      });
      await mail.queue(tx, 'submission-receipt', recipient.email, content);
    }
    return () => {
      mail.sendSoon();
    };
  };
}
