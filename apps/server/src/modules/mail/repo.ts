import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { mailOutbox, type MailAttachment } from '../../db/schema.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export async function enqueue(db: Executor, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    attachments: mail.attachments ?? [],
  });
}

/**
 * Claims up to `limit` due mails for `leaseSeconds`. SKIP LOCKED and the claim column together mean two
 * server processes never take the same row; a process that dies mid-send lets its claim lapse.
 */
export async function claimDue(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const claimed = await db.execute(sql`
    update ${mailOutbox} set claimed_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id in (
      select id from ${mailOutbox}
      where sent_at is null and next_attempt_at <= now() and (claimed_until is null or claimed_until < now())
      order by id limit ${limit}
      for update skip locked
    )
    returning id`);
  // Both drivers (pg, PGlite) answer execute() with { rows }.
  const ids = (claimed as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, claimedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Gives the mail back to the queue, due again after `delayMs`. */
export async function markFailed(db: Db, id: number, reason: string, delayMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      claimedUntil: null,
      lastError: reason.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .where(eq(mailOutbox.id, id));
}

/** The newest mails first, for the dev outbox. */
export function latest(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
