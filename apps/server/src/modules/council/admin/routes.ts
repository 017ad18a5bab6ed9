import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { councilIdParamsSchema } from '@consent/domain';
import { requireUser, signedInUser } from '../../auth/plugin.js';
import type { CouncilApiKeyService } from '../pullApi/keys.js';
import type { CouncilMembersService } from './members.js';
import type { MultiproofPermissionService } from './multiproof.js';
import {
  acceptInvitationSchema,
  changeRoleSchema,
  councilApiKeyParamsSchema,
  councilInvitationParamsSchema,
  councilUserParamsSchema,
  createApiKeySchema,
  inviteSchema,
} from './schemas.js';

interface Services {
  members: () => CouncilMembersService;
  multiproof: () => MultiproofPermissionService;
  apiKeys: () => CouncilApiKeyService;
}

/**
 * A council admin's routes (issue 18 points 1, 6 and 7): members and invitations, the multiproof permission and
 * the council's API keys. Each service call starts with the one access check, councilAdminAccess.
 */
export const councilAdminRoutes: FastifyPluginAsyncZod<Services> = async (app, { members, multiproof, apiKeys }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['council administration'];
  const base = '/api/council/councils/:councilId';
  const success = { result: 'success' as const };

  app.get(`${base}/members`, { schema: { tags, params: councilIdParamsSchema } }, async (request) => ({
    ...success,
    ...(await members().list(signedInUser(request), request.params.councilId)),
  }));
  app.post(`${base}/invitations`, { schema: { tags, params: councilIdParamsSchema, body: inviteSchema } }, async (request, reply) =>
    reply.status(201).send({
      ...success,
      invitation: await members().invite(signedInUser(request), request.params.councilId, request.body.email, request.body.role),
    }),
  );
  app.delete(`${base}/invitations/:invitationId`, { schema: { tags, params: councilInvitationParamsSchema } }, async (request) => {
    await members().revokeInvitation(signedInUser(request), request.params.councilId, request.params.invitationId);
    return success;
  });
  app.put(`${base}/members/:userId`, { schema: { tags, params: councilUserParamsSchema, body: changeRoleSchema } }, async (request) => ({
    ...success,
    member: await members().changeRole(signedInUser(request), request.params.councilId, request.params.userId, request.body.role),
  }));
  app.delete(`${base}/members/:userId`, { schema: { tags, params: councilUserParamsSchema } }, async (request) => {
    await members().remove(signedInUser(request), request.params.councilId, request.params.userId);
    return success;
  });
  app.get(`${base}/events`, { schema: { tags, params: councilIdParamsSchema } }, async (request) => ({
    ...success,
    ...(await members().events(signedInUser(request), request.params.councilId)),
  }));

  app.get(`${base}/multiproof-permissions`, { schema: { tags, params: councilIdParamsSchema } }, async (request) => ({
    ...success,
    ...(await multiproof().list(signedInUser(request), request.params.councilId)),
  }));
  app.put(`${base}/multiproof-permissions/:userId`, { schema: { tags, params: councilUserParamsSchema } }, async (request) => ({
    ...success,
    ...(await multiproof().grant(signedInUser(request), request.params.councilId, request.params.userId)),
  }));
  app.delete(`${base}/multiproof-permissions/:userId`, { schema: { tags, params: councilUserParamsSchema } }, async (request) => ({
    ...success,
    ...(await multiproof().revoke(signedInUser(request), request.params.councilId, request.params.userId)),
  }));

  app.get(`${base}/api-keys`, { schema: { tags, params: councilIdParamsSchema } }, async (request) => ({
    ...success,
    ...(await apiKeys().list(signedInUser(request), request.params.councilId)),
  }));
  app.post(`${base}/api-keys`, { schema: { tags, params: councilIdParamsSchema, body: createApiKeySchema } }, async (request, reply) =>
    reply.status(201).send({ ...success, apiKey: await apiKeys().create(signedInUser(request), request.params.councilId, request.body.name) }),
  );
  app.delete(`${base}/api-keys/:keyId`, { schema: { tags, params: councilApiKeyParamsSchema } }, async (request) => {
    await apiKeys().revoke(signedInUser(request), request.params.councilId, request.params.keyId);
    return success;
  });

  // Not under /api/council/: whoever accepts is not a member yet. The token is the access check.
  app.post('/api/council-invitations/accept', { schema: { tags, body: acceptInvitationSchema } }, async (request) => ({
    ...success,
    membership: await members().accept(signedInUser(request), request.body.token),
  }));
};
