import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { error, productMessages } from '@consent/domain';
import type { AuthService, SessionUser } from './service.js';
import { SESSION_COOKIE } from './session.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Reads the session cookie of every API request into request.user. */
export function registerSessionLoader(
  app: FastifyInstance,
  auth: () => AuthService,
  isApiPath: (url: string) => boolean,
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && isApiPath(request.url)) request.user = (await auth().userForToken(token)) ?? null;
  });
}

/** Route guard: 401 unless signed in. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) return reply.status(401).send(error(productMessages.signInRequired));
}

export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error('requireUser must guard this route');
  return request.user;
}
