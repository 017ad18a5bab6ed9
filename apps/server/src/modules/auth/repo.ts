import { and, eq, gt, isNull, lt, ne, sql, type Placeholder } from 'drizzle-orm';
import { defined, type CouncilMembership } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import {
  accountTokens,
  authAttempts,
  councilMembers,
  councils,
  multiproofRequests,
  sessions,
  users,
} from '../../db/schema.js';
import type { Executor } from '../../db/client.js';
import { councilGenerationColumn } from '../councils/repo.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts the user, or returns undefined when the email is already registered. */
export async function insertUser(
  db: Executor,
  values: { email: string; passwordHash: string; fullName: string },
): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/**
 * What /api/auth/me says of the user besides the session's row and their applications (the applications module's):
 * whether they asked for multiproof and the councils they work for, by name (where the council workspace opens).
 * Every screen asks, so it is one prepared statement: no SQL built per request (two statements built by drizzle on
 * each call were most of the route's server time, issue 14.2).
 */
export async function meFacts(
  db: Db,
  userId: number,
): Promise<{ multiproofRequested: boolean; councils: CouncilMembership[] }> {
  const statement = prepared(db, 'me_facts', (d) => {
    const user = sql.placeholder('userId');
    return d
      .select({
        multiproofRequested: sql<boolean>`exists (select 1 from ${multiproofRequests} where ${multiproofRequests.userId} = ${user})`,
        councils: sql<CouncilMembership[]>`coalesce((
          select json_agg(json_build_object('councilId', ${councils.id}, 'councilName', ${councils.fullName},
            'role', ${councilMembers.role}) order by ${councils.fullName})
          from ${councilMembers} inner join ${councils} on ${councils.id} = ${councilMembers.councilId}
          where ${councilMembers.userId} = ${user}), '[]'::json)`,
      })
      .from(sql`(select 1) as one`)
      .prepare('me_facts');
  });
  const [row] = await statement.execute({ userId });
  if (!row) throw new Error('a select from (select 1) returned no row');
  return row;
}

export async function insertSession(db: Db, id: string, userId: number, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ id, userId, expiresAt });
}

/**
 * What a signed-in request knows of its user: never the password hash (a request that checks the password reads
 * it itself) nor when the account was made, which no request needs and every request would carry.
 */
export const SESSION_USER = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  multiproofPermission: users.multiproofPermission,
  details: users.details,
  emailVerifiedAt: users.emailVerifiedAt,
  /** When the session asking ends unless extended (ADR 0074): the web warns before it. */
  sessionExpiresAt: sessions.expiresAt,
};
/** `sessionExpiresAt` is there when the user is a session's (not a pull API key's or a test's user row). */
export type SessionUserRow = { [K in Exclude<keyof typeof SESSION_USER, 'sessionExpiresAt'>]: UserRow[K] } & {
  sessionExpiresAt?: Date;
};

/** A session that exists and has not expired: what every session lookup asks. */
export const liveSession = (id: Placeholder) => and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`));

/** The session's user, and the councils' generation read in the same statement (ADR 0040). */
export async function findSessionUser(
  db: Db,
  id: string,
): Promise<{ user: SessionUserRow; councilGeneration: number } | undefined> {
  const statement = prepared(db, 'session_user', (d) =>
    d
      .select({ user: SESSION_USER, councilGeneration: councilGenerationColumn() })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(liveSession(sql.placeholder('id')))
      .prepare('session_user'),
  );
  const [row] = await statement.execute({ id });
  return row;
}

/**
 * Moves a live session's end to `expiresAt`, in one statement; the new end, or undefined when the session has
 * ended or never was (ADR 0074).
 */
export async function extendSession(db: Db, id: string, expiresAt: Date): Promise<Date | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`)))
    .returning({ expiresAt: sessions.expiresAt });
  return row?.expiresAt;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** An arbitrary constant naming the session clean-up's advisory lock among the database's others. */
const SESSION_CLEANUP_LOCK = 1_717_001;

/**
 * Deletes expired sessions and returns how many, or null when another server process holds the clean-up
 * (a transaction-scoped advisory lock: several processes on one database never do the same delete at once,
 * and the lock goes with the transaction, even when a process dies).
 */
export async function deleteExpiredSessions(db: Db): Promise<number | null> {
  return db.transaction(async (tx) => {
    const locking: unknown = await tx.execute(sql`select pg_try_advisory_xact_lock(${SESSION_CLEANUP_LOCK}) as locked`);
    const { rows } = locking as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return null;
    const deleted = await tx
      .delete(sessions)
      .where(lt(sessions.expiresAt, sql`now()`))
      .returning({ id: sessions.id });
    return deleted.length;
  });
}

const currentWindow = (windowSeconds: number) =>
  sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;

/** The attempts counted for the key in the current window, and how many seconds ago the last one was. */
export async function readAttempts(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; secondsSinceLast: number }> {
  const [row] = await db
    // PostgreSQL answers extract() as numeric, which the pg driver hands over as a string.
    .select({
      count: authAttempts.count,
      secondsSinceLast: sql<number | string>`extract(epoch from now() - ${authAttempts.lastAt})`,
    })
    .from(authAttempts)
    .where(
      and(eq(authAttempts.key, key), eq(authAttempts.windowStart, currentWindow(windowSeconds) as unknown as Date)),
    );
  return row
    ? { count: row.count, secondsSinceLast: Number(row.secondsSinceLast) }
    : { count: 0, secondsSinceLast: Infinity };
}

/**
 * Counts one attempt for the key in its current fixed window and returns the count so far.
 * One statement, so concurrent servers sharing the database count correctly.
 */
export async function countAttempt(db: Db, key: string, windowSeconds: number): Promise<number> {
  const windowStart = currentWindow(windowSeconds);
  const [row] = await db
    .insert(authAttempts)
    .values({ key, windowStart: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: authAttempts.key,
      set: {
        count: sql`case when ${authAttempts.windowStart} = excluded.window_start then ${authAttempts.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
        lastAt: sql`now()`,
      },
    })
    .returning({ count: authAttempts.count });
  return defined(row, 'the upserted auth attempt').count;
}

export async function insertMultiproofRequest(db: Executor, userId: number, reason: string): Promise<void> {
  await db.insert(multiproofRequests).values({ userId, reason });
}

type TokenPurpose = 'verify-email' | 'password-reset' | 'close-account';

export async function insertToken(
  db: Executor,
  id: string,
  userId: number,
  purpose: TokenPurpose,
  expiresAt: Date,
): Promise<void> {
  await db.insert(accountTokens).values({ id, userId, purpose, expiresAt });
}

/** Uses the token if it is unused and unexpired, in one statement: two clicks cannot both use it. */
export async function useToken(db: Executor, id: string, purpose: TokenPurpose): Promise<number | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.id, id),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId;
}

export async function markEmailVerified(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

/** The user a token would be used for, without using it (to check a new password against their name first). */
export async function peekToken(db: Executor, id: string, purpose: TokenPurpose): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.id, id),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    );
  return row?.user;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Ends every session of the user except `keepId` (the one asking, when it is theirs). */
export async function deleteSessionsOfUser(db: Executor, userId: number, keepId: string | null): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keepId ? ne(sessions.id, keepId) : undefined));
}
