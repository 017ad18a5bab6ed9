import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { applicationEvents, applications, councilMembers, remindersSent, users } from '../../db/schema.js';

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

/** Records the reminder; false when it was sent before (its key exists), and then nothing is to be sent. */
export async function recordReminder(tx: Executor, key: string, applicationId: number): Promise<boolean> {
  const inserted = await tx
    .insert(remindersSent)
    .values({ key, applicationId })
    .onConflictDoNothing()
    .returning({ key: remindersSent.key });
  return inserted.length === 1;
}

/** The officers of a council, who are told of a decision coming due. */
export function officersOf(tx: Executor, councilId: number): Promise<{ fullName: string; email: string }[]> {
  return tx
    .select({ fullName: users.fullName, email: users.email })
    .from(councilMembers)
    .innerJoin(users, eq(users.id, councilMembers.userId))
    .where(and(eq(councilMembers.councilId, councilId), eq(councilMembers.role, 'officer')))
    .orderBy(sql`${users.id}`);
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

/** The owner of the application, who is reminded of the CCC. */
export async function ownerOf(tx: Executor, applicationId: number): Promise<{ fullName: string; email: string }[]> {
  return tx
    .select({ fullName: users.fullName, email: users.email })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, applicationId));
}
