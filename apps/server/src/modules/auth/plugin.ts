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
    /**
     * The route's body names, in this field, an application its handler's access check reads first: the session is
     * read with it once the body is parsed, before it is validated, and the route answers 401 without a live
     * session (ADR 0076). Only on a route that requires a signed-in user.
     */
    applicationInBody?: string;
  }
}

/** An application id as a path or body gives it; one out of the column's range is left to the route's validation. */
function applicationId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value < 1e9 ? value : undefined;
  return typeof value === 'string' && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : undefined;
}

/** The application id a route's path names, when it says so. */
function applicationIdInPath(request: FastifyRequest): number | undefined {
  if (!request.routeOptions.config.applicationInPath) return undefined;
  return applicationId((request.params as { appId?: unknown }).appId);
}

/** The session tokens of requests whose lookup waits for their body (routes with `applicationInBody`). */
const lookupAfterBody = new WeakMap<FastifyRequest, string>();

/**
 * Reads the session cookie of every API request into request.user; on a route whose path names an application,
 * in the same statement as that application (ADR 0041); on a route whose body names one, in the same statement
 * once the body is parsed (ADR 0076).
 */
export function registerSessionLoader(
  app: FastifyInstance,
  auth: () => AuthService,
  isApiPath: (url: string) => boolean,
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !isApiPath(request.url)) return;
    if (request.routeOptions.config.applicationInBody) lookupAfterBody.set(request, token);
    else request.user = (await auth().userForToken(token, applicationIdInPath(request))) ?? null;
  });
  // Before validation, so a stranger's invalid body is still answered 401, not 400.
  app.addHook('preValidation', async (request, reply) => {
    const token = lookupAfterBody.get(request);
    const field = request.routeOptions.config.applicationInBody;
    if (token === undefined || field === undefined) return;
    lookupAfterBody.delete(request);
    const body = request.body;
    const named = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined;
    request.user = (await auth().userForToken(token, applicationId(named))) ?? null;
    if (!request.user) return reply.status(401).send(error(productMessages.signInRequired));
  });
}

/** Route guard: 401 unless signed in (or, on a route whose body names its application, unless the session waits for it). */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user && !lookupAfterBody.has(request))
    return reply.status(401).send(error(productMessages.signInRequired));
}

export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error('requireUser must guard this route');
  return request.user;
}
