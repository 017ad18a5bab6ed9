import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  COUNCIL_INVOICE_PDF_PATH,
  idSchema,
  INVOICE_PDF_PATH,
  moneyContract as c,
  type ContractRoute,
} from '@consent/domain';
import { attachmentDisposition } from '../documents/disposition.js';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { EstimateService } from './estimates.js';
import type { FeeScheduleService } from './feeSchedules.js';
import type { InvoiceService } from './invoices.js';
import type { PaymentService } from './payments.js';

interface Services {
  feeSchedules: () => FeeScheduleService;
  estimates: () => EstimateService;
  invoices: () => InvoiceService;
  payments: () => PaymentService;
}

/** Money's routes (issue 31). Routes hold no rules: each service call starts with its access check. */
export const moneyRoutes: FastifyPluginAsyncZod<Services> = async (
  app,
  { feeSchedules, estimates, invoices, payments },
) => {
  app.addHook('onRequest', requireUser);
  const tags = ['money'];
  const schema = <R extends ContractRoute>(route: R) => ({ tags, ...contractSchema(route) });
  const success = { result: 'success' as const };

  app.get(c.feeEstimate.path, { schema: schema(c.feeEstimate) }, async (request) => ({
    ...success,
    ...(await estimates().estimate(signedInUser(request), request.params.appId)),
  }));
  app.get(c.invoices.path, { schema: schema(c.invoices) }, async (request) => ({
    ...success,
    ...(await invoices().list(signedInUser(request), request.params.appId)),
  }));
  // A PDF, so outside the JSON contract (like the application's summary.pdf).
  app.get(
    INVOICE_PDF_PATH,
    {
      schema: {
        tags,
        summary: 'An invoice of the application as a PDF tax invoice',
        params: z.strictObject({ appId: idSchema, invoiceId: idSchema }),
      },
    },
    async (request, reply) => {
      const { appId, invoiceId } = request.params;
      return sendPdf(reply, await invoices().pdf(signedInUser(request), appId, invoiceId));
    },
  );
  app.get(
    COUNCIL_INVOICE_PDF_PATH,
    {
      schema: {
        tags,
        summary: "An invoice of the application as a PDF tax invoice, for its council's staff",
        params: z.strictObject({ appId: idSchema, invoiceId: idSchema }),
      },
      config: { staffRead: 'pdf' },
    },
    async (request, reply) => {
      const { appId, invoiceId } = request.params;
      return sendPdf(reply, await invoices().councilPdf(signedInUser(request), appId, invoiceId));
    },
  );
  app.get(c.councilInvoices.path, { schema: schema(c.councilInvoices) }, async (request) => ({
    ...success,
    ...(await payments().councilList(signedInUser(request), request.params.appId)),
  }));
  app.post(c.recordPayment.path, { schema: schema(c.recordPayment) }, async (request, reply) =>
    reply.status(201).send({
      ...success,
      ...(await payments().recordByStaff(
        signedInUser(request),
        request.params.appId,
        request.params.invoiceId,
        request.body,
      )),
    }),
  );
  app.get(c.feeSchedules.path, { schema: schema(c.feeSchedules) }, async (request) => ({
    ...success,
    ...(await feeSchedules().list(signedInUser(request), request.params.councilId)),
  }));
  app.put(c.saveFeeSchedule.path, { schema: schema(c.saveFeeSchedule) }, async (request) => ({
    ...success,
    ...(await feeSchedules().save(signedInUser(request), request.params.councilId, request.body)),
  }));
};

/** A tax invoice's PDF as a download that is never cached. */
function sendPdf(reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(fileName))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
