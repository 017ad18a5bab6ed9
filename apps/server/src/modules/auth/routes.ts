import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, multiproofRequestSchema, registerSchema } from '@consent/domain';
import { requireUser, signedInUser } from './plugin.js';
import type { AuthService } from './service.js';
import { SESSION_COOKIE } from './session.js';

export interface AuthRoutesOptions {
  auth: () => AuthService;
  sessionDays: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, sessionDays }) => {
  function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: sessionDays * 24 * 60 * 60,
    });
  }

  app.post('/api/auth/register', { schema: { tags: ['auth'], body: registerSchema } }, async (request, reply) => {
    const { token, user } = await auth().register(request.body, request.ip);
    setSessionCookie(request, reply, token);
    return reply.status(201).send({ result: 'success', message: 'Account created', user: await auth().me(user) });
  });

  app.post('/api/auth/login', { schema: { tags: ['auth'], body: loginSchema } }, async (request, reply) => {
    const { token, user } = await auth().login(request.body, request.ip, request.cookies[SESSION_COOKIE]);
    setSessionCookie(request, reply, token);
    return { result: 'success', message: 'Signed in', user: await auth().me(user) };
  });

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], body: z.strictObject({}).optional() } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await auth().logout(token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { result: 'success', message: 'Signed out' };
    },
  );

  app.post(
    '/api/multiproof/request',
    { schema: { tags: ['auth'], body: multiproofRequestSchema }, onRequest: requireUser },
    async (request, reply) => {
      await auth().requestMultiproof(signedInUser(request), request.body.reason);
      return reply.status(201).send({ result: 'success', message: 'Your request to use the multiproof function has been sent.' });
    },
  );

  app.get('/api/auth/me', { schema: { tags: ['auth'] }, onRequest: requireUser }, async (request) => {
    return auth().me(signedInUser(request));
  });
};
