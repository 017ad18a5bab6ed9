import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { error, productMessages } from '@consent/domain';
import type { AuthService, SessionUser } from './service.js';
import { SESSION_COOKIE } from './session.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** The route's path names an application (`:appId`) that its handler's access check reads first (ADR 0041). */
    applicationInPath?: boolean;
  }
}

/** The application id a route's path names, when it says so; an id out of the column's range is left to the route. */
function applicationIdInPath(request: FastifyRequest): number | undefined {
  if (!request.routeOptions.config.applicationInPath) return undefined;
  const { appId } = request.params as { appId?: unknown };
  return typeof appId === 'string' && /^[1-9][0-9]{0,8}$/.test(appId) ? Number(appId) : undefined;
}

/**
 * Reads the session cookie of every API request into request.user; on a route whose path names an application,
 * in the same statement as that application (ADR 0041).
 */
export function registerSessionLoader(
  app: FastifyInstance,
  auth: () => AuthService,
  isApiPath: (url: string) => boolean,
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token && isApiPath(request.url))
      request.user = (await auth().userForToken(token, applicationIdInPath(request))) ?? null;
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
