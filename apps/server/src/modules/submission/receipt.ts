import { applicationTypeName, summaryPath } from '@consent/domain';
import type { ApplicationService } from '../applications/service.js';
import { findUserById } from '../auth/repo.js';
import { siteAddresses } from '../locations/repo.js';
import type { MailService } from '../mail/service.js';
import { submissionReceiptMail } from '../mail/templates.js';
import { councilFullName } from './repo.js';

/**
 * The submission receipt (issue 19.2): queued in the transaction that completes the application (the wizard's
 * completion and the single-page forms' submit both go through it), so there is a receipt exactly when the
 * application was completed. Everything it names is read through that transaction; it is sent after the commit.
 */
export function sendReceiptsOnCompletion(applications: ApplicationService, mail: () => MailService): void {
  applications.whenCompleted(async (tx, row) => {
    const applicant = await findUserById(tx, row.userId);
    if (!applicant) return;
    const content = submissionReceiptMail({
      fullName: applicant.fullName,
      reference: row.bcNumber ? `${row.id} (building consent ${row.bcNumber})` : String(row.id),
      typeName: applicationTypeName(row.applicationType, row.param as never, row.typeCode),
      siteAddress: (await siteAddresses(tx, [row.id])).get(row.id) || null,
      councilName: (await councilFullName(tx, row.councilId)) ?? 'the council',
      // Any number opens the summary page; 0 keeps the link the same in every receipt.
      summaryLink: mail().link(summaryPath(row.id, () => 0)),
      pdfLink: mail().link(`/api/applications/${row.id}/summary.pdf`),
    });
    await mail().queue(tx, 'submission-receipt', applicant.email, content);
    return () => mail().sendSoon();
  });
}
