import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  applicationTypeName,
  contactAnswerRows,
  moneySettingsMessages,
  STATUTORY_FORM_OF,
  storedContact,
  type StatutoryDocument,
  type StatutoryDocumentKind,
} from '@consent/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { FileStorage } from '../../storage/index.js';
import type { SessionUser } from '../auth/service.js';
import type { AuthService } from '../auth/service.js';
import type { ApplicationEventRow } from '../lifecycle/service.js';
import type { ApplicationFacts } from '../notifications/applicationFacts.js';
import type { PdfModel } from '../pdf/model.js';
import type { PdfRenderPool } from '../pdf/renderPool.js';
import { documentsIssuedBy, issuingDecision, layOut, type DocumentSources, type IssuingAction } from './documents.js';
import * as repo from './repo.js';

/** The notices a refusal issues (s50, s95A): never withheld for an unpaid invoice, unlike a grant's documents. */
const REFUSAL_NOTICES: readonly StatutoryDocumentKind[] = ['refusalS50', 'refusalS95A'];

const NZ_DATE = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A rendered document kept in storage, waiting for the decision's transaction to record it (or to be discarded). */
interface PreparedDocument {
  kind: StatutoryDocumentKind;
  form: number | null;
  storageKey: string;
  sha256: string;
  sizeBytes: number;
}

export interface StatutoryDocumentService {
  /**
   * A document as the grant would issue it with these details: the officer's preview, stored nowhere. `kind` picks
   * one when the grant issues two (a building consent with a PIM); otherwise the last the grant issues.
   */
  preview(user: SessionUser, appId: number, details: unknown, kind?: StatutoryDocumentKind): Promise<Buffer>;
  /**
   * Before a grant or a refusal: renders and stores the documents it issues, and answers the details with their
   * SHA-256 added (the event carries them). Null when the decision issues none or the details are not valid
   * (the lifecycle machine then refuses them with its messages).
   */
  prepare(
    user: SessionUser,
    appId: number,
    action: IssuingAction,
    details: unknown,
  ): Promise<{ details: object; documents: PreparedDocument[] } | null>;
  /** In the decision's transaction: records the stored documents against the event that issued them. */
  recordIssued(tx: Executor, event: ApplicationEventRow, documents: PreparedDocument[]): Promise<void>;
  /** The decision did not happen: the stored files go. */
  discard(documents: PreparedDocument[]): Promise<void>;
  list(appId: number): Promise<repo.StatutoryDocumentRow[]>;
  file(appId: number, id: number): Promise<{ row: repo.StatutoryDocumentRow; body: Readable }>;
  /** The applicant's download: withheld (403, saying why) until the council's release rule allows it (issue 31.6). */
  applicantFile(
    application: { id: number; councilId: number },
    id: number,
  ): Promise<{ row: repo.StatutoryDocumentRow; body: Readable }>;
}

const asPdfModel = (document: StatutoryDocument, generatedAt: string): PdfModel => ({
  title: document.title,
  subtitle: document.subtitle,
  facts: document.facts,
  sections: document.sections,
  documents: [],
  declaration: '',
  signature: null,
  generatedAt,
  issuedBy: document.signature,
});

/**
 * Statutory documents generated from the data (issue 32.1, ADR 0054 and 0068): forms 4, 5 and 7 and the notices of
 * refusal, rendered by the PDF worker pool, stored once under a generated key, their SHA-256 on the decision's event.
 */
