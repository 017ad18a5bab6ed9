import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applications } from '../../db/schema.js';

/** A draft as the retention run weighs it (issue 29.5): its owner, what it is, and when it was last changed. */
export interface DraftForRetentionRow {
  id: number;
  userId: number;
  typeCode: string;
  lastChangedAt: Date;
}

/**
 * Drafts (never submitted applications) as account closure and retention delete them (issue 29.5, ADR 0064). A
 * submitted application is a council record and is never deleted here: every statement names `status = 'draft'`.
 */
export const drafts = {
  /** The ids of the person's own drafts. */
  async idsOwnedBy(tx: Executor, userId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, userId), eq(applications.status, 'draft')));
    return rows.map((row) => row.id);
  },

  /** Drafts nobody has changed since `before` (their last save, or their creation), oldest first. */
  async untouchedSince(tx: Executor, before: Date): Promise<DraftForRetentionRow[]> {
    return tx
      .select({
        id: applications.id,
        userId: applications.userId,
        typeCode: applications.typeCode,
        lastChangedAt: applications.updatedAt,
      })
      .from(applications)
      .where(and(eq(applications.status, 'draft'), lt(applications.updatedAt, before)))
      .orderBy(applications.updatedAt, applications.id);
  },

  /**
   * Deletes these drafts (their answers, contacts, buildings, parcels, sharing and document rows go with them, by
   * their foreign keys) and answers the ids deleted. An application another one was made from loses only the link.
   * With `unchangedSince`, a draft changed after that moment is kept.
   */
  async delete(tx: Executor, ids: readonly number[], unchangedSince?: Date): Promise<number[]> {
    if (ids.length === 0) return [];
    await tx
      .update(applications)
      .set({ relatedApplicationId: null })
      .where(inArray(applications.relatedApplicationId, [...ids]));
    const deleted = await tx
      .delete(applications)
      .where(
        and(
          inArray(applications.id, [...ids]),
          eq(applications.status, 'draft'),
          // The retention run deletes only a draft nobody has changed since it looked.
          unchangedSince ? lte(applications.updatedAt, unchangedSince) : undefined,
        ),
      )
      .returning({ id: applications.id });
    return deleted.map((row) => row.id);
  },
};
