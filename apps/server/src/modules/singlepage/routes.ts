import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appIdParamsSchema, fastTrackSaveSchema, floodAffectedSaveSchema } from '@consent/domain';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { SinglePageService } from './service.js';

const tags = ['single-page forms'];
const params = appIdParamsSchema;

/** Spec point 7: the single-page forms' saves (form data plus submit_action) and their loads. */
export const singlePageRoutes: FastifyPluginAsyncZod<{ singlePage: () => SinglePageService }> = async (app, { singlePage }) => {
  app.addHook('onRequest', requireUser);

  app.post('/helix/fastTrackApplication/save/:appId', { schema: { tags, params, body: fastTrackSaveSchema } }, async (request) => ({
    result: 'success',
    message: 'Saved',
    ...(await singlePage().save(signedInUser(request), request.params.appId, 'fasttrack', request.body)),
  }));
  app.post('/helix/floodAffectedBuildings/save/:appId', { schema: { tags, params, body: floodAffectedSaveSchema } }, async (request) => ({
    result: 'success',
    message: 'Saved',
    ...(await singlePage().save(signedInUser(request), request.params.appId, 'floodaffected', request.body)),
  }));

  for (const form of ['fasttrack', 'floodaffected'] as const) {
    app.get(`/obca/ajaxform/${form}/:appId`, { schema: { tags, params } }, async (request) => ({
      result: 'success',
      ...(await singlePage().load(signedInUser(request), request.params.appId, form)),
    }));
  }
};
