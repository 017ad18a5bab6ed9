import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
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
  stop(): Promise<void>;
}

const BATCH = 10;

function retryDelay(attempts: number, options: Pick<MailWorkerOptions, 'retryBaseMs' | 'maxRetryMs'>): number {
  return Math.min(options.maxRetryMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends queued mails in the background of the server process. A failed send goes back to the queue
 * with exponential back-off; a sent mail is marked in the row it came from, so it is never sent again.
 */
export function startMailWorker(
  db: () => Db,
  send: SendMail,
  options: MailWorkerOptions,
  log: FastifyBaseLogger,
): MailWorker {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

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
      if (due.length < BATCH || stopped) return;
    }
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => {
        log.error({ err }, 'mail worker failed a round');
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  function schedule(): void {
    timer = setTimeout(() => {
      run();
      if (!stopped) schedule();
    }, options.pollMs);
    timer.unref();
  }

  schedule();
  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
