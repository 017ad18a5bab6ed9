import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyContract as c, type ContractRoute } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { EstimateService } from './estimates.js';
import type { FeeScheduleService } from './feeSchedules.js';

interface Services {
  feeSchedules: () => FeeScheduleService;
  estimates: () => EstimateService;
}

/** Money's routes (issue 31). Routes hold no rules: each service call starts with its access check. */
export const moneyRoutes: FastifyPluginAsyncZod<Services> = async (app, { feeSchedules, estimates }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['money'];
  const schema = <R extends ContractRoute>(route: R) => ({ tags, ...contractSchema(route) });
  const success = { result: 'success' as const };

  app.get(c.feeEstimate.path, { schema: schema(c.feeEstimate) }, async (request) => ({
    ...success,
    ...(await estimates().estimate(signedInUser(request), request.params.appId)),
  }));
  app.get(c.feeSchedules.path, { schema: schema(c.feeSchedules) }, async (request) => ({
    ...success,
    ...(await feeSchedules().list(signedInUser(request), request.params.councilId)),
  }));
  app.put(c.saveFeeSchedule.path, { schema: schema(c.saveFeeSchedule) }, async (request) => ({
    ...success,
    ...(await feeSchedules().save(signedInUser(request), request.params.councilId, request.body)),
  }));
};
