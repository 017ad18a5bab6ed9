import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { councilAdminContract as c, type ContractRoute } from '@consent/domain';
import { contractSchema } from '../../../http/contract.js';
import { requireUser, signedInUser } from '../../auth/plugin.js';
import type { CouncilApiKeyService } from '../pullApi/keys.js';
import type { CouncilMembersService } from './members.js';
import type { MultiproofPermissionService } from './multiproof.js';

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
  const schema = <R extends ContractRoute>(route: R) => ({ tags, ...contractSchema(route) });
  const success = { result: 'success' as const };

  app.get(c.members.path, { schema: schema(c.members) }, async (request) => ({
    ...success,
    ...(await members().list(signedInUser(request), request.params.councilId)),
  }));
  app.post(c.invite.path, { schema: schema(c.invite) }, async (request, reply) =>
    reply.status(201).send({
      ...success,
      invitation: await members().invite(
        signedInUser(request),
        request.params.councilId,
        request.body.email,
        request.body.role,
      ),
    }),
  );
  app.delete(c.withdrawInvitation.path, { schema: schema(c.withdrawInvitation) }, async (request) => {
    await members().revokeInvitation(signedInUser(request), request.params.councilId, request.params.invitationId);
    return success;
  });
  app.put(c.changeRole.path, { schema: schema(c.changeRole) }, async (request) => ({
    ...success,
    member: await members().changeRole(
      signedInUser(request),
      request.params.councilId,
      request.params.userId,
      request.body.role,
    ),
  }));
  app.delete(c.removeMember.path, { schema: schema(c.removeMember) }, async (request) => {
    await members().remove(signedInUser(request), request.params.councilId, request.params.userId);
    return success;
  });
  app.get(c.events.path, { schema: schema(c.events) }, async (request) => ({
    ...success,
    ...(await members().events(signedInUser(request), request.params.councilId)),
  }));

  app.get(c.multiproofCandidates.path, { schema: schema(c.multiproofCandidates) }, async (request) => ({
    ...success,
    ...(await multiproof().list(signedInUser(request), request.params.councilId)),
  }));
  app.put(c.grantMultiproof.path, { schema: schema(c.grantMultiproof) }, async (request) => ({
    ...success,
    ...(await multiproof().grant(signedInUser(request), request.params.councilId, request.params.userId)),
  }));
  app.delete(c.revokeMultiproof.path, { schema: schema(c.revokeMultiproof) }, async (request) => ({
    ...success,
    ...(await multiproof().revoke(signedInUser(request), request.params.councilId, request.params.userId)),
  }));

  app.get(c.apiKeys.path, { schema: schema(c.apiKeys) }, async (request) => ({
    ...success,
    ...(await apiKeys().list(signedInUser(request), request.params.councilId)),
  }));
  app.post(c.createApiKey.path, { schema: schema(c.createApiKey) }, async (request, reply) =>
    reply.status(201).send({
      ...success,
      apiKey: await apiKeys().create(signedInUser(request), request.params.councilId, request.body.name),
    }),
  );
  app.delete(c.revokeApiKey.path, { schema: schema(c.revokeApiKey) }, async (request) => {
    await apiKeys().revoke(signedInUser(request), request.params.councilId, request.params.keyId);
    return success;
  });

  // Not under /api/council/: whoever accepts is not a member yet. The token is the access check.
  app.post(c.acceptInvitation.path, { schema: schema(c.acceptInvitation) }, async (request) => ({
    ...success,
    membership: await members().accept(signedInUser(request), request.body.token),
  }));
};
