import { applicationTypeName, STATUTORY_FILE_STEMS } from '@consent/domain';
import type { Readable } from 'node:stream';
import type { Db } from '../../../db/client.js';
import { AppError, badRequest, notFound } from '../../../http/errors.js';
import type { ApplicationAccess } from '../../applications/access.js';
import type { DocumentService } from '../../documents/service.js';
import type { LifecycleService } from '../../lifecycle/service.js';
import { timelineOf } from '../../lifecycle/timeline.js';
import type { PdfService } from '../../pdf/service.js';
import { councilMessages } from '../messages.js';
import * as repo from './repo.js';
import type { PullListQuery } from './schemas.js';
import { zipWriter } from './zipStream.js';
import type { StatutoryDocumentService } from '../../statutoryDocuments/service.js';

const pullApiMessages = {
  badCursor: 'cursor: use the nextCursor of the previous page, unchanged.',
} as const;

const encodeCursor = (cursor: repo.PullCursor) =>
  Buffer.from(JSON.stringify([cursor.changedAt, cursor.id])).toString('base64url');

function decodeCursor(text: string): repo.PullCursor {
  try {
    const [changedAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    // Microseconds up to the year 2286: what the cursor can hold, and what PostgreSQL can add to 1970.
    if (
      typeof changedAt === 'string' &&
      /^\d{1,16}$/.test(changedAt) &&
      Number.isSafeInteger(id) &&
      (id as number) > 0
    ) {
      return { changedAt, id: id as number };
    }
  } catch {
    // falls through to the refusal
  }
  throw badRequest([pullApiMessages.badCursor]);
}

/** A stored file's name inside the archive: no folders, no control characters. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const archiveName = (name: string) => name.replace(/[\\/\u0000-\u001f\u007f]+/g, '_').slice(0, 150) || 'document';

export type CouncilPullService = ReturnType<typeof createCouncilPullService>;

/**
 * The council pull API (issue 18.7) for the council's own consenting system. The council is the one its API key
 * speaks for (the route's access check); an application of another council is not found. The export reads the
 * answers, PDF and documents through their own modules as the applicant sees them: the key has been checked to
 * speak for the application's council, and the council may read everything the applicant submitted.
 */
export function createCouncilPullService(
  db: () => Db,
  deps: {
    applications: ApplicationAccess;
    pdf: PdfService;
    documents: DocumentService;
    lifecycle: LifecycleService;
    statutoryDocuments: StatutoryDocumentService;
  },
) {
  return {
    async list(councilId: number, query: PullListQuery) {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await repo.changedApplications(db(), councilId, {
        status: query.status,
        since: query.since,
        after,
        limit: query.limit,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        applications: page.map((r) => ({
          id: r.id,
          typeCode: r.typeCode,
          typeName: applicationTypeName(r.applicationType, r.param as never, r.typeCode),
          reference: r.reference,
          consentNumber: r.consentNumber,
          status: r.status,
          submittedAt: r.submittedAt?.toISOString() ?? null,
          updatedAt: r.updatedAt.toISOString(),
          applicant: { fullName: r.applicantName, email: r.applicantEmail },
          siteAddress: r.siteAddress,
          exportUrl: `/api/council/v1/applications/${r.id}/export`,
        })),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ changedAt: last.changedAt, id: last.id }) : null,
      };
    },

    /**
     * The application as one zip: its PDF, every document, and a JSON file of its answers (the PDF's sections,
     * and the stored application) and events. Everything that can refuse is read before the first byte is sent.
     */
    async export(councilId: number, appId: number): Promise<Readable> {
      const owner = await repo.ownerOfSubmitted(db(), councilId, appId);
      if (!owner) throw notFound(councilMessages.applicationNotFound);
      const [model, pdf, documents, events, application, issued] = await Promise.all([
        deps.pdf.model(owner, appId),
        deps.pdf.render(owner, appId),
        deps.documents.list(owner, appId),
        deps.lifecycle.events(appId),
        deps.applications.access(owner, appId, 'read'),
        deps.statutoryDocuments.list(appId),
      ]);
      const { passcode: _passcode, ...submitted } = application;
      const zip = zipWriter();
      void (async () => {
        await zip.add(`application-${appId}.pdf`, pdf);
        const files: { documentId: number; file: string }[] = [];
        // A record whose file the store lost (logged by the documents module) is listed as missing, not a broken zip.
        const missing: number[] = [];
        for (const document of documents.documents) {
          const file = `documents/${document.id}-${archiveName(document.originalName)}`;
          const stored = await deps.documents.download(owner, appId, document.id).catch((err: unknown) => {
            if (err instanceof AppError && err.statusCode === 404) return null;
            throw err;
          });
          if (!stored) {
            missing.push(document.id);
            continue;
          }
          await zip.add(file, stored.body);
          files.push({ documentId: document.id, file });
        }
        // The statutory documents as issued (issue 32.1), each with the SHA-256 its grant event records.
        const statutoryDocuments: { id: number; form: number | null; kind: string; sha256: string; file: string }[] =
          [];
        for (const document of issued) {
          const file = `statutory/${STATUTORY_FILE_STEMS[document.kind]}-${document.id}.pdf`;
          await zip.add(file, (await deps.statutoryDocuments.file(appId, document.id)).body);
          const { id, form, kind, sha256 } = document;
          statutoryDocuments.push({ id, form, kind, sha256, file });
        }
        const answers = {
          application: submitted,
          statutoryDocuments,
          sections: model.sections,
          documents: documents.documents,
          files,
          missing,
          events: timelineOf(events),
        };
        await zip.add(`application-${appId}.json`, Buffer.from(JSON.stringify(answers, null, 2)), { compress: true });
        zip.end();
      })().catch((err: unknown) => {
        zip.fail(err instanceof Error ? err : new Error(String(err)));
      });
      return zip.stream;
    },
  };
}
