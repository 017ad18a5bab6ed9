import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { defined } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { applications, documents } from '../../db/schema.js';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'createdAt'>;

const stillOpen = (applicationId: number) =>
  sql`exists (select 1 from ${applications} where ${applications.id} = ${applicationId} and not ${applications.completed})`;

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

/** Records a stored file whatever the application's state: the council's decision document. */
export async function insert(db: Db, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return defined(row, 'the inserted document');
}

/**
 * Records a stored file, only while its application is open: the application row is locked first, so a
 * completion racing the upload either waits for it or wins and the upload is refused (undefined).
 */
export async function insertIfOpen(db: Db, values: NewDocument): Promise<DocumentRow | undefined> {
  return insertWhile(db, values, eq(applications.completed, false));
}

/** The same while the council's request for further information is open: the answer's uploads (issue 18). */
export async function insertIfInformationRequested(db: Db, values: NewDocument): Promise<DocumentRow | undefined> {
  return insertWhile(db, values, eq(applications.status, 'information_requested'));
}

async function insertWhile(db: Db, values: NewDocument, condition: SQL): Promise<DocumentRow | undefined> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, values.applicationId), condition))
      .for('update');
    if (!open) return undefined;
    const [row] = await tx.insert(documents).values(values).returning();
    return row;
  });
}

/** Deletes the document of an open application; undefined when there is none or the application is completed. */
export async function deleteIfOpen(db: Db, applicationId: number, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.id, id), eq(documents.applicationId, applicationId), stillOpen(applicationId)))
    .returning();
  return row;
}
