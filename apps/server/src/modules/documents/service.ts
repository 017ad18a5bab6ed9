import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  DOCUMENT_TYPE,
  checkAttachments,
  cleanFileName,
  documentMessages,
  documentTypeById,
  documentTypesFor,
  error,
  isDocumentTypeOffered,
  lifecycleMessages,
  lifecycleStatusLabels,
  lifecycleTransitions,
  missingDocuments,
  type DocumentItem,
  type DocumentOptions,
  type FormProblems,
  type LifecycleStatus,
  type ValidationMode,
} from '@consent/domain';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound, refuseIfInvalid } from '../../http/errors.js';
import { StoredFileMissing, type FileStorage } from '../../storage/index.js';
import type { ApplicationAccess, ApplicationRow } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import { UploadInspector } from './inspect.js';
import * as repo from './repo.js';

export interface IncomingFile {
  filename: string;
  stream: Readable;
  /** Reads what the request sends after the file; refusing it (a second file) leaves nothing stored. */
  readRest?: () => Promise<void>;
}

export interface StoredDocument {
  document: repo.DocumentRow;
  body: Readable;
}

const documentOptions = (row: ApplicationRow): DocumentOptions => ({
  applicationType: row.applicationType,
  titleFromCouncil: row.requestCtFromCouncil,
});

export const toItem = (row: repo.DocumentRow): DocumentItem => ({
  id: row.id,
  documentTypeId: row.documentTypeId,
  documentTypeName: documentTypeById(row.documentTypeId)?.name ?? 'Document',
  originalName: row.originalName,
  contentType: row.contentType,
  size: row.size,
  sha256: row.sha256,
  createdAt: row.createdAt.toISOString(),
});

