import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileContract, profileMessages, defined } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { SESSION_COOKIE } from '../auth/session.js';
import type { ProfileService } from './service.js';

/** The profile page (issue 19.5): the user's own details, their password, and their sessions. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: () => ProfileService }> = async (app, { profile }) => {
  app.get(
    profileContract.read.path,
    { schema: { tags: ['profile'], ...contractSchema(profileContract.read) }, onRequest: requireUser },
    async (request) => ({
      result: 'success',
      profile: profile().read(signedInUser(request)),
    }),
  );

  app.put(
    profileContract.save.path,
    { schema: { tags: ['profile'], ...contractSchema(profileContract.save) }, onRequest: requireUser },
    async (request) => ({
      result: 'success',
      message: profileMessages.saved,
      profile: await profile().save(signedInUser(request), request.body),
    }),
  );

  app.post(
    profileContract.changePassword.path,
    { schema: { tags: ['profile'], ...contractSchema(profileContract.changePassword) }, onRequest: requireUser },
    async (request) => {
      await profile().changePassword(
        signedInUser(request),
        request.body,
        defined(request.cookies[SESSION_COOKIE], 'request.cookies[SESSION_COOKIE]'),
      );
      return { result: 'success', message: profileMessages.passwordChanged };
    },
  );

  app.post(
    profileContract.signOutEverywhere.path,
    { schema: { tags: ['profile'], ...contractSchema(profileContract.signOutEverywhere) }, onRequest: requireUser },
    async (request, reply) => {
      await profile().signOutEverywhere(signedInUser(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { result: 'success', message: profileMessages.signedOutEverywhere };
    },
  );
};
