import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { applications, users } from '../../../db/schema.js';
import { submittedApplicationColumns } from '../repo.js';

/**
 * Where a page ends: the last row's change time in microseconds since 1970 (PostgreSQL keeps microseconds, a
 * JavaScript Date only milliseconds, which would repeat rows) and its id.
 */
export interface PullCursor {
  changedAt: string;
  id: number;
}

/**
 * One page of the council's submitted applications in the order they last changed (changed_at, then id: a stable
 * order, so a cursor never skips or repeats a row), one more than asked to tell whether another page follows.
 * changed_at is updated_at for every application that is not a draft (ADR 0086): the index keys on it, not on
 * updated_at, so that a draft's save writes no indexed column.
 */
export async function changedApplications(
  db: Db,
  councilId: number,
  query: { status?: string; since?: string; after?: PullCursor; limit: number },
) {
  return db
    .select({
      ...submittedApplicationColumns,
      updatedAt: applications.updatedAt,
      changedAt: sql<string>`(extract(epoch from ${applications.changedAt}) * 1000000)::bigint::text`,
      applicantName: users.fullName,
      applicantEmail: users.email,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(
      and(
        eq(applications.councilId, councilId),
        ne(applications.status, 'draft'),
        query.status ? eq(applications.status, query.status as never) : undefined,
        query.since ? gte(applications.changedAt, new Date(query.since)) : undefined,
        query.after
          ? sql`(${applications.changedAt}, ${applications.id}) > (timestamptz 'epoch' + ${query.after.changedAt}::bigint * interval '1 microsecond', ${query.after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(applications.changedAt), asc(applications.id))
    .limit(query.limit + 1);
}

/** The application's owner (the export reads its answers as they see them) when it is a submitted one of the council. */
export async function ownerOfSubmitted(db: Db, councilId: number, appId: number) {
  const [row] = await db
    .select({ owner: users })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(and(eq(applications.id, appId), eq(applications.councilId, councilId), ne(applications.status, 'draft')));
  return row?.owner;
}
