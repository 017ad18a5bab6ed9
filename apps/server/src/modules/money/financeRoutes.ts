import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financeContract as c, type ContractRoute } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { FinanceService } from './finance.js';
import type { MoneyRulesService } from './release.js';
import type { MoneySettingsService } from './settings.js';

interface Services {
  settings: () => MoneySettingsService;
  rules: () => MoneyRulesService;
  finance: () => FinanceService;
}

/** Issue 31 points 6 and 7: the payment rules, money's status of an application, the council's finance view. */
export const financeRoutes: FastifyPluginAsyncZod<Services> = async (app, { settings, rules, finance }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['money'];
  const schema = <R extends ContractRoute>(route: R) => ({ tags, ...contractSchema(route) });
  const success = { result: 'success' as const };
  const sendCsv = (reply: import('fastify').FastifyReply, { csv, filename }: { csv: string; filename: string }) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);

  app.get(c.moneySettings.path, { schema: schema(c.moneySettings) }, async (request) => ({
    ...success,
    ...(await settings().get(signedInUser(request), request.params.councilId)),
  }));
  app.put(c.saveMoneySettings.path, { schema: schema(c.saveMoneySettings) }, async (request) => ({
    ...success,
    ...(await settings().save(signedInUser(request), request.params.councilId, request.body)),
  }));
  app.get(c.moneyStatus.path, { schema: schema(c.moneyStatus) }, async (request) => ({
    ...success,
    ...(await rules().applicantStatus(signedInUser(request), request.params.appId)),
  }));
  app.get(c.councilMoneyStatus.path, { schema: schema(c.councilMoneyStatus) }, async (request) => ({
    ...success,
    ...(await rules().councilStatus(signedInUser(request), request.params.appId)),
  }));
  app.get(c.financeInvoices.path, { schema: schema(c.financeInvoices) }, async (request) => ({
    ...success,
    ...(await finance().list(signedInUser(request), request.params.councilId, request.query)),
  }));
  app.get(
    c.financeInvoicesCsv.path,
    { schema: { ...schema(c.financeInvoicesCsv), produces: ['text/csv'] } },
    async (request, reply) =>
      sendCsv(reply, await finance().invoicesCsv(signedInUser(request), request.params.councilId, request.query)),
  );
  app.get(
    c.levyReturnCsv.path,
    { schema: { ...schema(c.levyReturnCsv), produces: ['text/csv'] } },
    async (request, reply) =>
      sendCsv(
        reply,
        await finance().levyReturnCsv(signedInUser(request), request.params.councilId, request.query.month),
      ),
  );
};
