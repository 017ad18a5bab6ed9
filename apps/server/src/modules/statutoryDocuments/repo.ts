import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { statutoryDocuments } from '../../db/schema.js';

export type StatutoryDocumentRow = typeof statutoryDocuments.$inferSelect;

export async function record(tx: Executor, row: Omit<StatutoryDocumentRow, 'id' | 'createdAt'>) {
  const [inserted] = await tx.insert(statutoryDocuments).values(row).returning();
  return inserted;
}

export function ofApplication(db: Db, applicationId: number): Promise<StatutoryDocumentRow[]> {
  return db
    .select()
    .from(statutoryDocuments)
    .where(eq(statutoryDocuments.applicationId, applicationId))
    .orderBy(asc(statutoryDocuments.id));
}

export async function one(db: Db, applicationId: number, id: number): Promise<StatutoryDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(statutoryDocuments)
    .where(and(eq(statutoryDocuments.applicationId, applicationId), eq(statutoryDocuments.id, id)));
  return row;
}
