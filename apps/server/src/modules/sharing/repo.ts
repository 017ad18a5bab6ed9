import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { CollaboratorRole } from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { applicationCollaborators, applicationInvitations, users } from '../../db/schema.js';

type InvitationRow = typeof applicationInvitations.$inferSelect;

export async function collaboratorsOf(db: Executor, applicationId: number) {
  return db
    .select({ userId: users.id, fullName: users.fullName, email: users.email, role: applicationCollaborators.role })
    .from(applicationCollaborators)
    .innerJoin(users, eq(users.id, applicationCollaborators.userId))
    .where(eq(applicationCollaborators.applicationId, applicationId))
    .orderBy(asc(applicationCollaborators.createdAt), asc(users.id));
}

/** Invitations not yet accepted and not expired. */
export async function pendingInvitationsOf(db: Db, applicationId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(applicationInvitations)
    .where(
      and(
        eq(applicationInvitations.applicationId, applicationId),
        isNull(applicationInvitations.acceptedAt),
        gt(applicationInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(applicationInvitations.id));
}

export async function isCollaboratorByEmail(db: Executor, applicationId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: applicationCollaborators.userId })
    .from(applicationCollaborators)
    .innerJoin(users, eq(users.id, applicationCollaborators.userId))
    .where(and(eq(applicationCollaborators.applicationId, applicationId), eq(users.email, email)));
  return Boolean(row);
}

export async function insertInvitation(
  db: Executor,
  values: {
    tokenHash: string;
    applicationId: number;
    email: string;
    role: CollaboratorRole;
    invitedBy: number;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(applicationInvitations).values(values);
}

/** A usable invitation (not accepted, not expired) by its token's hash; `lock` holds it until the transaction ends. */
export async function usableInvitation(
  db: Executor,
  tokenHash: string,
  lock = false,
): Promise<InvitationRow | undefined> {
  const query = db
    .select()
    .from(applicationInvitations)
    .where(
      and(
        eq(applicationInvitations.tokenHash, tokenHash),
        isNull(applicationInvitations.acceptedAt),
        gt(applicationInvitations.expiresAt, sql`now()`),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function markAccepted(tx: Executor, id: number, userId: number): Promise<void> {
  await tx
    .update(applicationInvitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(eq(applicationInvitations.id, id));
}

/** Adds the collaborator; someone invited again takes the newer role. */
export async function upsertCollaborator(
  tx: Executor,
  values: { applicationId: number; userId: number; role: CollaboratorRole; invitedBy: number | null },
): Promise<void> {
  await tx
    .insert(applicationCollaborators)
    .values(values)
    .onConflictDoUpdate({
      target: [applicationCollaborators.applicationId, applicationCollaborators.userId],
      set: { role: values.role },
    });
}

export async function deleteCollaborator(db: Db, applicationId: number, userId: number): Promise<string | undefined> {
  const [removed] = await db
    .delete(applicationCollaborators)
    .where(and(eq(applicationCollaborators.applicationId, applicationId), eq(applicationCollaborators.userId, userId)))
    .returning({ userId: applicationCollaborators.userId });
  if (!removed) return undefined;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}

export async function deleteInvitation(db: Db, applicationId: number, id: number): Promise<string | undefined> {
  const [removed] = await db
    .delete(applicationInvitations)
    .where(
      and(
        eq(applicationInvitations.applicationId, applicationId),
        eq(applicationInvitations.id, id),
        isNull(applicationInvitations.acceptedAt),
      ),
    )
    .returning({ email: applicationInvitations.email });
  return removed?.email;
}
