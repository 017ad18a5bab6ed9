import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { defined } from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { applicationEvents, applications, documents } from '../../db/schema.js';

export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
type NewApplicationEvent = typeof applicationEvents.$inferInsert;

/** The application's status, its row locked until the transaction ends, so two transitions never interleave. */
export async function lockStatus(tx: Executor, applicationId: number) {
  const [row] = await tx
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
  return row;
}

export async function eventsOf(db: Executor, applicationId: number): Promise<ApplicationEventRow[]> {
  return db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.id));
}

/**
 * Records the event and moves the application to its new status. `completed` follows the status, so the
 * applicant's saves are open exactly while the application is theirs to edit (a draft or returned).
 */
export async function recordTransition(
  tx: Executor,
  event: NewApplicationEvent,
  applicantEditable: boolean,
): Promise<ApplicationEventRow> {
  const [row] = await tx.insert(applicationEvents).values(event).returning();
  await tx
    .update(applications)
    .set({
      status: event.toStatus,
      completed: !applicantEditable,
      ...(applicantEditable ? {} : { completedAt: sql`coalesce(${applications.completedAt}, now())` }),
      updatedAt: sql`now()`,
    })
    .where(eq(applications.id, event.applicationId));
  return defined(row, 'the inserted application event');
}

/** Whether every one of these documents belongs to this application. */
export async function allDocumentsOf(tx: Executor, applicationId: number, documentIds: number[]): Promise<boolean> {
  const unique = [...new Set(documentIds)];
  const [row] = await tx
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), inArray(documents.id, unique)));
  return (row?.n ?? 0) === unique.length;
}

/** The application's documents among these ids: the files answers name, for showing beside the answers. */
export async function documentsIn(db: Db, applicationId: number, documentIds: number[]) {
  if (!documentIds.length) return [];
  return db
    .select({
      id: documents.id,
      originalName: documents.originalName,
      contentType: documents.contentType,
      size: documents.size,
    })
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), inArray(documents.id, [...new Set(documentIds)])))
    .orderBy(asc(documents.id));
}
