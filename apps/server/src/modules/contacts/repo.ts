import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { defined, type ProjectContactDetails, type ProjectContactMode } from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { applications, projectContacts } from '../../db/schema.js';

export type ProjectContactRow = typeof projectContacts.$inferSelect;

/** The contact's columns from its details (spec field names to ours). */
const columns = (mode: ProjectContactMode, d: ProjectContactDetails) => ({
  contactMode: mode,
  name: d.name,
  phone: d.phone,
  email: d.email,
  address: d.address,
  licenceNumber: d.licence_number,
  licenceClass: d.licence_class,
  registrationNumber: d.registration_number,
  profession: d.profession,
  locations: d.locations,
});

export async function listForApplication(db: Db, appId: number): Promise<ProjectContactRow[]> {
  return db
    .select()
    .from(projectContacts)
    .where(eq(projectContacts.applicationId, appId))
    .orderBy(asc(projectContacts.id));
}

/** Writes run inside the applications module's open-application guard (ApplicationAccess.whileOpen), in its transaction. */
export async function insert(tx: Executor, appId: number, mode: ProjectContactMode, details: ProjectContactDetails) {
  const [row] = await tx
    .insert(projectContacts)
    .values({ applicationId: appId, ...columns(mode, details) })
    .returning();
  return defined(row, 'the inserted contact');
}

export async function update(
  tx: Executor,
  appId: number,
  pid: number,
  mode: ProjectContactMode,
  details: ProjectContactDetails,
): Promise<ProjectContactRow | undefined> {
  const [row] = await tx
    .update(projectContacts)
    .set({ ...columns(mode, details), updatedAt: sql`now()` })
    .where(and(eq(projectContacts.id, pid), eq(projectContacts.applicationId, appId)))
    .returning();
  return row;
}

export async function remove(tx: Executor, appId: number, pid: number): Promise<boolean> {
  const rows = await tx
    .delete(projectContacts)
    .where(and(eq(projectContacts.id, pid), eq(projectContacts.applicationId, appId)))
    .returning({ id: projectContacts.id });
  return rows.length > 0;
}

export async function findByNumber(db: Db, appId: number, regnumber: string): Promise<ProjectContactRow | undefined> {
  const [row] = await db
    .select()
    .from(projectContacts)
    .where(
      and(
        eq(projectContacts.applicationId, appId),
        sql`(upper(${projectContacts.licenceNumber}) = upper(${regnumber}) or upper(${projectContacts.registrationNumber}) = upper(${regnumber}))`,
      ),
    )
    .orderBy(asc(projectContacts.id))
    .limit(1);
  return row;
}

/** LIKE's wildcards typed by the user are matched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The contacts on the user's applications matching the query (name anywhere, numbers from their start), newest first. */
export async function libraryRows(
  db: Db,
  userId: number,
  q: string,
  mode: ProjectContactMode | undefined,
  limit: number,
) {
  const needle = escapeLike(q.trim().toLowerCase());
  const conditions: SQL[] = [eq(applications.userId, userId)];
  if (mode) conditions.push(eq(projectContacts.contactMode, mode));
  if (needle) {
    conditions.push(
      sql`(lower(${projectContacts.name}) like ${`%${needle}%`} or lower(${projectContacts.licenceNumber}) like ${`${needle}%`} or lower(${projectContacts.registrationNumber}) like ${`${needle}%`})`,
    );
  }
  const rows = await db
    .select({ contact: projectContacts })
    .from(projectContacts)
    .innerJoin(applications, eq(applications.id, projectContacts.applicationId))
    .where(and(...conditions))
    .orderBy(desc(projectContacts.updatedAt), desc(projectContacts.id))
    .limit(limit);
  return rows.map((r) => r.contact);
}
