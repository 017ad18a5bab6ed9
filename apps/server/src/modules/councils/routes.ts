import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { councilsContract, depositTableEnabled } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import type { CouncilService } from './service.js';

export const councilRoutes: FastifyPluginAsyncZod<{ councils: () => CouncilService }> = async (app, { councils }) => {
  // These routes answer without signing in: a request that made no session lookup has not learnt the councils'
  // generation, so it asks before the councils are answered from memory (ADR 0040).
  app.addHook('preHandler', async (request) => {
    if (!request.user) await councils().checkGeneration();
  });

  app.get(
    councilsContract.list.path,
    { schema: { tags: ['councils'], ...contractSchema(councilsContract.list) } },
    async () => ({
      result: 'success',
      councils: await councils().list(),
    }),
  );

  app.get(
    councilsContract.configs.path,
    { schema: { tags: ['councils'], ...contractSchema(councilsContract.configs) } },
    async (request) => ({ result: 'success', configs: await councils().configs(request.params.councilId) }),
  );

  app.get(
    councilsContract.mapConfig.path,
    { schema: { tags: ['councils'], ...contractSchema(councilsContract.mapConfig) } },
    async (request) => councils().mapConfig(request.params.councilId),
  );

  /** `t` names the council, `apptype` the application type: a council may take the deposit for some types only. */
  app.get(
    councilsContract.depositTable.path,
    { schema: { tags: ['councils'], ...contractSchema(councilsContract.depositTable) } },
    async (request) => ({
      deposit_table_enabled: depositTableEnabled(await councils().configs(request.query.t), request.query.apptype),
    }),
  );
};
