import {
  INVITATION_DAYS,
  error,
  productMessages,
  resumePath,
  sharingMessages,
  type ApplicationPeople,
  type InvitationSummary,
  type InviteCollaboratorInput,
} from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { Accounts } from '../auth/accounts.js';
import type { SessionUser } from '../auth/service.js';
import { newSessionToken, sessionId } from '../auth/session.js';
import { invitationMail } from '../mail/applicationMails.js';
import type { MailService } from '../mail/service.js';
import type { ApplicationFacts } from '../notifications/applicationFacts.js';
import * as repo from './repo.js';

export interface SharingService {
  people(user: SessionUser, appId: number): Promise<ApplicationPeople>;
  invite(user: SessionUser, appId: number, input: InviteCollaboratorInput): Promise<void>;
  removeCollaborator(user: SessionUser, appId: number, userId: number): Promise<string>;
  cancelInvitation(user: SessionUser, appId: number, invitationId: number): Promise<string>;
  /** What the invitation page shows; the token is the only key, so it says no more than the mail did. */
  invitation(token: string): Promise<InvitationSummary>;
  /** Makes the signed-in user a collaborator; answers where the application opens. */
  accept(user: SessionUser, token: string): Promise<{ appId: number; path: string }>;
  /** The application's collaborators, first invited first, read through the caller's transaction (who a mail goes to). */
  collaboratorsWithin(tx: Executor, appId: number): Promise<{ fullName: string; email: string }[]>;
}

/** Invitations one user may send an hour: the form cannot be used to flood other people's inboxes. */
const INVITATIONS_PER_HOUR = 30;

const invalidInvitation = () => new AppError(400, { result: 'error', message: sharingMessages.invitationInvalid });

/**
 * Sharing an application (issue 19.6). Every call that names an application goes through the applications
 * module's one access check: reading who has access needs read access, changing it needs the owner.
 */
export function createSharingService(
  db: () => Db,
  applications: ApplicationAccess,
  mail: MailService,
  about: ApplicationFacts,
  accounts: Accounts,
): SharingService {
  return {
    collaboratorsWithin: (tx, appId) => repo.collaboratorsOf(tx, appId),
    async people(user, appId) {
      const row = await applications.access(user, appId, 'read');
      const owner = await accounts.findUser(row.userId);
      const isOwner = row.accessRole === 'owner';
      return {
        yourRole: row.accessRole,
        owner: { fullName: owner?.fullName ?? '', email: owner?.email ?? '' },
        collaborators: await repo.collaboratorsOf(db(), row.id),
        // Who was invited but has not answered is the owner's business.
        invitations: isOwner
          ? (await repo.pendingInvitationsOf(db(), row.id)).map((i) => ({
              id: i.id,
              email: i.email,
              role: i.role,
              expiresAt: i.expiresAt.toISOString(),
            }))
          : [],
      };
    },

    async invite(user, appId, { email, role }) {
      const row = await applications.access(user, appId, 'own');
      if (email === user.email) throw badRequest([sharingMessages.inviteSelf]);
      if ((await accounts.countAttempt(`invite:${user.id}`, 60 * 60)) > INVITATIONS_PER_HOUR)
        throw new AppError(429, error(productMessages.tooManyAttempts));
      const token = newSessionToken();
      await db().transaction(async (tx) => {
        if (await repo.isCollaboratorByEmail(tx, row.id, email))
          throw badRequest([sharingMessages.alreadyCollaborator(email)]);
        await repo.insertInvitation(tx, {
          tokenHash: sessionId(token),
          applicationId: row.id,
          email,
          role,
          invitedBy: user.id,
          expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
        });
        const content = invitationMail({
          ...(await about.facts(tx, row)),
          inviterName: user.fullName,
          role,
          link: mail.link(`/invitations/accept?token=${encodeURIComponent(token)}`),
          validDays: INVITATION_DAYS,
        });
        await mail.queue(tx, 'invitation', email, content);
      });
      mail.sendSoon();
    },

    async removeCollaborator(user, appId, userId) {
      const row = await applications.access(user, appId, 'own');
      const email = await repo.deleteCollaborator(db(), row.id, userId);
      if (!email) throw notFound(sharingMessages.collaboratorNotFound);
      return email;
    },

    async cancelInvitation(user, appId, invitationId) {
      const row = await applications.access(user, appId, 'own');
      const email = await repo.deleteInvitation(db(), row.id, invitationId);
      if (!email) throw notFound(sharingMessages.collaboratorNotFound);
      return email;
    },

    async invitation(token) {
      const invitation = await repo.usableInvitation(db(), sessionId(token));
      const row = invitation && (await about.byId(db(), invitation.applicationId));
      if (!invitation || !row) throw invalidInvitation();
      const facts = await about.facts(db(), row);
      const inviter = invitation.invitedBy === null ? undefined : await accounts.findUser(invitation.invitedBy);
      return {
        appId: row.id,
        email: invitation.email,
        role: invitation.role,
        invitedBy: inviter?.fullName ?? 'The application’s owner',
        typeName: facts.typeName,
        councilName: facts.councilName,
      };
    },

    async accept(user, token) {
      const row = await db().transaction(async (tx) => {
        const invitation = await repo.usableInvitation(tx, sessionId(token), true);
        if (!invitation) throw invalidInvitation();
        // The link went to one mailbox: only the account with that address may use it.
        if (invitation.email !== user.email)
          throw new AppError(403, {
            result: 'error',
            message: sharingMessages.invitationForAnotherEmail(invitation.email),
          });
        const application = await about.byId(tx, invitation.applicationId);
        if (!application) throw invalidInvitation();
        // The owner opening their own invitation (sent to their own address) keeps being the owner.
        if (application.userId !== user.id) {
          await repo.upsertCollaborator(tx, {
            applicationId: application.id,
            userId: user.id,
            role: invitation.role,
            invitedBy: invitation.invitedBy,
          });
        }
        await repo.markAccepted(tx, invitation.id, user.id);
        return application;
      });
      return { appId: row.id, path: resumePath({ appId: row.id, param: row.param, completed: row.completed }) };
    },
  };
}
