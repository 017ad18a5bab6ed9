import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appIdParamsSchema, councilIdParamsSchema, documentParamsSchema } from '@consent/domain';
import { sendStoredDocument } from '../documents/disposition.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { queueQuerySchema } from './schemas.js';
import type { CouncilAction, CouncilWorkspaceService } from './service.js';

/** Each council action's path; the body is the action's details, checked by the lifecycle machine. */
const ACTION_PATHS: Record<CouncilAction, string> = {
  accept: 'accept',
  returnAsIncomplete: 'return',
  requestInformation: 'request-information',
  grant: 'grant',
  refuse: 'refuse',
};

/** The council workspace's API (issue 18): every route passes the one access check in the service, councilAccess. */
export const councilWorkspaceRoutes: FastifyPluginAsyncZod<{ workspace: () => CouncilWorkspaceService }> = async (app, { workspace }) => {
  app.addHook('onRequest', requireUser);
  const tags = ['council'];

  app.get(
    '/api/council/councils/:councilId/applications',
    { schema: { tags, params: councilIdParamsSchema, querystring: queueQuerySchema } },
    async (request) => ({ result: 'success', ...(await workspace().queue(signedInUser(request), request.params.councilId, request.query)) }),
  );

  app.get('/api/council/applications/:appId', { schema: { tags, params: appIdParamsSchema } }, async (request) => ({
    result: 'success',
    ...(await workspace().application(signedInUser(request), request.params.appId)),
  }));

  app.get(
    '/api/council/applications/:appId/documents/:documentId',
    { schema: { tags, summary: 'Download one of the application’s documents', params: documentParamsSchema } },
    async (request, reply) =>
      sendStoredDocument(reply, await workspace().document(signedInUser(request), request.params.appId, request.params.documentId)),
  );

  for (const [action, path] of Object.entries(ACTION_PATHS) as [CouncilAction, string][]) {
    app.post(`/api/council/applications/:appId/${path}`, { schema: { tags, params: appIdParamsSchema } }, async (request) => ({
      result: 'success',
      ...(await workspace().act(signedInUser(request), request.params.appId, action, request.body)),
    }));
  }
};
