import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appIdParamsSchema,
  idSchema,
  STATUTORY_DOCUMENT_KINDS,
  STATUTORY_FILE_STEMS,
  statutoryDocumentsContract,
} from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { CouncilWorkspaceService } from '../council/service.js';
import { attachmentDisposition } from '../documents/disposition.js';
import { applicantList } from './applicantList.js';
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
      return applicantList(documents(), row.id);
    },
  );

  app.get(
    '/api/applications/:appId/statutory-documents/:documentId',
    {
      schema: {
        tags: ['statutory documents'],
        summary: 'A statutory document of the application (form 4, 5 or 7, or a notice of refusal), as issued',
        params: z.strictObject({ appId: idSchema, documentId: idSchema }),
      },
    },
    async (request, reply) => {
      const row = await applications().access(signedInUser(request), request.params.appId, 'read');
      const { row: document, body } = await documents().applicantFile(row, request.params.documentId);
      return sendPdf(reply, `${row.bcNumber ?? row.id}-${STATUTORY_FILE_STEMS[document.kind]}.pdf`, body);
    },
  );

  app.post(
    '/api/council/applications/:appId/grant/preview',
    {
      schema: {
        tags: ['council'],
        summary: 'The document a grant with these details would issue (not stored): form 4, 5 or 7',
        params: appIdParamsSchema,
        querystring: z.strictObject({ document: z.enum(STATUTORY_DOCUMENT_KINDS).optional() }),
        body: z.unknown(),
      },
    },
    async (request, reply) => {
      const { appId } = request.params;
      const pdf = await workspace().previewGrant(signedInUser(request), appId, request.body, request.query.document);
      return sendPdf(reply, `preview-${appId}.pdf`, pdf);
    },
  );
};
