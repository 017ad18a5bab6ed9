import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  APPLICATION_TYPE,
  buildingConsentForm5,
  grantDetailsSchema,
  moneySettingsMessages,
  type StatutoryDocument,
} from '@consent/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { FileStorage } from '../../storage/index.js';
import type { SessionUser } from '../auth/service.js';
import { findUserById } from '../auth/repo.js';
import type { ApplicationEventRow } from '../lifecycle/repo.js';
import type { ApplicationFacts } from '../notifications/applicationFacts.js';
import type { PdfModel } from '../pdf/model.js';
import type { PdfRenderPool } from '../pdf/renderPool.js';
import * as repo from './repo.js';

const NZ_DATE = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'Pacific/Auckland',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The types a grant issues a building consent for (form 5): a building consent, with or without a PIM. */
const FORM_5_TYPES: readonly number[] = [APPLICATION_TYPE.BUILDING_CONSENT, APPLICATION_TYPE.BUILDING_CONSENT_WITH_PIM];

/** A rendered document kept in storage, waiting for the grant's transaction to record it (or to be discarded). */
interface PreparedDocument {
  form: 5;
  storageKey: string;
  sha256: string;
  sizeBytes: number;
}

export interface StatutoryDocumentService {
  /** The building consent as the grant would issue it with these details: the officer's preview, stored nowhere. */
  preview(user: SessionUser, appId: number, details: unknown): Promise<Buffer>;
  /**
   * Before a grant: renders and stores the building consent, and answers the details with its SHA-256 added (the
   * grant event carries it). Null when the application's grant issues no form 5 or the details are not valid
   * (the lifecycle machine then refuses them with its messages).
   */
  prepareGrant(
    user: SessionUser,
    appId: number,
    details: unknown,
  ): Promise<{ details: object; document: PreparedDocument } | null>;
  /** In the grant's transaction: records the stored document against the event that issued it. */
  recordIssued(tx: Executor, event: ApplicationEventRow, document: PreparedDocument): Promise<void>;
  /** The grant did not happen: the stored file goes. */
  discard(document: PreparedDocument): Promise<void>;
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
 * Statutory documents generated from the data (issue 32.1, ADR 0054): the building consent in form 5, rendered by
 * the PDF worker pool, stored once under a generated key, its SHA-256 on the grant's event.
 */
export function createStatutoryDocumentService(
  db: () => Db,
  deps: {
    pool: PdfRenderPool;
    storage: FileStorage;
    log: FastifyBaseLogger;
    facts: ApplicationFacts;
    /** Whether the application's decision is released to the applicant (money's rule: every invoice paid). */
    released?: (applicationId: number, councilId: number) => Promise<boolean>;
  },
): StatutoryDocumentService {
  async function form5(user: SessionUser, appId: number, details: unknown): Promise<Buffer | null> {
    const parsed = grantDetailsSchema.safeParse(details ?? {});
    if (!parsed.success) return null;
    const row = await deps.facts.byId(db(), appId);
    if (!row || !FORM_5_TYPES.includes(row.applicationType)) return null;
    const facts = await deps.facts.facts(db(), row);
    const owner = await findUserById(db(), row.userId);
    const issuedOn = NZ_DATE.format(new Date());
    const document = buildingConsentForm5({
      consentNumber: row.bcNumber ?? String(row.id),
      councilName: facts.councilName,
      siteAddress: facts.siteAddress,
      ownerName: owner?.fullName ?? '',
      ownerEmail: owner?.email ?? '',
      typeName: facts.typeName,
      conditions: parsed.data.conditions ?? [],
      inspections: [],
      notices: parsed.data.notices ?? [],
      officerName: user.fullName,
      issuedOn,
    });
    return deps.pool.render(asPdfModel(document, issuedOn));
  }

  async function file(appId: number, id: number) {
    const row = await repo.one(db(), appId, id);
    if (!row) throw notFound('There is no such document.');
    return { row, body: await deps.storage.get(row.storageKey) };
  }

  return {
    async preview(user, appId, details) {
      const pdf = await form5(user, appId, details);
      if (!pdf) throw notFound('This application has no building consent to preview.');
      return pdf;
    },
    async prepareGrant(user, appId, details) {
      const pdf = await form5(user, appId, details);
      if (!pdf) return null;
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      const storageKey = `statutory-${randomUUID()}`;
      await deps.storage.put(storageKey, Readable.from([pdf]), 'application/pdf');
      return {
        details: { ...(details as object), issuedDocument: { form: 5, sha256 } },
        document: { form: 5, storageKey, sha256, sizeBytes: pdf.length },
      };
    },
    async recordIssued(tx, event, document) {
      await repo.record(tx, { applicationId: event.applicationId, eventId: event.id, ...document });
    },
    async discard(document) {
      await deps.storage.delete(document.storageKey).catch((err: unknown) => {
        deps.log.warn({ err, key: document.storageKey }, 'an unissued statutory document could not be removed');
      });
    },
    list: (appId) => repo.ofApplication(db(), appId),
    file,
    async applicantFile(application, id) {
      if (deps.released && !(await deps.released(application.id, application.councilId)))
        throw forbidden(moneySettingsMessages.withheld);
      return file(application.id, id);
    },
  };
}
