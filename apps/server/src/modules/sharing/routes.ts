import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appIdParamsSchema,
  collaboratorParamsSchema,
  invitationParamsSchema,
  invitationTokenSchema,
  inviteCollaboratorSchema,
  sharingMessages,
} from '@consent/domain';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { SharingService } from './service.js';

/** Sharing an application (issue 19.6): who has access, inviting, removing, and accepting an invitation. */
export const sharingRoutes: FastifyPluginAsyncZod<{ sharing: () => SharingService }> = async (app, { sharing }) => {
  const tags = ['sharing'];

  app.get('/api/applications/:appId/people', { schema: { tags, params: appIdParamsSchema }, onRequest: requireUser }, async (request) => ({
    result: 'success',
    people: await sharing().people(signedInUser(request), request.params.appId),
  }));

  app.post(
    '/api/applications/:appId/invitations',
    { schema: { tags, params: appIdParamsSchema, body: inviteCollaboratorSchema }, onRequest: requireUser },
    async (request, reply) => {
      await sharing().invite(signedInUser(request), request.params.appId, request.body);
      return reply.status(201).send({ result: 'success', message: sharingMessages.invited(request.body.email) });
    },
  );

  app.delete(
    '/api/applications/:appId/invitations/:invitationId',
    { schema: { tags, params: invitationParamsSchema }, onRequest: requireUser },
    async (request) => {
      const email = await sharing().cancelInvitation(signedInUser(request), request.params.appId, request.params.invitationId);
      return { result: 'success', message: sharingMessages.removed(email) };
    },
  );

  app.delete(
    '/api/applications/:appId/collaborators/:userId',
    { schema: { tags, params: collaboratorParamsSchema }, onRequest: requireUser },
    async (request) => {
      const email = await sharing().removeCollaborator(signedInUser(request), request.params.appId, request.params.userId);
      return { result: 'success', message: sharingMessages.removed(email) };
    },
  );

  // Signed out too: the invitation page tells whoever opened the link what it is for before they sign in or register.
  app.get('/api/invitations', { schema: { tags, querystring: invitationTokenSchema } }, async (request) => ({
    result: 'success',
    invitation: await sharing().invitation(request.query.token),
  }));

  app.post('/api/invitations/accept', { schema: { tags, body: invitationTokenSchema }, onRequest: requireUser }, async (request) => ({
    result: 'success',
    message: sharingMessages.accepted,
    ...(await sharing().accept(signedInUser(request), request.body.token)),
  }));
};
