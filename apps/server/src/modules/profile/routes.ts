import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordSchema, profileMessages, profileSchema } from '@consent/domain';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { SESSION_COOKIE } from '../auth/session.js';
import type { ProfileService } from './service.js';

/** The profile page (issue 19.5): the user's own details, their password, and their sessions. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: () => ProfileService }> = async (app, { profile }) => {
  app.get('/api/profile', { schema: { tags: ['profile'] }, onRequest: requireUser }, async (request) => ({
    result: 'success',
    profile: profile().read(signedInUser(request)),
  }));

  app.put('/api/profile', { schema: { tags: ['profile'], body: profileSchema }, onRequest: requireUser }, async (request) => ({
    result: 'success',
    message: profileMessages.saved,
    profile: await profile().save(signedInUser(request), request.body),
  }));

  app.post('/api/profile/password', { schema: { tags: ['profile'], body: changePasswordSchema }, onRequest: requireUser }, async (request) => {
    await profile().changePassword(signedInUser(request), request.body, request.cookies[SESSION_COOKIE]!);
    return { result: 'success', message: profileMessages.passwordChanged };
  });

  app.post(
    '/api/profile/sign-out-everywhere',
    { schema: { tags: ['profile'], body: z.strictObject({}).optional() }, onRequest: requireUser },
    async (request, reply) => {
      await profile().signOutEverywhere(signedInUser(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { result: 'success', message: profileMessages.signedOutEverywhere };
    },
  );
};
