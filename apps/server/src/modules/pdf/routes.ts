import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appIdParamsSchema } from '@consent/domain';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { sendApplicationPdf } from './send.js';
import type { PdfService } from './service.js';

/** `GET /api/applications/{appId}/summary.pdf`: the summary page's "Download PDF" (the spec does not show this call). */
export const pdfRoutes: FastifyPluginAsyncZod<{ pdf: () => PdfService }> = async (app, { pdf }) => {
  app.addHook('onRequest', requireUser);
  app.get(
    '/api/applications/:appId/summary.pdf',
    { schema: { tags: ['summary'], summary: 'The whole application as a PDF', params: appIdParamsSchema } },
    async (request, reply) => {
      const appId = request.params.appId;
      return sendApplicationPdf(reply, appId, await pdf().render(signedInUser(request), appId));
    },
  );
};
