import { inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { draftRetentionWarnings } from '../../db/schema.js';

/** When each of these drafts was last warned, by id (drafts never warned are absent). */
export async function warningsOf(db: Db, applicationIds: readonly number[]): Promise<Map<number, Date>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(draftRetentionWarnings)
    .where(inArray(draftRetentionWarnings.applicationId, [...applicationIds]));
  return new Map(rows.map((row) => [row.applicationId, row.warnedAt]));
}

/** Records the warning (a later warning, after a change, replaces the earlier one). */
export async function recordWarning(tx: Executor, applicationId: number, at: Date): Promise<void> {
  await tx
    .insert(draftRetentionWarnings)
    .values({ applicationId, warnedAt: at })
    .onConflictDoUpdate({ target: draftRetentionWarnings.applicationId, set: { warnedAt: sql`excluded.warned_at` } });
}
