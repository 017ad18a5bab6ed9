import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { councilReportsContract as c } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { CouncilReportService } from './service.js';

/** The council's report (issue 32 point 7): every route passes the council workspace's access check in the service. */
export const councilReportRoutes: FastifyPluginAsyncZod<{ reports: () => CouncilReportService }> = async (
  app,
  { reports },
) => {
  app.addHook('onRequest', requireUser);
  const tags = ['council'];

  app.get(
    c.report.path,
    {
      schema: {
        tags,
        summary: 'What the council reports each quarter, by month or quarter',
        ...contractSchema(c.report),
      },
    },
    async (request) => ({
      result: 'success',
      ...(await reports().report(signedInUser(request), request.params.councilId, request.query)),
    }),
  );

  app.get(
    c.reportCsv.path,
    {
      schema: {
        tags,
        summary: 'The same figures as a CSV file',
        produces: ['text/csv'],
        ...contractSchema(c.reportCsv),
      },
    },
    async (request, reply) => {
      const { csv, filename } = await reports().csv(signedInUser(request), request.params.councilId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
};
