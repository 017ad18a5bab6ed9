import { STATUTORY_DOCUMENT_TITLES } from '@consent/domain';
import type { StatutoryDocumentService } from './service.js';

/** The applicant's list of the application's statutory documents, after the caller's access check of `applicationId`. */
export async function applicantList(documents: StatutoryDocumentService, applicationId: number) {
  const list = await documents.list(applicationId);
  return {
    result: 'success',
    documents: list.map((d) => ({
      id: d.id,
      form: d.form,
      kind: d.kind,
      title: STATUTORY_DOCUMENT_TITLES[d.kind],
      sha256: d.sha256,
      sizeBytes: d.sizeBytes,
      issuedAt: d.createdAt,
    })),
  };
}
