import type { FastifyRequest } from 'fastify';
import { meSchema, type Me } from '@consent/domain';
import type { AuthService } from './service.js';
import { SESSION_COOKIE } from './session.js';

/**
 * Who a request for a page of the web app is signed in as: what `/api/auth/me` would answer (its schema drops what
 * it does not name, as the route's serialiser does), or null without a live session. index.html carries it so the
 * first screen needs no round trip to ask (issue 33.2, ADR 0081).
 */
export function pageUser(auth: () => AuthService) {
  return async (request: FastifyRequest): Promise<Me | null> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const user = await auth().userForToken(token);
    return user ? meSchema.parse(await auth().me(user)) : null;
  };
}
