import type { Db } from '../../../db/client.js';
import { notFound } from '../../../http/errors.js';
import type { SessionUser } from '../../auth/service.js';
import { councilAdminAccess } from './access.js';
import { councilAdminMessages as messages } from './messages.js';
import * as repo from './repo.js';

export type MultiproofPermissionService = ReturnType<typeof createMultiproofPermissionService>;

/**
 * The multiproof function's permission (issue 18.6), kept where the applicant side reads it (users'
 * multiproof_permission), granted and revoked by a council admin instead of by editing the database. Each
 * change is a council event (the admin's council, who, whom, when) in the same transaction.
 */
export function createMultiproofPermissionService(db: () => Db) {
  async function set(user: SessionUser, councilId: number, userId: number, permission: 'yes' | 'no') {
    await councilAdminAccess(db(), user, councilId);
    await db().transaction(async (t) => {
      const tx = t as unknown as Db;
      const before = await repo.setMultiproofPermission(tx, userId, permission);
      if (before === undefined) throw notFound(messages.userNotFound);
      // Granting what is granted changes nothing, and records nothing.
      if (before === permission) return;
      await repo.recordEvent(tx, {
        councilId,
        userId: user.id,
        action: permission === 'yes' ? 'multiproof-granted' : 'multiproof-revoked',
        subjectUserId: userId,
      });
    });
    return { userId, multiproofPermission: permission };
  }

  return {
    /** Who asked for the function (with their latest reason) and who has it. */
    async list(user: SessionUser, councilId: number) {
      await councilAdminAccess(db(), user, councilId);
      return { users: await repo.multiproofCandidates(db()) };
    },
    grant: (user: SessionUser, councilId: number, userId: number) => set(user, councilId, userId, 'yes'),
    revoke: (user: SessionUser, councilId: number, userId: number) => set(user, councilId, userId, 'no'),
  };
}
