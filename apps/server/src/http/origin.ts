import type { FastifyInstance, FastifyRequest } from 'fastify';
import { error, productMessages } from '@consent/domain';
import type { TrustProxy } from '../config.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A server-to-server notification that proves where it came from by a signature its route verifies (the card
     * provider's, ADR 0065): no browser sends it, so it carries no Origin, and it is exempt from the check below.
     */
    verifiedBySignature?: boolean;
  }
}

/**
 * The origins this request may come from: the configured ones, and without a trusted proxy also the
 * request's own Host on its own connection's scheme. Never a forwarded header (X-Forwarded-Host), which
 * any client can set.
 */
function allowedOrigins(request: FastifyRequest, publicOrigins: string[], trustProxy: TrustProxy): string[] {
  if (trustProxy !== false || !request.headers.host) return publicOrigins;
  const scheme = (request.raw.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  try {
    // Through URL, so a default port (":80", ":443") compares equal to none.
    return [...publicOrigins, new URL(`${scheme}://${request.headers.host}`).origin];
  } catch {
    return publicOrigins;
  }
}

/**
 * Every write (POST, PUT, PATCH, DELETE) must show it was sent by this site: an Origin header naming one of
 * our origins, or, from a browser that sends no Origin, `Sec-Fetch-Site: same-origin`. Anything else, a
 * foreign site or a client that says nothing, is refused before the route runs.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigins: string[], trustProxy: TrustProxy): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.verifiedBySignature === true) return;
    const origin = request.headers.origin;
    if (origin === undefined) {
      if (request.headers['sec-fetch-site'] === 'same-origin') return;
      return reply.status(403).send(error(productMessages.originRequired));
    }
    if (!allowedOrigins(request, publicOrigins, trustProxy).includes(origin)) {
      return reply.status(403).send(error(productMessages.foreignOrigin));
    }
  });
}
