import type { FastifyInstance, FastifyRequest } from 'fastify';
import { error, productMessages } from '@consent/domain';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes data (the spec's completion call): guarded like a POST. */
    changesData?: boolean;
  }
}

function isOwnOrigin(request: FastifyRequest, origin: string, publicOrigins: string[]): boolean {
  if (publicOrigins.includes(origin)) return true;
  try {
    // Through URL on both sides, so a default port (":80", ":443") compares equal to none.
    return new URL(origin).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

/**
 * Refuses writes sent from another site: an Origin header that is not ours, or a browser's
 * Sec-Fetch-Site saying the request is cross-site. Clients without either (curl, tests) pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicOrigins: string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    const writes = !SAFE_METHODS.has(request.method) || request.routeOptions.config?.changesData === true;
    if (!writes) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const foreign =
      (origin !== undefined && !isOwnOrigin(request, origin, publicOrigins)) ||
      fetchSite === 'cross-site' ||
      fetchSite === 'same-site';
    if (foreign) return reply.status(403).send(error(productMessages.foreignOrigin));
  });
}
