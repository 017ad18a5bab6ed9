import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../storage/index.js';
import { deleteUnusedPhotos } from './resultsRepo.js';

export const UNUSED_PHOTO_CLEANUP_JOB = 'inspection-photo-cleanup';
/** Daily at 03:40 in New Zealand, when no one is on site. */
export const UNUSED_PHOTO_CLEANUP_CRON = '40 3 * * *';
/**
 * How long a photo no result names is kept: a week. The phone's outbox keeps a result offline "for as long as it
 * takes" and sends its photos again with the same keys (ADR 0073); a key is answered from the server's record for a
 * day (ADR 0069), so within that day a resend must find the photo it was first given. After it, a resend uploads the
 * photos anew. A week covers a day of keys and an inspector away from coverage over a long weekend with room to spare.
 */
export const UNUSED_PHOTO_DAYS = 7;
const BATCH = 200;

/**
 * The daily cleanup of photos uploaded but never used in a result (ADR 0079): each row goes first, in its own short
 * statement, then its stored file. A file that cannot be removed is logged and left (no row names it any more).
 * Answers how many photos went.
 */
export function createUnusedPhotoCleanup(db: () => Db, storage: FileStorage, log: FastifyBaseLogger) {
  return async function run(now: Date): Promise<number> {
    const before = new Date(now.getTime() - UNUSED_PHOTO_DAYS * 24 * 60 * 60 * 1000);
    let deleted = 0;
    for (;;) {
      const keys = await deleteUnusedPhotos(db(), before, BATCH);
      for (const key of keys) {
        await storage.delete(key).catch((err: unknown) => {
          log.warn({ err, key }, 'an unused inspection photo could not be removed from storage');
        });
      }
      deleted += keys.length;
      if (keys.length < BATCH) break;
    }
    if (deleted) log.info({ deleted }, 'unused inspection photos deleted');
    return deleted;
  };
}
