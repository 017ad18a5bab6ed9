import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { councilIdParamsSchema, depositTableEnabled, depositTableQuerySchema } from '@consent/domain';
import type { CouncilService } from './service.js';

export const councilRoutes: FastifyPluginAsyncZod<{ councils: () => CouncilService }> = async (app, { councils }) => {
  app.get('/ajax/get_councils', { schema: { tags: ['councils'] } }, async () => ({
    result: 'success',
    councils: await councils().list(),
  }));

  app.get(
    '/ajax/get_councils_configs/:councilId',
    { schema: { tags: ['councils'], params: councilIdParamsSchema } },
    async (request) => ({ result: 'success', configs: await councils().configs(request.params.councilId) }),
  );

  app.get(
    '/ajax/maps_config/:councilId',
    { schema: { tags: ['councils'], params: councilIdParamsSchema } },
    async (request) => councils().mapConfig(request.params.councilId),
  );

  /** `t` names the council, `apptype` the application type: a council may take the deposit for some types only. */
  app.get(
    '/obca/deposit_table/',
    { schema: { tags: ['councils'], querystring: depositTableQuerySchema } },
    async (request) => ({
      deposit_table_enabled: depositTableEnabled(await councils().configs(request.query.t), request.query.apptype),
    }),
  );
};
