import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorSchema } from '@consent/domain';
import type { ClientErrorService } from './service.js';

/** `POST /api/client-errors`: the SPA's error boundary reports a page that failed to draw (signed in or not). */
export const clientErrorRoutes: FastifyPluginAsyncZod<{ clientErrors: () => ClientErrorService }> = async (app, { clientErrors }) => {
  app.post('/api/client-errors', { schema: { tags: ['client errors'], body: clientErrorSchema } }, async (request) => {
    await clientErrors().report(request.body, { userId: request.user?.id ?? null, ip: request.ip });
    return { result: 'success', message: 'Reported' };
  });
};
