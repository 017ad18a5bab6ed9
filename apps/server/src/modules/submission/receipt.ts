import { summaryPath } from '@consent/domain';
import type { CompletedHook } from '../applications/submission.js';
import type { MailService } from '../mail/service.js';
import { resubmissionReceiptMail, submissionReceiptMail } from '../mail/templates.js';
import { isResubmission, resubmissionOf } from './resubmission.js';
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
    // After a return, the receipt says "resubmitted" and what changed since (issue 30.5), not a second "submitted".
    const resubmission = (await isResubmission(tx, row.id)) ? await resubmissionOf(tx, row.id) : null;
    for (const recipient of await recipients(tx, row)) {
      const receipt = {
        ...facts,
        fullName: recipient.fullName,
        // Any number opens the summary page; 0 keeps the link the same in every receipt.
        summaryLink: mail.link(summaryPath(row.id, () => 0)),
        pdfLink: mail.link(`/api/applications/${row.id}/summary.pdf`),
      };
      const content = resubmission ? resubmissionReceiptMail(receipt, resubmission) : submissionReceiptMail(receipt);
      await mail.queue(tx, resubmission ? 'resubmission-receipt' : 'submission-receipt', recipient.email, content);
    }
    return () => {
      mail.sendSoon();
    };
  };
}
