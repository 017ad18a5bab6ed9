import { eq } from 'drizzle-orm';
import type { UserDetails } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import * as repo from './repo.js';

export type Accounts = ReturnType<typeof createAccounts>;

/**
 * What other modules may do with an account (ADR 0047): the profile changes its details and password and ends its
 * sessions; sharing names the people it mails and paces invitations with the accounts' rate limit. The users and
 * sessions tables stay the auth module's own.
 */
export function createAccounts(db: () => Db) {
  return {
    findUser: (userId: number) => repo.findUserById(db(), userId),

    async saveDetails(userId: number, fullName: string, details: UserDetails): Promise<void> {
      await db().update(users).set({ fullName, details }).where(eq(users.id, userId));
    },

    /** Sets the password and ends every session of the user except `keepSessionId`, in one transaction. */
    async setPassword(userId: number, passwordHash: string, keepSessionId: string): Promise<void> {
      await db().transaction(async (tx) => {
        await repo.setPasswordHash(tx, userId, passwordHash);
        await repo.deleteSessionsOfUser(tx, userId, keepSessionId);
      });
    },

    endEverySession: (userId: number) => repo.deleteSessionsOfUser(db(), userId, null),

    /** Counts one attempt against `key` in a window of `windowSeconds`, answering the window's count so far. */
    countAttempt: (key: string, windowSeconds: number) => repo.countAttempt(db(), key, windowSeconds),
  };
}
