import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupsContract } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser } from '../auth/plugin.js';
import type { CompanyService } from './service.js';

/** The shared company service's search (spec point 7): `/companies/search?q=` answers result and data[]. */
export const companyRoutes: FastifyPluginAsyncZod<{ companies: () => CompanyService }> = async (app, { companies }) => {
  app.get(
    lookupsContract.companySearch.path,
    { schema: { tags: ['companies'], ...contractSchema(lookupsContract.companySearch) }, onRequest: requireUser },
    async (request) => companies().search(request.query.q),
  );
};
