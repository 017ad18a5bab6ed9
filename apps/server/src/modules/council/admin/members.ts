import type { Db } from '../../../db/client.js';
import type { CouncilRole } from '../../../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors.js';
import type { SessionUser } from '../../auth/service.js';
import { newSessionToken, sessionId } from '../../auth/session.js';
import type { CouncilService } from '../../councils/service.js';
import type { MailService } from '../../mail/service.js';
import { councilInvitationMail } from '../../mail/templates.js';
import { roleIn } from '../repo.js';
import { councilAdminAccess } from './access.js';
import { councilAdminMessages as messages } from './messages.js';
import * as repo from './repo.js';

/** How long an invitation link works. */
const INVITATION_DAYS = 7;

export type CouncilMembersService = ReturnType<typeof createCouncilMembersService>;

/**
 * A council's admins manage its members (issue 18.1): list them with the open invitations, invite by email (a
 * single-use, expiring link through the mail outbox), change a role, remove a member, never the last admin.
 * Every change is a council event in the same transaction.
 */
export function createCouncilMembersService(db: () => Db, deps: { mail: MailService; councils: CouncilService }) {
  /** Runs the change with the council's admins locked, refusing one that would leave the council without an admin. */
  async function keepingAnAdmin(
    councilId: number,
    userId: number,
    nextRole: CouncilRole | null,
    change: (tx: Db) => Promise<void>,
  ) {
    await db().transaction(async (t) => {
      const tx = t as unknown as Db;
      const admins = await repo.lockAdmins(tx, councilId);
      const role = await roleIn(tx, userId, councilId);
      if (!role) throw notFound(messages.memberNotFound);
      if (role === 'admin' && nextRole !== 'admin' && admins.length <= 1) throw conflict(messages.lastAdmin);
      await change(tx);
    });
  }

  return {
    async list(user: SessionUser, councilId: number) {
      await councilAdminAccess(db(), user, councilId);
      const [members, invitations] = await Promise.all([
        repo.membersOf(db(), councilId),
        repo.openInvitationsOf(db(), councilId),
      ]);
      return { members, invitations };
    },

    async invite(user: SessionUser, councilId: number, email: string, role: CouncilRole) {
      await councilAdminAccess(db(), user, councilId);
      const { council } = await deps.councils.withConfig(councilId);
      const token = newSessionToken();
      const invitation = await db().transaction(async (t) => {
        const tx = t as unknown as Db;
        if (await repo.isMemberByEmail(tx, councilId, email)) throw conflict(messages.alreadyMember);
        // A new invitation to the same address replaces the open one: only the newest link works.
        await repo.revokeInvitations(tx, councilId, { email });
        const row = await repo.insertInvitation(tx, {
          councilId,
          email,
          role,
          tokenHash: sessionId(token),
          invitedBy: user.id,
          expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
        });
        await repo.recordEvent(tx, {
          councilId,
          userId: user.id,
          action: 'member-invited',
          details: { email, role, invitationId: row.id },
        });
        const link = deps.mail.link(`/council/invitation?token=${encodeURIComponent(token)}`);
        await deps.mail.queue(
          tx,
          'council-invitation',
          email,
          councilInvitationMail(council.fullName || council.name, role, user.fullName, link, INVITATION_DAYS),
        );
        return row;
      });
      deps.mail.sendSoon();
      return {
        id: invitation.id,
        email: invitation.email,
        role: invitation.role,
        invitedAt: invitation.createdAt,
        expiresAt: invitation.expiresAt,
      };
    },

    async revokeInvitation(user: SessionUser, councilId: number, invitationId: number) {
      await councilAdminAccess(db(), user, councilId);
      await db().transaction(async (t) => {
        const tx = t as unknown as Db;
        if (!(await repo.revokeInvitations(tx, councilId, { id: invitationId })))
          throw notFound(messages.invitationNotFound);
        await repo.recordEvent(tx, {
          councilId,
          userId: user.id,
          action: 'invitation-revoked',
          details: { invitationId },
        });
      });
    },

    /**
     * The signed-in user accepts a mailed invitation: it must be addressed to their own email (whoever can read
     * that mailbox was invited, not whoever holds the link), open, and unused. They become a member at once.
     */
    async accept(user: SessionUser, token: string) {
      return db().transaction(async (t) => {
        const tx = t as unknown as Db;
        const invitation = await repo.lockOpenInvitation(tx, sessionId(token));
        if (!invitation) throw badRequest([messages.invitationInvalid]);
        if (invitation.email !== user.email.toLowerCase()) throw forbidden(messages.invitationForAnotherEmail);
        if (!(await repo.addMember(tx, invitation.councilId, user.id, invitation.role)))
          throw conflict(messages.alreadyMember);
        await repo.markAccepted(tx, invitation.id, user.id);
        await repo.recordEvent(tx, {
          councilId: invitation.councilId,
          userId: user.id,
          action: 'member-joined',
          subjectUserId: user.id,
          details: { role: invitation.role, invitationId: invitation.id },
        });
        return { councilId: invitation.councilId, role: invitation.role };
      });
    },

    async changeRole(user: SessionUser, councilId: number, userId: number, role: CouncilRole) {
      await councilAdminAccess(db(), user, councilId);
      await keepingAnAdmin(councilId, userId, role, async (tx) => {
        await repo.setRole(tx, councilId, userId, role);
        await repo.recordEvent(tx, {
          councilId,
          userId: user.id,
          action: 'member-role-changed',
          subjectUserId: userId,
          details: { role },
        });
      });
      return { userId, role };
    },

    async remove(user: SessionUser, councilId: number, userId: number) {
      await councilAdminAccess(db(), user, councilId);
      await keepingAnAdmin(councilId, userId, null, async (tx) => {
        await repo.removeMember(tx, councilId, userId);
        await repo.recordEvent(tx, { councilId, userId: user.id, action: 'member-removed', subjectUserId: userId });
      });
    },

    async events(user: SessionUser, councilId: number) {
      await councilAdminAccess(db(), user, councilId);
      return { events: await repo.eventsOf(db(), councilId) };
    },
  };
}
