import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

/** Every mail the service sent, or has queued, to this address: for the person's privacy copy (issue 29.5). */
export function mailsTo(db: Db, email: string) {
  return db
    .select({
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      queuedAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`)
    .orderBy(asc(mailOutbox.id));
}
