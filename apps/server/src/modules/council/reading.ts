import {
  availableActions,
  lifecycleMessages,
  lifecycleStatusLabels,
  lifecycleTransitions,
  type DocumentItem,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../http/errors.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import { toItem, type DocumentService, type IncomingFile, type StoredDocument } from '../documents/service.js';
import type { LocationService } from '../locations/service.js';
import type { PdfService } from '../pdf/service.js';
import { councilAccess } from './access.js';
import { councilMessages } from './messages.js';
import * as repo from './repo.js';

export type CouncilReadingService = ReturnType<typeof createCouncilReadingService>;

/**
 * What council staff read of a submitted application (issue 18.2): every page's answers, its documents and its
 * PDF, and the decision document they upload with a grant. Each method passes the one council access check
 * first; the answers are then read through the modules that keep them, as they read them for the application's
 * own applicant (the services' reads are keyed by the owner), so staff see exactly what the applicant submitted.
 */
export function createCouncilReadingService(
  db: () => Db,
  deps: {
    applications: ApplicationAccess;
    documents: DocumentService;
    pdf: PdfService;
    locations: LocationService;
  },
) {
  /** After the access check: the applicant, whose reads of their own application the council's reads reuse. */
  async function asApplicant(user: SessionUser, appId: number) {
    const access = await councilAccess(db(), user, { appId });
    // The access check found the application; it can only be gone now if it was deleted in between.
    const applicant = await repo.applicantOf(db(), appId);
    if (!applicant) throw notFound(councilMessages.applicationNotFound);
    return { access, applicant };
  }

  return {
    /**
     * Every required page's answers as the PDF prints them (its sections), the documents with their ids, and the
     * site's parcels (each location with its outline) for the map.
     */
    async answers(user: SessionUser, appId: number) {
      const { applicant } = await asApplicant(user, appId);
      // Read once, as the applicant, and handed to each module rather than looked up again by each.
      const row = await deps.applications.access(applicant, appId, 'read');
      const [model, site, stored] = await Promise.all([
        deps.pdf.modelOf(applicant, row),
        deps.locations.savedParcelsOf(row),
        deps.documents.documentsOf(row),
      ]);
      const documents: DocumentItem[] = stored.map(toItem);
      const parcels = site.parcels.map(({ location, outline }) => ({ location, outline }));
      return { sections: model.sections, documents, parcels };
    },

    /** One of the application's documents (its attachments, the answers' uploads, the decision) for the council's reader. */
    async document(user: SessionUser, appId: number, documentId: number): Promise<StoredDocument> {
      await councilAccess(db(), user, { appId });
      return deps.documents.downloadFor(appId, documentId);
    },

    async pdf(user: SessionUser, appId: number) {
      const { applicant } = await asApplicant(user, appId);
      return deps.pdf.render(applicant, appId);
    },

    /**
     * Only while a grant is possible: the document is the grant's, named by it in the grant's details. The file is
     * read from the request only once the access check and the status have let it through.
     */
    async uploadDecision(
      user: SessionUser,
      appId: number,
      receive: () => Promise<IncomingFile>,
    ): Promise<DocumentItem> {
      const { role } = await councilAccess(db(), user, { appId });
      const status = await repo.statusOf(db(), appId);
      if (!status) throw notFound(councilMessages.applicationNotFound);
      if (!availableActions(status, role).includes('grant')) {
        throw conflict(
          lifecycleMessages.wrongStatus(lifecycleTransitions.grant.allowedWhen, lifecycleStatusLabels[status]),
        );
      }
      return deps.documents.uploadDecision(appId, await receive());
    },
  };
}
