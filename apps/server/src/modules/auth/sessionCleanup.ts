import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { deleteExpiredSessions } from './repo.js';

/**
 * Expired sessions are refused at sign-in already (findSessionUser); this removes their rows, so the table
 * does not grow for ever with tokens nobody can use. It runs once the database is ready and then every
 * interval, in every server process; the advisory lock in deleteExpiredSessions lets one of them do it.
 */
export function scheduleSessionCleanup(app: FastifyInstance, db: () => Db, intervalMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = deleteExpiredSessions(db()).then(
      (deleted) => {
        if (deleted) app.log.info({ deleted }, 'expired sessions deleted');
      },
      (err: unknown) => {
        app.log.error({ err }, 'expired sessions could not be deleted');
      },
    );
  };
  app.databaseReady.then(
    () => {
      run();
      // unref: a pending clean-up never keeps the process alive.
      timer = setInterval(run, intervalMs).unref();
    },
    () => {},
  );
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
