import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
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

/** Applications waiting for the applicant's further information, with when the open request was made. */
export async function openInformationRequests(db: Db): Promise<{ applicationId: number; eventId: number; at: Date }[]> {
  return db
    .selectDistinctOn([applicationEvents.applicationId], {
      applicationId: applicationEvents.applicationId,
      eventId: applicationEvents.id,
      at: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
    .where(and(eq(applications.status, 'information_requested'), eq(applicationEvents.action, 'requestInformation')))
    .orderBy(applicationEvents.applicationId, desc(applicationEvents.id));
}

/** Applications whose statutory clock may be running: accepted, or answered after a request. */
export async function applicationsBeingProcessed(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(inArray(applications.status, ['accepted', 'information_provided']));
  return rows.map((r) => r.id);
}

/**
 * Granted building consents no one has applied for a CCC for (a draft is not an application), granted at least 17
 * months ago, with their grant: the candidates for the two-year rule's reminders (issue 32.5); the domain's s93
 * functions decide which reminder is due.
 */
export async function consentsWithoutCccApplication(db: Db): Promise<{ applicationId: number; grantedAt: Date }[]> {
  return db
    .selectDistinctOn([applications.id], { applicationId: applications.id, grantedAt: applicationEvents.createdAt })
    .from(applications)
    .innerJoin(
      applicationEvents,
      and(eq(applicationEvents.applicationId, applications.id), eq(applicationEvents.action, 'grant')),
    )
    .where(
      and(
        eq(applications.status, 'granted'),
        eq(applications.typeCode, 'bc'),
        sql`${applicationEvents.createdAt} < now() - interval '17 months'`,
        sql`NOT EXISTS (SELECT 1 FROM applications ccc WHERE ccc.related_application_id = ${applications.id}
          AND ccc.type_code = 'ccc' AND ccc.status <> 'draft')`,
      ),
    )
    .orderBy(applications.id, desc(applicationEvents.id));
}
