import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharingContract, sharingMessages } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { SharingService } from './service.js';

/** Sharing an application (issue 19.6): who has access, inviting, removing, and accepting an invitation. */
export const sharingRoutes: FastifyPluginAsyncZod<{ sharing: () => SharingService }> = async (app, { sharing }) => {
  const tags = ['sharing'];

  app.get(
    sharingContract.people.path,
    { schema: { tags, ...contractSchema(sharingContract.people) }, onRequest: requireUser },
    async (request) => ({
      result: 'success',
      people: await sharing().people(signedInUser(request), request.params.appId),
    }),
  );

  app.post(
    sharingContract.invite.path,
    { schema: { tags, ...contractSchema(sharingContract.invite) }, onRequest: requireUser },
    async (request, reply) => {
      await sharing().invite(signedInUser(request), request.params.appId, request.body);
      return reply.status(201).send({ result: 'success', message: sharingMessages.invited(request.body.email) });
    },
  );

  app.delete(
    sharingContract.cancelInvitation.path,
    { schema: { tags, ...contractSchema(sharingContract.cancelInvitation) }, onRequest: requireUser },
    async (request) => {
      const email = await sharing().cancelInvitation(
        signedInUser(request),
        request.params.appId,
        request.params.invitationId,
      );
      return { result: 'success', message: sharingMessages.removed(email) };
    },
  );

  app.delete(
    sharingContract.removeCollaborator.path,
    { schema: { tags, ...contractSchema(sharingContract.removeCollaborator) }, onRequest: requireUser },
    async (request) => {
      const email = await sharing().removeCollaborator(
        signedInUser(request),
        request.params.appId,
        request.params.userId,
      );
      return { result: 'success', message: sharingMessages.removed(email) };
    },
  );

  // Signed out too: the invitation page tells whoever opened the link what it is for before they sign in or register.
  app.get(
    sharingContract.invitation.path,
    { schema: { tags, ...contractSchema(sharingContract.invitation) } },
    async (request) => ({
      result: 'success',
      invitation: await sharing().invitation(request.query.token),
    }),
  );

  app.post(
    sharingContract.accept.path,
    { schema: { tags, ...contractSchema(sharingContract.accept) }, onRequest: requireUser },
    async (request) => ({
      result: 'success',
      message: sharingMessages.accepted,
      ...(await sharing().accept(signedInUser(request), request.body.token)),
    }),
  );
};
