import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { councilIdParamsSchema, depositTableQuerySchema } from '@consent/domain';
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

  /** `t` names the council; the deposit table is a council setting for every application type. */
  app.get(
    '/obca/deposit_table/',
    { schema: { tags: ['councils'], querystring: depositTableQuerySchema } },
    async (request) => ({
      deposit_table_enabled: (await councils().configs(request.query.t)).enableDepositTable,
    }),
  );
};
