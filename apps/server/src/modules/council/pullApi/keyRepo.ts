import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { defined } from '@consent/domain';
import type { Db, Executor } from '../../../db/client.js';
import { councilApiKeys } from '../../../db/schema.js';

export async function insertKey(tx: Executor, key: typeof councilApiKeys.$inferInsert) {
  const [row] = await tx.insert(councilApiKeys).values(key).returning();
  return defined(row, 'the inserted API key');
}

/** What the admin's list shows of each key: never the hash. */
export async function keysOf(db: Db, councilId: number) {
  return db
    .select({
      id: councilApiKeys.id,
      name: councilApiKeys.name,
      prefix: councilApiKeys.prefix,
      createdAt: councilApiKeys.createdAt,
      lastUsedAt: councilApiKeys.lastUsedAt,
      revokedAt: councilApiKeys.revokedAt,
    })
    .from(councilApiKeys)
    .where(eq(councilApiKeys.councilId, councilId))
    .orderBy(asc(councilApiKeys.id));
}

/** Revokes the council's key; false when it has no such key still working. */
export async function revokeKey(tx: Executor, councilId: number, keyId: number): Promise<boolean> {
  const rows = await tx
    .update(councilApiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(councilApiKeys.councilId, councilId), eq(councilApiKeys.id, keyId), isNull(councilApiKeys.revokedAt)))
    .returning({ id: councilApiKeys.id });
  return rows.length > 0;
}

/** The council of a working key with this hash, noting that it was used now. */
export async function useKey(
  db: Db,
  keyHash: string,
): Promise<{ councilId: number; id: number; name: string } | undefined> {
  const [row] = await db
    .update(councilApiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(councilApiKeys.keyHash, keyHash), isNull(councilApiKeys.revokedAt)))
    .returning({ councilId: councilApiKeys.councilId, id: councilApiKeys.id, name: councilApiKeys.name });
  return row;
}
