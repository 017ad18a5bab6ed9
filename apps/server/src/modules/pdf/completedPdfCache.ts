import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { StoredFileMissing, type FileStorage } from '../../storage/index.js';

/** Raise when the PDF's layout or contents change, so the stored PDFs of completed applications are made again. */
const PDF_LAYOUT_VERSION = 3; // 2: the declaration's words and its stored signature; 3: the reference (issue 30.1)

/** A completed application: nothing in it changes any more (a completed application refuses every write). */
interface CompletedApplication {
  id: number;
  completedAt: Date;
}

/**
 * The PDF of a completed application, kept in the file store the first time it is rendered: it cannot
 * change, so every later download is a file read instead of a render. The store is shared by every
 * server process (local directory or S3), and its key names the completion, so two processes rendering
 * the same PDF at once write the same bytes under the same key. A draft is never stored.
 * Failures of the store are logged and the PDF is rendered instead: the cache only saves time.
 */
export function createCompletedPdfCache(storage: FileStorage, log: FastifyBaseLogger) {
  const keyOf = (app: CompletedApplication) =>
    `summary-pdf-${app.id}-${app.completedAt.getTime()}-v${PDF_LAYOUT_VERSION}`;
  return {
    /** The stored PDF, or null when there is none yet. */
    async get(app: CompletedApplication): Promise<Readable | null> {
      try {
        return await storage.get(keyOf(app));
      } catch (err) {
        if (!(err instanceof StoredFileMissing))
          log.error({ err, appId: app.id }, 'could not read a stored application PDF');
        return null;
      }
    },
    async put(app: CompletedApplication, pdf: Buffer): Promise<void> {
      await storage.put(keyOf(app), Readable.from([pdf]), 'application/pdf').catch((err: unknown) => {
        log.error({ err, appId: app.id }, 'could not store an application PDF');
      });
    },
  };
}

export type CompletedPdfCache = ReturnType<typeof createCompletedPdfCache>;
