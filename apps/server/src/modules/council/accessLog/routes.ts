import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffAccessContract as c } from '@consent/domain';
import { contractSchema } from '../../../http/contract.js';
import { requireUser, signedInUser } from '../../auth/plugin.js';
import type { StaffAccessLogService } from './service.js';

/** The council admin's search of the staff access log (issue 29.4). */
export const staffAccessLogRoutes: FastifyPluginAsyncZod<{ accessLog: () => StaffAccessLogService }> = async (
  app,
  { accessLog },
) => {
  app.addHook('onRequest', requireUser);
  app.get(
    c.search.path,
    { schema: { tags: ['council administration'], ...contractSchema(c.search) } },
    async (request) => ({
      result: 'success',
      ...(await accessLog().search(signedInUser(request), request.params.councilId, request.query)),
    }),
  );
};
