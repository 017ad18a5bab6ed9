import type { FastifyInstance } from 'fastify';
import { error, productMessages } from '@consent/domain';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route for development only (e.g. a mail viewer): in production it answers 404 and /api/docs leaves it out. */
    devOnly?: boolean;
  }
}

/**
 * One switch for every development-only route (issue 17, H2): /api/docs is public, so in production it
 * must not describe routes that exist for developers, and those routes must not answer. Registered before
 * swagger and the routes, so every route passes through it.
 */
export function registerDevOnlyRoutes(app: FastifyInstance, production: boolean): void {
  if (!production) return;
  app.addHook('onRoute', (route) => {
    if (route.config?.devOnly !== true) return;
    route.schema = { ...route.schema, hide: true };
    route.handler = async (_request, reply) => reply.status(404).send(error(productMessages.notFound));
  });
}
