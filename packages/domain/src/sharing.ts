import { z } from 'zod';
import { idSchema } from './api.js';
import { formMessages } from './messages.js';

/**
 * Sharing an application (issue 19.6, Objective Build's "participants"): the person who started it (its owner)
 * lets others work on it as an editor (saves pages and uploads) or a viewer (reads it), by an emailed invitation.
 */
const COLLABORATOR_ROLES = ['editor', 'viewer'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];
/** How the signed-in user may reach an application: its owner, or a collaborator in a role. */
export const ACCESS_ROLES = ['owner', ...COLLABORATOR_ROLES] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];
/** What a route needs: to read the application, to change its answers, or to act as its owner. */
export type AccessNeed = 'read' | 'edit' | 'own';

const ALLOWED: Record<AccessNeed, readonly AccessRole[]> = {
  read: ['owner', 'editor', 'viewer'],
  edit: ['owner', 'editor'],
  own: ['owner'],
};

/** Whether someone in `role` may do what needs `need`. */
export const accessAllows = (role: AccessRole, need: AccessNeed): boolean => ALLOWED[need].includes(role);

/** How long an invitation link works. */
export const INVITATION_DAYS = 14;

export const sharingMessages = {
  viewerCannotEdit: 'You can view this application but not change it. Ask its owner to make you an editor.',
  ownerOnly: 'Only the person who started this application can submit or withdraw it, or change who has access to it.',
  email: formMessages.emailFormat,
  role: 'Select whether they can edit the application or only view it',
  inviteSelf: 'You already have access to this application: enter someone else’s email address.',
  alreadyCollaborator: (email: string) => `${email} already has access to this application.`,
  invited: (email: string) => `We have emailed an invitation to ${email}.`,
  invitationInvalid:
    'This invitation link has expired or has already been used. Ask the application’s owner to invite you again.',
  invitationForAnotherEmail: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that email address to accept it.`,
  accepted: 'You now have access to this application.',
  collaboratorNotFound: 'This person does not have access to this application.',
  removed: (email: string) => `${email} no longer has access to this application.`,
} as const;

export const inviteCollaboratorSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email({ message: sharingMessages.email })),
  role: z.enum(COLLABORATOR_ROLES, { message: sharingMessages.role }),
});
export type InviteCollaboratorInput = z.infer<typeof inviteCollaboratorSchema>;

export const invitationTokenSchema = z.strictObject({ token: z.string().min(1).max(200) });

const collaboratorSchema = z.object({
  userId: z.number(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(COLLABORATOR_ROLES),
});

const pendingInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(COLLABORATOR_ROLES),
  expiresAt: z.string(),
});

/** What the application page's "People with access" section shows. */
export const applicationPeopleSchema = z.object({
  yourRole: z.enum(ACCESS_ROLES),
  owner: z.object({ fullName: z.string(), email: z.string() }),
  collaborators: z.array(collaboratorSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type ApplicationPeople = z.infer<typeof applicationPeopleSchema>;

/** What the invitation page shows before it is accepted. */
export const invitationSummarySchema = z.object({
  appId: z.number(),
  email: z.string(),
  role: z.enum(COLLABORATOR_ROLES),
  invitedBy: z.string(),
  typeName: z.string(),
  councilName: z.string(),
});
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

export const collaboratorParamsSchema = z.strictObject({ appId: idSchema, userId: idSchema });
export const invitationParamsSchema = z.strictObject({ appId: idSchema, invitationId: idSchema });
