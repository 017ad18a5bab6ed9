import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { defined } from '@consent/domain';
import type { Db, Executor } from '../../../db/client.js';
import {
  councilEvents,
  councilInvitations,
  councilMembers,
  multiproofRequests,
  users,
  type CouncilRole,
} from '../../../db/schema.js';

type CouncilEventAction =
  | 'member-invited'
  | 'invitation-revoked'
  | 'member-joined'
  | 'member-role-changed'
  | 'member-removed'
  | 'multiproof-granted'
  | 'multiproof-revoked'
  | 'api-key-created'
  | 'api-key-revoked';

interface NewCouncilEvent {
  councilId: number;
  userId: number;
  action: CouncilEventAction;
  subjectUserId?: number | null;
  details?: Record<string, unknown>;
}

export async function recordEvent(tx: Executor, event: NewCouncilEvent): Promise<void> {
  await tx.insert(councilEvents).values(event);
}

export async function eventsOf(db: Db, councilId: number) {
  return db
    .select({
      at: councilEvents.createdAt,
      action: councilEvents.action,
      by: users.fullName,
      subjectUserId: councilEvents.subjectUserId,
      details: councilEvents.details,
    })
    .from(councilEvents)
    .leftJoin(users, eq(users.id, councilEvents.userId))
    .where(eq(councilEvents.councilId, councilId))
    .orderBy(desc(councilEvents.id))
    .limit(200);
}

export async function membersOf(db: Db, councilId: number) {
  return db
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      role: councilMembers.role,
      since: councilMembers.createdAt,
    })
    .from(councilMembers)
    .innerJoin(users, eq(users.id, councilMembers.userId))
    .where(eq(councilMembers.councilId, councilId))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** The council's admins, their rows locked: two admins removing each other at once cannot leave none. */
export async function lockAdmins(tx: Executor, councilId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: councilMembers.userId })
    .from(councilMembers)
    .where(and(eq(councilMembers.councilId, councilId), eq(councilMembers.role, 'admin')))
    .for('update');
  return rows.map((r) => r.userId);
}

export async function isMemberByEmail(db: Executor, councilId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: councilMembers.userId })
    .from(councilMembers)
    .innerJoin(users, eq(users.id, councilMembers.userId))
    .where(and(eq(councilMembers.councilId, councilId), eq(users.email, email)));
  return row !== undefined;
}

/** Adds the member; false when the user already is one (nothing changed). */
export async function addMember(tx: Executor, councilId: number, userId: number, role: CouncilRole): Promise<boolean> {
  const rows = await tx
    .insert(councilMembers)
    .values({ councilId, userId, role })
    .onConflictDoNothing()
    .returning({ userId: councilMembers.userId });
  return rows.length > 0;
}

export async function setRole(tx: Executor, councilId: number, userId: number, role: CouncilRole): Promise<void> {
  await tx
    .update(councilMembers)
    .set({ role })
    .where(and(eq(councilMembers.councilId, councilId), eq(councilMembers.userId, userId)));
}

export async function removeMember(tx: Executor, councilId: number, userId: number): Promise<void> {
  await tx
    .delete(councilMembers)
    .where(and(eq(councilMembers.councilId, councilId), eq(councilMembers.userId, userId)));
}

const openInvitation = (now = sql`now()`) =>
  and(
    isNull(councilInvitations.acceptedAt),
    isNull(councilInvitations.revokedAt),
    gt(councilInvitations.expiresAt, now),
  );

export async function openInvitationsOf(db: Db, councilId: number) {
  return db
    .select({
      id: councilInvitations.id,
      email: councilInvitations.email,
      role: councilInvitations.role,
      invitedAt: councilInvitations.createdAt,
      expiresAt: councilInvitations.expiresAt,
    })
    .from(councilInvitations)
    .where(and(eq(councilInvitations.councilId, councilId), openInvitation()))
    .orderBy(asc(councilInvitations.id));
}

export async function insertInvitation(tx: Executor, invitation: typeof councilInvitations.$inferInsert) {
  const [row] = await tx.insert(councilInvitations).values(invitation).returning();
  return defined(row, 'the inserted invitation');
}

/** Withdraws the council's open invitations to this address (a new one replaces them) or the one with this id. */
export async function revokeInvitations(
  tx: Executor,
  councilId: number,
  which: { email: string } | { id: number },
): Promise<number> {
  const rows = await tx
    .update(councilInvitations)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(councilInvitations.councilId, councilId),
        'email' in which ? eq(councilInvitations.email, which.email) : eq(councilInvitations.id, which.id),
        openInvitation(),
      ),
    )
    .returning({ id: councilInvitations.id, email: councilInvitations.email });
  return rows.length;
}

/** The open invitation with this token's hash, locked so that it is used once. */
export async function lockOpenInvitation(tx: Executor, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(councilInvitations)
    .where(and(eq(councilInvitations.tokenHash, tokenHash), openInvitation()))
    .for('update');
  return row;
}

export async function markAccepted(tx: Executor, invitationId: number, userId: number): Promise<void> {
  await tx
    .update(councilInvitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(eq(councilInvitations.id, invitationId));
}

/** Who asked for the multiproof function or has it: the people an admin decides about. */
export async function multiproofCandidates(db: Db) {
  const requests = db
    .select({
      userId: multiproofRequests.userId,
      requestedAt: sql<Date>`max(${multiproofRequests.createdAt})`.as('requested_at'),
      reason: sql<string>`(array_agg(${multiproofRequests.reason} ORDER BY ${multiproofRequests.id} DESC))[1]`.as(
        'reason',
      ),
    })
    .from(multiproofRequests)
    .groupBy(multiproofRequests.userId)
    .as('requests');
  return db
    .select({
      userId: users.id,
      fullName: users.fullName,
      email: users.email,
      permission: users.multiproofPermission,
      requestedAt: requests.requestedAt,
      reason: requests.reason,
    })
    .from(users)
    .leftJoin(requests, eq(requests.userId, users.id))
    .where(or(eq(users.multiproofPermission, 'yes'), sql`${requests.userId} IS NOT NULL`))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** Sets the user's permission; the permission it had before (undefined: no such user), read under a row lock. */
export async function setMultiproofPermission(
  tx: Executor,
  userId: number,
  permission: 'yes' | 'no',
): Promise<string | undefined> {
  const [before] = await tx
    .select({ permission: users.multiproofPermission })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return undefined;
  await tx.update(users).set({ multiproofPermission: permission }).where(eq(users.id, userId));
  return before.permission;
}
