import { z } from 'zod';
import { councilIdParamsSchema, idSchema } from '../api.js';
import { loginSchema } from '../auth.js';
import { route, successResult, timestamp } from './route.js';

const councilRoleSchema = z.enum(['officer', 'admin']);
export type CouncilRole = z.infer<typeof councilRoleSchema>;

const councilUserParamsSchema = z.strictObject({ councilId: idSchema, userId: idSchema });
const councilInvitationParamsSchema = z.strictObject({ councilId: idSchema, invitationId: idSchema });
const councilApiKeyParamsSchema = z.strictObject({ councilId: idSchema, keyId: idSchema });

/** An admin's invitation: the address it is mailed to and the role accepting it gives. */
const inviteSchema = z.strictObject({ email: loginSchema.shape.email, role: councilRoleSchema });
const changeRoleSchema = z.strictObject({ role: councilRoleSchema });
const acceptInvitationSchema = z.strictObject({ token: z.string().trim().min(1).max(200) });
const createApiKeySchema = z.strictObject({
  name: z.string().trim().min(1, { message: 'Name the key, like "Consenting system"' }).max(100),
});

const memberSchema = z.object({
  userId: z.number(),
  fullName: z.string(),
  email: z.string(),
  role: councilRoleSchema,
  since: timestamp,
});
const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: councilRoleSchema,
  invitedAt: timestamp,
  expiresAt: timestamp,
});
/** A key as listed: its name and visible prefix, never the key (the database keeps its hash). */
const apiKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  prefix: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
});
/** A user who asked for the multiproof function (their latest reason) or has it. */
const multiproofCandidateSchema = z.object({
  userId: z.number(),
  fullName: z.string(),
  email: z.string(),
  permission: z.string(),
  requestedAt: timestamp.nullable(),
  reason: z.string().nullable(),
});
const multiproofChangeSchema = z.object({
  result: successResult,
  userId: z.number(),
  multiproofPermission: z.enum(['yes', 'no']),
});
const success = z.object({ result: successResult });
const base = '/api/council/councils/:councilId';

export type Member = z.input<typeof memberSchema>;
export type Invitation = z.input<typeof invitationSchema>;
export type ApiKey = z.input<typeof apiKeySchema>;
export type MultiproofCandidate = z.input<typeof multiproofCandidateSchema>;

/** A council admin's routes (issue 18 points 1, 6 and 7): members and invitations, the multiproof permission and the council's API keys. */
export const councilAdminContract = {
  members: route({
    method: 'GET',
    path: `${base}/members`,
    params: councilIdParamsSchema,
    response: z.object({
      result: successResult,
      members: z.array(memberSchema),
      invitations: z.array(invitationSchema),
    }),
  }),
  invite: route({
    method: 'POST',
    path: `${base}/invitations`,
    params: councilIdParamsSchema,
    body: inviteSchema,
    response: z.object({ result: successResult, invitation: invitationSchema }),
    statuses: [201],
  }),
  withdrawInvitation: route({
    method: 'DELETE',
    path: `${base}/invitations/:invitationId`,
    params: councilInvitationParamsSchema,
    response: success,
  }),
  changeRole: route({
    method: 'PUT',
    path: `${base}/members/:userId`,
    params: councilUserParamsSchema,
    body: changeRoleSchema,
    response: z.object({ result: successResult, member: z.object({ userId: z.number(), role: councilRoleSchema }) }),
  }),
  removeMember: route({
    method: 'DELETE',
    path: `${base}/members/:userId`,
    params: councilUserParamsSchema,
    response: success,
  }),
  /** The council's record of who changed what (the last 200). */
  events: route({
    method: 'GET',
    path: `${base}/events`,
    params: councilIdParamsSchema,
    response: z.object({
      result: successResult,
      events: z.array(
        z.object({
          at: timestamp,
          action: z.string(),
          by: z.string().nullable(),
          subjectUserId: z.number().nullable(),
          details: z.unknown(),
        }),
      ),
    }),
  }),
  multiproofCandidates: route({
    method: 'GET',
    path: `${base}/multiproof-permissions`,
    params: councilIdParamsSchema,
    response: z.object({ result: successResult, users: z.array(multiproofCandidateSchema) }),
  }),
  grantMultiproof: route({
    method: 'PUT',
    path: `${base}/multiproof-permissions/:userId`,
    params: councilUserParamsSchema,
    response: multiproofChangeSchema,
  }),
  revokeMultiproof: route({
    method: 'DELETE',
    path: `${base}/multiproof-permissions/:userId`,
    params: councilUserParamsSchema,
    response: multiproofChangeSchema,
  }),
  apiKeys: route({
    method: 'GET',
    path: `${base}/api-keys`,
    params: councilIdParamsSchema,
    response: z.object({ result: successResult, keys: z.array(apiKeySchema) }),
  }),
  /** The new key itself is answered this once. */
  createApiKey: route({
    method: 'POST',
    path: `${base}/api-keys`,
    params: councilIdParamsSchema,
    body: createApiKeySchema,
    response: z.object({ result: successResult, apiKey: apiKeySchema.extend({ key: z.string() }) }),
    statuses: [201],
  }),
  revokeApiKey: route({
    method: 'DELETE',
    path: `${base}/api-keys/:keyId`,
    params: councilApiKeyParamsSchema,
    response: success,
  }),
  // Not under /api/council/: whoever accepts is not a member yet. The token is the access check.
  acceptInvitation: route({
    method: 'POST',
    path: '/api/council-invitations/accept',
    body: acceptInvitationSchema,
    response: z.object({
      result: successResult,
      membership: z.object({ councilId: z.number(), role: councilRoleSchema }),
    }),
  }),
};
