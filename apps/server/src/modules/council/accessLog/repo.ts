import { and, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import { STAFF_ACCESS_PAGE_SIZE, type StaffAccessQuery } from '@consent/domain';
import type { Db } from '../../../db/client.js';
import { staffAccessLog } from '../../../db/schema.js';

export type StaffAccessRow = typeof staffAccessLog.$inferSelect;
export type NewStaffAccess = typeof staffAccessLog.$inferInsert;

export async function append(db: Db, entry: NewStaffAccess): Promise<void> {
  await db.insert(staffAccessLog).values(entry);
}

/** One page of the council's log, newest first; one row more than the page says whether there is another. */
export function search(db: Db, councilId: number, query: StaffAccessQuery): Promise<StaffAccessRow[]> {
  const escaped = query.staff?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select()
    .from(staffAccessLog)
    .where(
      and(
        eq(staffAccessLog.councilId, councilId),
        query.appId === undefined ? undefined : eq(staffAccessLog.applicationId, query.appId),
        escaped === undefined
          ? undefined
          : ilike(sql`coalesce(${staffAccessLog.staffEmail}, ${staffAccessLog.apiKeyName})`, `%${escaped}%`),
        // Dates are New Zealand days: from the start of `from` to the end of `to`.
        query.from === undefined
          ? undefined
          : gte(staffAccessLog.at, sql`(${query.from}::date)::timestamp AT TIME ZONE 'Pacific/Auckland'`),
        query.to === undefined
          ? undefined
          : lt(staffAccessLog.at, sql`(${query.to}::date + 1)::timestamp AT TIME ZONE 'Pacific/Auckland'`),
      ),
    )
    .orderBy(desc(staffAccessLog.at), desc(staffAccessLog.id))
    .limit(STAFF_ACCESS_PAGE_SIZE + 1)
    .offset((query.page - 1) * STAFF_ACCESS_PAGE_SIZE);
}

/** Every read of these applications, oldest first (the applicant's privacy copy). */
export function ofApplications(db: Db, appIds: number[]): Promise<StaffAccessRow[]> {
  if (appIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(staffAccessLog)
    .where(inArray(staffAccessLog.applicationId, appIds))
    .orderBy(staffAccessLog.at, staffAccessLog.id);
}
