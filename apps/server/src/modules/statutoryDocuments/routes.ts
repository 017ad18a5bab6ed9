import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appIdParamsSchema, idSchema, STATUTORY_FORM_TITLES, statutoryDocumentsContract } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { CouncilWorkspaceService } from '../council/service.js';
import { attachmentDisposition } from '../documents/disposition.js';
import type { StatutoryDocumentService } from './service.js';

const sendPdf = (reply: import('fastify').FastifyReply, name: string, body: unknown) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(name))
    .header('cache-control', 'private, no-store')
    .send(body);

/**
 * The statutory documents (issue 32.1): the applicant's list and download, through the applicant's one access check,
 * and the officer's preview of the building consent before granting, through the council's.
 */
export const statutoryDocumentRoutes: FastifyPluginAsyncZod<{
  applications: () => ApplicationAccess;
  workspace: () => CouncilWorkspaceService;
  documents: () => StatutoryDocumentService;
}> = async (app, { applications, workspace, documents }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    statutoryDocumentsContract.list.path,
    { schema: { tags: ['statutory documents'], ...contractSchema(statutoryDocumentsContract.list) } },
    async (request) => {
      const row = await applications().access(signedInUser(request), request.params.appId, 'read');
      const list = await documents().list(row.id);
      return {
        result: 'success',
        documents: list.map((d) => ({
          id: d.id,
          form: d.form,
          title: STATUTORY_FORM_TITLES[d.form] ?? `Form ${d.form}`,
          sha256: d.sha256,
          sizeBytes: d.sizeBytes,
          issuedAt: d.createdAt,
        })),
      };
    },
  );

  app.get(
    '/api/applications/:appId/statutory-documents/:documentId',
    {
      schema: {
        tags: ['statutory documents'],
        summary: 'A statutory document of the application (a building consent in form 5), as issued',
        params: z.strictObject({ appId: idSchema, documentId: idSchema }),
      },
    },
    async (request, reply) => {
      const row = await applications().access(signedInUser(request), request.params.appId, 'read');
      const { row: document, body } = await documents().applicantFile(row, request.params.documentId);
      return sendPdf(reply, `building-consent-${row.bcNumber ?? row.id}-form-${document.form}.pdf`, body);
    },
  );

  app.post(
    '/api/council/applications/:appId/grant/preview',
    {
      schema: {
        tags: ['council'],
        summary: 'The building consent a grant with these details would issue (not stored)',
        params: appIdParamsSchema,
        body: z.unknown(),
      },
    },
    async (request, reply) => {
      const pdf = await workspace().previewGrant(signedInUser(request), request.params.appId, request.body);
      return sendPdf(reply, `building-consent-preview-${request.params.appId}.pdf`, pdf);
    },
  );
};
