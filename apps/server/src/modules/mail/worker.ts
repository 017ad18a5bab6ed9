import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../jobs/service.js';
import * as repo from './repo.js';

/** Hands one mail to the mail server; rejects when it is not accepted. */
export type SendMail = (mail: repo.OutboxRow) => Promise<void>;

interface MailWorkerOptions {
  /** How often due mails are looked for when nothing wakes the worker. */
  pollMs: number;
  /** The first retry waits this long; each further one twice as long, up to maxRetryMs. */
  retryBaseMs: number;
  maxRetryMs: number;
  /** How long a claim holds: longer than any one send may take. */
  leaseSeconds: number;
}

export interface MailWorker {
  /** Looks for due mails now (after a request queued one) rather than at the next poll. */
  wake(): void;
}

/** The job that sends the outbox's due mails. */
export const MAIL_OUTBOX_JOB = 'mail-outbox';

const BATCH = 10;

function retryDelay(attempts: number, options: Pick<MailWorkerOptions, 'retryBaseMs' | 'maxRetryMs'>): number {
  return Math.min(options.maxRetryMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends queued mails as a repeating job (issue 32.6: one way to run background work). The outbox row is what
 * a request writes in its own transaction; the job only drains it. A failed send goes back to the outbox with
 * exponential back-off; a sent mail is marked in the row it came from, so it is never sent again.
 */
export async function startMailWorker(
  jobs: Jobs,
  db: () => Db,
  send: SendMail,
  options: MailWorkerOptions,
  log: FastifyBaseLogger,
): Promise<MailWorker> {
  async function drain(): Promise<void> {
    for (;;) {
      const due = await repo.claimDue(db(), BATCH, options.leaseSeconds);
      for (const mail of due) {
        try {
          await send(mail);
          await repo.markSent(db(), mail.id);
        } catch (err) {
          const delay = retryDelay(mail.attempts, options);
          log.warn({ mailId: mail.id, attempts: mail.attempts, err: String(err) }, 'mail not sent; will retry');
          await repo.markFailed(db(), mail.id, String(err), delay);
        }
      }
      if (due.length < BATCH) return;
    }
  }

  await jobs.repeat(MAIL_OUTBOX_JOB, options.pollMs, drain);
  return {
    wake: () => {
      jobs.wake(MAIL_OUTBOX_JOB);
    },
  };
}