export function createStatutoryDocumentService(
  db: () => Db,
  deps: {
    /** The owner the documents name. */
    auth: Pick<AuthService, 'userWithin'>;
    pool: PdfRenderPool;
    storage: FileStorage;
    log: FastifyBaseLogger;
    facts: ApplicationFacts;
    /** The legal description of the application's site, from the locations module (a form's "The building"). */
    legalDescription: (appId: number) => Promise<string | null>;
    /** The officer's chosen inspections with their names, from the council's list (issue 32.2); refuses others. */
    inspectionNames: (
      councilId: number,
      items: { typeId: number; notes?: string | undefined }[],
    ) => Promise<{ name: string; notes: string | null }[]>;
    /** Whether the application's decision is released to the applicant (money's rule: every invoice paid). */
    released?: (applicationId: number, councilId: number) => Promise<boolean>;
  },
): StatutoryDocumentService {
  async function sourcesOf(user: SessionUser, appId: number) {
    const row = await deps.facts.byId(db(), appId);
    if (!row) return null;
    const [facts, owner, parent, legalDescription] = await Promise.all([
      deps.facts.facts(db(), row),
      deps.auth.userWithin(db(), row.userId),
      row.typeCode === 'ccc' && row.relatedApplicationId !== null
        ? deps.facts.byId(db(), row.relatedApplicationId)
        : undefined,
      deps.legalDescription(row.id),
    ]);
    const issuedOn = NZ_DATE.format(new Date());
    const sources: DocumentSources = {
      row,
      typeName: facts.typeName,
      parties: {
        councilName: facts.councilName,
        siteAddress: facts.siteAddress,
        legalDescription,
        ownerName: owner?.fullName ?? '',
        ownerEmail: owner?.email ?? '',
        firstPointOfContact: contactAnswerRows(storedContact(row.sections.firstPointOfContact)).map((r) => ({
          key: r.key,
          value: [r.value].flat().join(', '),
        })),
        officerName: user.fullName,
        issuedOn,
      },
      consent:
        row.typeCode === 'ccc'
          ? {
              consentNumber: parent?.bcNumber ?? row.bcNumber ?? String(row.id),
              typeName: parent
                ? applicationTypeName(parent.applicationType, parent.param as never, parent.typeCode)
                : 'Building work under the building consent',
            }
          : null,
    };
    return { sources, issuedOn };
  }

  async function file(appId: number, id: number) {
    const row = await repo.one(db(), appId, id);
    if (!row) throw notFound('There is no such document.');
    return { row, body: await deps.storage.get(row.storageKey) };
  }

  /** Each document the decision issues, rendered; null when it issues none or its details are not valid. */
  async function render(user: SessionUser, appId: number, action: IssuingAction, details: unknown) {
    const found = await sourcesOf(user, appId);
    if (!found) return null;
    const kinds = documentsIssuedBy(action, found.sources.row);
    if (!kinds.length) return null;
    const decision = issuingDecision(action, details);
    if (!decision) return null;
    // The inspections the officer chose, named from the council's list (issue 32.2); another council's are refused.
    const inspections =
      decision.action === 'grant'
        ? await deps.inspectionNames(found.sources.row.councilId, decision.details.inspections ?? [])
        : [];
    const sources = { ...found.sources, inspections };
    const rendered: { kind: StatutoryDocumentKind; pdf: Buffer }[] = [];
    for (const kind of kinds) {
      const document = layOut(kind, sources, decision);
      if (!document) return null;
      rendered.push({ kind, pdf: await deps.pool.render(asPdfModel(document, found.issuedOn)) });
    }
    return rendered;
  }

  async function discard(documents: PreparedDocument[]) {
    for (const document of documents) {
      await deps.storage.delete(document.storageKey).catch((err: unknown) => {
        deps.log.warn({ err, key: document.storageKey }, 'an unissued statutory document could not be removed');
      });
    }
  }

  return {
    async preview(user, appId, details, kind) {
      const rendered = await render(user, appId, 'grant', details);
      const chosen = kind ? rendered?.find((r) => r.kind === kind) : rendered?.at(-1);
      if (!chosen) throw notFound('This application has no document to preview.');
      return chosen.pdf;
    },
    async prepare(user, appId, action, details) {
      const rendered = await render(user, appId, action, details);
      if (!rendered) return null;
      const documents: PreparedDocument[] = [];
      try {
        for (const { kind, pdf } of rendered) {
          const sha256 = createHash('sha256').update(pdf).digest('hex');
          const storageKey = `statutory-${randomUUID()}`;
          await deps.storage.put(storageKey, Readable.from([pdf]), 'application/pdf');
          documents.push({ kind, form: STATUTORY_FORM_OF[kind], storageKey, sha256, sizeBytes: pdf.length });
        }
      } catch (err) {
        await discard(documents);
        throw err;
      }
      const form5 = documents.find((d) => d.kind === 'form5');
      return {
        details: {
          ...(details as object),
          // The building consent's field as the grant has recorded it since ADR 0054; every document in the list.
          ...(form5 ? { issuedDocument: { form: 5, sha256: form5.sha256 } } : {}),
          issuedDocuments: documents.map(({ kind, sha256 }) => ({ kind, sha256 })),
        },
        documents,
      };
    },
    async recordIssued(tx, event, documents) {
      for (const document of documents) {
        await repo.record(tx, { applicationId: event.applicationId, eventId: event.id, ...document });
      }
    },
    discard,
    list: (appId) => repo.ofApplication(db(), appId),
    file,
    async applicantFile(application, id) {
      const row = await repo.one(db(), application.id, id);
      if (!row) throw notFound('There is no such document.');
      // Money's rule holds back what a grant issued (forms 4, 5 and 7); a notice of refusal is the applicant's at once.
      const granted = !REFUSAL_NOTICES.includes(row.kind);
      if (granted && deps.released && !(await deps.released(application.id, application.councilId)))
        throw forbidden(moneySettingsMessages.withheld);
      return { row, body: await deps.storage.get(row.storageKey) };
    },
  };
}
