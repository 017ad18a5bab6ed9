import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationsContract } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import type { ClientErrorService } from './service.js';

/** `POST /api/client-errors`: the SPA's error boundary reports a page that failed to draw (signed in or not). */
export const clientErrorRoutes: FastifyPluginAsyncZod<{ clientErrors: () => ClientErrorService }> = async (
  app,
  { clientErrors },
) => {
  app.post(
    applicationsContract.reportClientError.path,
    { schema: { tags: ['client errors'], ...contractSchema(applicationsContract.reportClientError) } },
    async (request) => {
      await clientErrors().report(request.body, { userId: request.user?.id ?? null, ip: request.ip });
      return { result: 'success', message: 'Reported' };
    },
  );
};
