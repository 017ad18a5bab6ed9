import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

/**
 * Deletes every mail sent or queued to this address (account closure, issue 29.5): the address may register again,
 * and a new account's privacy copy must not hold the old one's mails.
 */
export async function forgetMailsTo(tx: Executor, email: string): Promise<void> {
  await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`);
}
