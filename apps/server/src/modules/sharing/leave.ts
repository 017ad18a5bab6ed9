import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applicationCollaborators, applicationInvitations } from '../../db/schema.js';

/**
 * A person closing their account leaves every application shared with them (issue 29.5), and the invitations still
 * waiting for their address are withdrawn: nothing shared keeps their account or their address.
 */
export async function leaveEverything(tx: Executor, userId: number, email: string): Promise<void> {
  await tx.delete(applicationCollaborators).where(eq(applicationCollaborators.userId, userId));
  await tx
    .delete(applicationInvitations)
    .where(
      and(sql`lower(${applicationInvitations.email}) = lower(${email})`, isNull(applicationInvitations.acceptedAt)),
    );
}
