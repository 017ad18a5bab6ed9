import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { documents } from '../../db/schema.js';
import type { FileStorage } from '../../storage/index.js';

/**
 * Removing the files of drafts being deleted (account closure and retention, issue 29.5): their stored names are read
 * in the transaction that deletes the rows, and the files removed once it has committed, so a rolled-back deletion
 * never loses a file a kept row names.
 */
export interface DocumentRemoval {
  storedNamesOf(tx: Executor, applicationIds: readonly number[]): Promise<string[]>;
  /** Removes each file; one that cannot be removed is logged and the rest still go. Answers how many went. */
  deleteFiles(storedNames: readonly string[]): Promise<number>;
}

export function createDocumentRemoval(storage: FileStorage, log: FastifyBaseLogger): DocumentRemoval {
  return {
    async storedNamesOf(tx, applicationIds) {
      if (applicationIds.length === 0) return [];
      const rows = await tx
        .select({ storedName: documents.storedName })
        .from(documents)
        .where(inArray(documents.applicationId, [...applicationIds]));
      return rows.map((row) => row.storedName);
    },
    async deleteFiles(storedNames) {
      let deleted = 0;
      for (const key of storedNames) {
        try {
          await storage.delete(key);
          deleted++;
        } catch (err) {
          log.error({ err, key }, 'a deleted draft’s file could not be removed from the file store');
        }
      }
      return deleted;
    },
  };
}
