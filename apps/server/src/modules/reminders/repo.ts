import type { Executor } from '../../db/client.js';
import { remindersSent } from '../../db/schema.js';

/** Records the reminder; false when it was sent before (its key exists), and then nothing is to be sent. */
export async function recordReminder(tx: Executor, key: string, applicationId: number): Promise<boolean> {
  const inserted = await tx
    .insert(remindersSent)
    .values({ key, applicationId })
    .onConflictDoNothing()
    .returning({ key: remindersSent.key });
  return inserted.length === 1;
}
