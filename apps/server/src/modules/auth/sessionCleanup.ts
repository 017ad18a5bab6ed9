import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../jobs/service.js';
import { deleteExpiredSessions } from './repo.js';

export const SESSION_CLEANUP_JOB = 'session-cleanup';

/**
 * Expired sessions are refused at sign-in already (findSessionUser); this removes their rows, so the table
 * does not grow for ever with tokens nobody can use. A repeating job (issue 32.6): one process at a time runs it.
 */
export function scheduleSessionCleanup(jobs: Jobs, db: () => Db, intervalMs: number, log: FastifyBaseLogger) {
  return jobs.repeat(SESSION_CLEANUP_JOB, intervalMs, async () => {
    const deleted = await deleteExpiredSessions(db());
    if (deleted) log.info({ deleted }, 'expired sessions deleted');
  });
}
