import { validatorCompiler } from 'fastify-type-provider-zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  COUNCIL_ACTION_PATHS,
  appIdParamsSchema,
  councilWorkspaceContract as c,
  documentParamsSchema,
  type CouncilAction,
} from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { sendDocument } from '../documents/disposition.js';
import { incomingFile, multipartLimits } from '../documents/multipart.js';
import { sendApplicationPdf } from '../pdf/send.js';
import type { CouncilReadingService } from './reading.js';
import type { CouncilWorkspaceService } from './service.js';

/** The council workspace's API (issue 18): every route passes the one access check in the service, councilAccess. */
/**
 * An action's body is documented by its details schema (the contract) and checked by the lifecycle machine, which
 * answers a finished application, the wrong person or the wrong status before the details, each with its own
 * message (ADR 0023); the route's other parts are validated as every route's are.
 */
const detailsCheckedByMachine: typeof validatorCompiler = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route);

export const councilWorkspaceRoutes: FastifyPluginAsyncZod<{
  workspace: () => CouncilWorkspaceService;
  reading: () => CouncilReadingService;
  maxBytes: number;
}> = async (app, { workspace, reading, maxBytes }) => {
  app.addHook('onRequest', requireUser);
  await app.register(multipart, multipartLimits(maxBytes));
  const tags = ['council'];

  app.get(c.queue.path, { schema: { tags, ...contractSchema(c.queue) } }, async (request) => ({
    result: 'success',
    ...(await workspace().queue(signedInUser(request), request.params.councilId, request.query)),
  }));

  app.get(
    c.application.path,
    { schema: { tags, ...contractSchema(c.application) }, config: { staffRead: 'opened' } },
    async (request) => ({
      result: 'success',
      ...(await workspace().application(signedInUser(request), request.params.appId)),
    }),
  );

  for (const action of Object.keys(COUNCIL_ACTION_PATHS) as CouncilAction[]) {
    const options = {
      schema: { tags, ...contractSchema(c[action]) },
      validatorCompiler: detailsCheckedByMachine as never,
    };
    app.post(c[action].path, options, async (request) => ({
      result: 'success',
      ...(await workspace().act(signedInUser(request), request.params.appId, action, request.body)),
    }));
  }

  app.get(
    c.answers.path,
    {
      schema: { tags, summary: 'Every page’s answers and the documents', ...contractSchema(c.answers) },
      config: { staffRead: 'answers' },
    },
    async (request) => ({
      result: 'success',
      ...(await reading().answers(signedInUser(request), request.params.appId)),
    }),
  );

  app.get(
    '/api/council/applications/:appId/documents/:documentId',
    {
      schema: { tags, summary: 'Download one of the application’s documents', params: documentParamsSchema },
      config: { staffRead: 'document' },
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await reading().document(signedInUser(request), request.params.appId, request.params.documentId),
      ),
  );

  app.get(
    '/api/council/applications/:appId/summary.pdf',
    {
      schema: { tags, summary: 'The whole application as a PDF', params: appIdParamsSchema },
      config: { staffRead: 'pdf' },
    },
    async (request, reply) =>
      sendApplicationPdf(reply, request.params.appId, await reading().pdf(signedInUser(request), request.params.appId)),
  );

  app.post(
    c.uploadDecision.path,
    {
      schema: {
        tags,
        summary: 'Upload the decision document of a grant',
        description:
          'A multipart/form-data body with one file part, checked like an applicant’s upload (size, type by content). 409 unless the application can be granted now.',
        consumes: ['multipart/form-data'],
        ...contractSchema(c.uploadDecision),
      },
    },
    async (request, reply) => {
      const document = await reading().uploadDecision(signedInUser(request), request.params.appId, () =>
        incomingFile(request),
      );
      return reply.status(201).send({ result: 'success', message: 'Uploaded', document });
    },
  );
};
