import type { FastifyBaseLogger } from 'fastify';
import { CLIENT_ERROR_REPORTS_PER_MINUTE, error, productMessages, type ClientErrorReport } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import * as repo from './repo.js';

export interface ClientErrorService {
  /** Keeps and logs a page's failure; refuses with 429 past the per-IP limit. */
  report(report: ClientErrorReport, who: { userId: number | null; ip: string }): Promise<void>;
}

export function createClientErrorService(db: () => Db, log: FastifyBaseLogger): ClientErrorService {
  return {
    async report(report, who) {
      const stored = await repo.insertUnlessOverLimit(
        db(),
        { userId: who.userId, ip: who.ip, path: report.path, message: report.message, stack: report.stack ?? null },
        CLIENT_ERROR_REPORTS_PER_MINUTE,
      );
      if (!stored) throw new AppError(429, error(productMessages.tooManyAttempts));
      log.warn(
        { clientError: { path: report.path, message: report.message, userId: who.userId } },
        'a page failed in the browser',
      );
    },
  };
}