export function createDocumentService(
  db: () => Db,
  applications: ApplicationAccess,
  storage: FileStorage,
  options: { maxBytes: number; log: FastifyBaseLogger },
) {
  const { maxBytes, log } = options;

  /** Removes a stored file whose record could not be kept; a failure here is logged, never hidden behind the first. */
  async function discard(key: string) {
    await storage.delete(key).catch((err: unknown) => {
      log.error({ err, key }, 'could not remove an unrecorded upload');
    });
  }

  /** The application the file is for, after the caller's checks; a refused request's file is read and let go. */
  async function beforeStoring(file: IncomingFile, check: () => Promise<ApplicationRow>): Promise<ApplicationRow> {
    try {
      return await check();
    } catch (err) {
      file.stream.resume();
      throw err;
    }
  }

  /**
   * Streams the file through the inspector into storage and records it with `insert`, which may refuse (the
   * application moved on meanwhile: undefined). Only a recorded file stays stored.
   */
  async function store<Recorded extends repo.DocumentRow | undefined>(
    applicationId: number,
    documentTypeId: number,
    file: IncomingFile,
    insert: (values: repo.NewDocument) => Promise<Recorded>,
  ): Promise<Recorded> {
    const originalName = cleanFileName(file.filename);
    const key = randomUUID();
    const inspector = new UploadInspector(originalName, maxBytes);
    // A request cut off mid-file fails the incoming stream: that is the client's failure (400), not ours.
    // Held in an object: a `let` set only in the callback reads as always false to the type checker.
    const incoming = { failed: false };
    file.stream.once('error', () => (incoming.failed = true));
    // The inspector fails the pipe on a refused file; storage then removes what it had begun to write.
    const flowing = pipeline(file.stream, inspector).catch(() => {});
    try {
      await storage.put(key, inspector, 'application/octet-stream');
    } catch (err) {
      file.stream.destroy();
      await flowing;
      if (err instanceof AppError) throw err;
      throw incoming.failed
        ? new AppError(400, error(documentMessages.uploadIncomplete))
        : uploadFailure(err, originalName);
    }
    let document: Recorded;
    try {
      await file.readRest?.();
      document = await insert({
        applicationId,
        documentTypeId,
        originalName,
        storedName: key,
        contentType: inspector.contentType,
        size: inspector.size,
        sha256: inspector.sha256,
      });
    } catch (err) {
      await discard(key);
      throw err;
    }
    if (!document) await discard(key);
    return document;
  }

  /** The stored file of one of the application's documents; whose request may read it is the caller's check. */
  async function storedFile(document: repo.DocumentRow): Promise<StoredDocument> {
    try {
      return { document, body: await storage.get(document.storedName) };
    } catch (err) {
      if (err instanceof StoredFileMissing) {
        log.error({ documentId: document.id, key: document.storedName }, 'a recorded document has no stored file');
        throw notFound(documentMessages.documentNotFound);
      }
      throw err;
    }
  }

  async function readable(user: SessionUser, appId: number, documentId: number) {
    const row = await applications.access(user, appId, 'read');
    const document = await repo.findInApplication(db(), row.id, documentId);
    if (!document) throw notFound(documentMessages.documentNotFound);
    return document;
  }

  return {
    /** The list call: the application's documents, the types it offers, what is still missing and the size limit. */
    async list(user: SessionUser, appId: number) {
      const row = await applications.access(user, appId, 'read');
      const docs = await repo.listForApplication(db(), row.id);
      const opts = documentOptions(row);
      return {
        documents: docs.map(toItem),
        documentTypes: documentTypesFor(row.typeCode, opts),
        missing: missingDocuments(row.typeCode, docs, opts),
        maxFileBytes: maxBytes,
      };
    },

    /** The documents of an application already loaded by its owner's request (the PDF, the completion check). */
    documentsOf: (row: ApplicationRow) => repo.listForApplication(db(), row.id),

    /**
     * Streams one file into storage under a generated key, checking its type and size as it goes, then
     * records it. Whatever fails (refused file, cancelled request, storage, database, a completion in
     * between), neither a record nor a file is left behind.
     */
    async upload(user: SessionUser, appId: number, documentTypeId: number, file: IncomingFile): Promise<DocumentItem> {
      const row = await beforeStoring(file, () => applications.open(user, appId, 'attachments'));
      if (!isDocumentTypeOffered(row.typeCode, documentTypeId, documentOptions(row))) {
        file.stream.resume();
        throw badRequest([documentMessages.documentTypeNotOffered]);
      }
      const recordWhileOpen = (values: repo.NewDocument) =>
        applications.whileOpen(row.id, (tx) => repo.insert(tx, values));
      return toItem(await store(row.id, documentTypeId, file, recordWhileOpen));
    },

    /**
     * A file answering the council's open request for further information (issue 18 point 3): the same checks
     * and storage as any upload, taken only while the request is open (checked again as it is recorded, so an
     * answer or a withdrawal racing it wins). It is linked to the request's item by the answer that names it.
     */
    async uploadInformation(user: SessionUser, appId: number, file: IncomingFile): Promise<DocumentItem> {
      const row = await beforeStoring(file, async () => {
        const row = await applications.access(user, appId, 'edit');
        if (row.status !== 'information_requested') throw informationClosed(row.status);
        return row;
      });
      const recordWhileRequested = (values: repo.NewDocument) =>
        applications.whileInformationRequested(row.id, (tx) => repo.insert(tx, values));
      const document = await store(row.id, DOCUMENT_TYPE.OTHER, file, recordWhileRequested);
      if (!document) throw informationClosed((await applications.access(user, appId, 'read')).status);
      return toItem(document);
    },

    /**
     * The council's decision document (issue 18.3), checked and stored like an applicant's upload. The caller is
     * the council workspace, after its access check and once the status allows a grant; the application is
     * completed by then, so the record is kept whatever `completed` says.
     */
    async uploadDecision(appId: number, file: IncomingFile): Promise<DocumentItem> {
      return toItem(await store(appId, DOCUMENT_TYPE.DECISION, file, (values) => repo.insert(db(), values)));
    },

    async download(user: SessionUser, appId: number, documentId: number): Promise<StoredDocument> {
      return storedFile(await readable(user, appId, documentId));
    },

    /** A document for a reader the caller has already let in (the council's officer, through councilAccess). */
    async downloadFor(appId: number, documentId: number): Promise<StoredDocument> {
      const document = await repo.findInApplication(db(), appId, documentId);
      if (!document) throw notFound(documentMessages.documentNotFound);
      return storedFile(document);
    },

    /** The record goes first: a file left by a failed removal is harmless, a record without its file is not. */
    async remove(user: SessionUser, appId: number, documentId: number): Promise<void> {
      const row = await applications.open(user, appId, 'attachments');
      const document = await applications.whileOpen(row.id, (tx) => repo.remove(tx, row.id, documentId));
      if (!document) throw notFound(documentMessages.documentNotFound);
      await discard(document.storedName);
    },

    /** `POST /obca/ajax/hasupfiles`: the page's save checks that the required documents are there (mode 'all'). */
    async saveHasUpFiles(user: SessionUser, appId: number, mode: ValidationMode, step?: number): Promise<void> {
      const row = await applications.open(user, appId, 'attachments');
      const problems = checkAttachments(
        row.typeCode,
        await repo.listForApplication(db(), row.id),
        mode,
        documentOptions(row),
      );
      refuseIfInvalid(problems);
      if (step !== undefined) await applications.saveSections(row.id, {}, step);
    },

    /** For the completion check: the attachments form's problems for a stored application. */
    async problems(row: ApplicationRow, mode: ValidationMode): Promise<FormProblems> {
      return checkAttachments(row.typeCode, await repo.listForApplication(db(), row.id), mode, documentOptions(row));
    },
  };
}

/** Uploads answering the council are taken only while its request for further information is open: the machine's words. */
const informationClosed = (status: LifecycleStatus) =>
  conflict(
    lifecycleMessages.wrongStatus(lifecycleTransitions.provideInformation.allowedWhen, lifecycleStatusLabels[status]),
  );

/** A failure that is not a refusal of the file (a cancelled request, storage unavailable) is still the applicant's to retry. */
function uploadFailure(err: unknown, name: string): Error {
  const code = (err as { code?: string }).code;
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'FST_MP_PREMATURE_CLOSE') {
    return new AppError(400, { result: 'error', message: documentMessages.uploadFailed(name) });
  }
  return err instanceof Error ? err : new Error(String(err));
}

export type DocumentService = ReturnType<typeof createDocumentService>;
