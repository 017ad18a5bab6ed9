import { and, asc, eq } from 'drizzle-orm';
import { defined } from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { documents } from '../../db/schema.js';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'createdAt'>;

export async function listForApplication(db: Db, applicationId: number): Promise<DocumentRow[]> {
  return db.select().from(documents).where(eq(documents.applicationId, applicationId)).orderBy(asc(documents.id));
}

export async function findInApplication(db: Db, applicationId: number, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.applicationId, applicationId)));
  return row;
}

/**
 * Records a stored file. An applicant's upload runs it inside the applications module's guard (the application
 * open, or its request for information open: ApplicationAccess), in its transaction; the council's decision
 * document is recorded whatever the application's state.
 */
export async function insert(db: Executor, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return defined(row, 'the inserted document');
}

/** Deletes one of the application's documents (inside the open-application guard); undefined when there is none. */
export async function remove(tx: Executor, applicationId: number, id: number): Promise<DocumentRow | undefined> {
  const [row] = await tx
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.applicationId, applicationId)))
    .returning();
  return row;
}
