import type { Db, Executor } from '../../db/client.js';
import type { MailContent } from './templates.js';
import * as repo from './repo.js';
import type { MailWorker } from './worker.js';

export interface MailService {
  /** Queues a mail inside the caller's transaction: it is sent only if the change that caused it commits. */
  queue(tx: Executor, kind: string, to: string, content: MailContent): Promise<void>;
  /** After the transaction commits: send now rather than at the next poll. */
  sendSoon(): void;
  /** A link into the product (PUBLIC_URL + path). */
  link(path: string): string;
  latest(limit: number): Promise<repo.OutboxRow[]>;
}

export function createMailService(db: () => Db, publicUrl: string, worker: () => MailWorker | null): MailService {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    queue: (tx, kind, to, content) => repo.enqueue(tx, { kind, to, ...content }),
    sendSoon: () => worker()?.wake(),
    link: (path) => `${base}${path}`,
    latest: (limit) => repo.latest(db(), limit),
  };
}

/** The bare address of a "Name <address>" sender. */
export function mailAddressOf(sender: string): string {
  return sender.match(/<([^>]+)>/)?.[1] ?? sender.trim();
}
