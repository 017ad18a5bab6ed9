import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companySearchQuerySchema } from '@consent/domain';
import { requireUser } from '../auth/plugin.js';
import type { CompanyService } from './service.js';

/** The shared company service's search (spec point 7): `/companies/search?q=` answers result and data[]. */
export const companyRoutes: FastifyPluginAsyncZod<{ companies: () => CompanyService }> = async (app, { companies }) => {
  app.get(
    '/api/companies/search',
    { schema: { tags: ['companies'], querystring: companySearchQuerySchema }, onRequest: requireUser },
    async (request) => companies().search(request.query.q),
  );
};
