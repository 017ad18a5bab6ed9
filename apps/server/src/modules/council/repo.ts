import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { applicationEvents, applications, councilMembers, users, type CouncilRole } from '../../db/schema.js';
import { CCC_DECISION_DUE_MONTHS, TYPE_CODES, type CouncilQueueQuery as QueueQuery } from '@consent/domain';

export async function roleIn(db: Db, userId: number, councilId: number): Promise<CouncilRole | undefined> {
  const [row] = await db
    .select({ role: councilMembers.role })
    .from(councilMembers)
    .where(and(eq(councilMembers.userId, userId), eq(councilMembers.councilId, councilId)));
  return row?.role;
}

export async function isStaff(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(councilMembers).where(eq(councilMembers.userId, userId));
  return (row?.n ?? 0) > 0;
}

/** A submitted application's council; a draft is the applicant's alone and is not found. */
export async function submittedCouncilOf(db: Db, appId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ councilId: applications.councilId })
    .from(applications)
    .where(and(eq(applications.id, appId), ne(applications.status, 'draft')));
  return row?.councilId;
}

/** The active parcel's address, as the applicant's list and the PDF show it. */
const siteAddress = sql<
  string | null
>`(SELECT concat_ws(', ', nullif(p.location->>'street', ''), nullif(p.location->>'suburb', ''), nullif(p.location->>'city', ''))
  FROM application_parcels p WHERE p.application_id = ${applications.id} AND p.active LIMIT 1)`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function searchCondition(q: string): SQL {
  // A bare number is an application's number (or a consent number written as digits alone), not a part of every
  // reference, consent number and street number that holds those digits: searched by 2, application 2 is one row.
  if (/^\d{1,9}$/.test(q)) return or(eq(applications.id, Number(q)), eq(applications.bcNumber, q)) as SQL;
  const pattern = likePattern(q);
  return or(
    ilike(applications.reference, pattern),
    ilike(applications.bcNumber, pattern),
    sql`EXISTS (SELECT 1 FROM application_parcels p WHERE p.application_id = ${applications.id} AND p.active
      AND concat_ws(' ', p.location->>'street', p.location->>'suburb', p.location->>'city') ILIKE ${pattern})`,
  ) as SQL;
}

const ORDER: Record<QueueQuery['sort'], SQL[]> = {
  submitted: [asc(applications.completedAt), asc(applications.id)],
  '-submitted': [desc(applications.completedAt), desc(applications.id)],
  reference: [asc(applications.reference), asc(applications.id)],
  '-reference': [desc(applications.reference), desc(applications.id)],
  status: [asc(applications.status), asc(applications.completedAt), asc(applications.id)],
  '-status': [desc(applications.status), asc(applications.completedAt), asc(applications.id)],
};

/** What a list of the council's submitted applications shows of each (the queue, the pull API). */
export const submittedApplicationColumns = {
  id: applications.id,
  applicationType: applications.applicationType,
  typeCode: applications.typeCode,
  param: applications.param,
  reference: applications.reference,
  consentNumber: applications.bcNumber,
  status: applications.status,
  submittedAt: applications.completedAt,
  siteAddress,
};

/**
 * A granted building consent with no CCC application (a draft is not one) whose grant is 24 months old in New
 * Zealand days: the two-year rule of s93(2)(b) as reports/cccClock.ts states it (PostgreSQL's date + months, like
 * addCalendarMonths, falls back to a short month's last day).
 */
const cccDecisionDueCondition = sql`${applications.status} = 'granted' AND ${applications.typeCode} = 'bc'
  AND NOT EXISTS (SELECT 1 FROM applications ccc WHERE ccc.related_application_id = ${applications.id}
    AND ccc.type_code = 'ccc' AND ccc.status <> 'draft')
  AND ((SELECT max(e.created_at) FROM application_events e WHERE e.application_id = ${applications.id} AND e.action = 'grant')
    AT TIME ZONE 'Pacific/Auckland')::date + make_interval(months => ${CCC_DECISION_DUE_MONTHS})
    <= (now() AT TIME ZONE 'Pacific/Auckland')::date`;

/** Which of these consents someone has applied for a CCC for (a CCC application past its draft names it). */
export async function withCccApplication(db: Db, appIds: number[]): Promise<Set<number>> {
  if (!appIds.length) return new Set();
  const rows = await db
    .selectDistinct({ id: applications.relatedApplicationId })
    .from(applications)
    .where(
      and(
        inArray(applications.relatedApplicationId, appIds),
        eq(applications.typeCode, 'ccc'),
        ne(applications.status, 'draft'),
      ),
    );
  return new Set(rows.map((r) => r.id).filter((id): id is number => id !== null));
}

/** One page of the council's submitted applications and how many match (the index: council, status, submitted). */
export async function queuePage(db: Db, councilId: number, query: QueueQuery) {
  // A type the address bar names that is none of the domain's codes matches no application.
  const typeCode = TYPE_CODES.find((code) => code === query.type?.toLowerCase());
  const where = and(
    eq(applications.councilId, councilId),
    ne(applications.status, 'draft'),
    query.status ? eq(applications.status, query.status as never) : undefined,
    query.type ? (typeCode ? eq(applications.typeCode, typeCode) : sql`false`) : undefined,
    query.q ? searchCondition(query.q) : undefined,
    query.due === 'ccc' ? cccDecisionDueCondition : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...submittedApplicationColumns, applicant: users.fullName })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Every event of these applications, in order: one query for a whole queue page's clocks. */
export async function eventsOfMany(db: Db, appIds: number[]) {
  if (!appIds.length) return [];
  return db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, appIds))
    .orderBy(asc(applicationEvents.id));
}

export async function applicationWithApplicant(db: Db, appId: number) {
  const [row] = await db
    .select({ application: applications, applicant: { fullName: users.fullName, email: users.email } })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, appId));
  return row;
}

/** The consent number the council gave at acceptance: the application's reference from then on. */
export async function setConsentNumber(tx: Db, appId: number, consentNumber: string): Promise<void> {
  await tx.update(applications).set({ bcNumber: consentNumber }).where(eq(applications.id, appId));
}

/** Another application of the council already given this consent number, if any. */
export async function applicationWithConsentNumber(
  db: Executor,
  councilId: number,
  consentNumber: string,
  exceptAppId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.councilId, councilId),
        eq(applications.bcNumber, consentNumber),
        ne(applications.id, exceptAppId),
      ),
    )
    .limit(1);
  return row?.id;
}

export async function siteAddressOf(db: Db, appId: number): Promise<string | null> {
  const [row] = await db.select({ siteAddress }).from(applications).where(eq(applications.id, appId));
  return row?.siteAddress ?? null;
}

/** The applicant's account: the council's reads of an application go through the applicant's own reads. */
export async function applicantOf(db: Db, appId: number) {
  const [row] = await db
    .select({ user: users })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.id, appId));
  return row?.user;
}

export async function statusOf(db: Db, appId: number) {
  const [row] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, appId));
  return row?.status;
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
