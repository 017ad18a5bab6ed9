import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { singlePageContract as page } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { SinglePageService } from './service.js';

const tags = ['single-page forms'];
const schema = <R extends Parameters<typeof contractSchema>[0]>(route: R) => ({
  schema: { tags, ...contractSchema(route) },
});

/** Spec point 7: the single-page forms' saves (form data plus submit_action) and their loads. */
export const singlePageRoutes: FastifyPluginAsyncZod<{ singlePage: () => SinglePageService }> = async (
  app,
  { singlePage },
) => {
  app.addHook('onRequest', requireUser);

  app.post(page.saveFastTrack.path, schema(page.saveFastTrack), async (request) => ({
    result: 'success',
    message: 'Saved',
    ...(await singlePage().save(signedInUser(request), request.params.appId, 'fasttrack', request.body)),
  }));
  app.post(page.saveFloodAffected.path, schema(page.saveFloodAffected), async (request) => ({
    result: 'success',
    message: 'Saved',
    ...(await singlePage().save(signedInUser(request), request.params.appId, 'floodaffected', request.body)),
  }));

  app.get(page.loadFastTrack.path, schema(page.loadFastTrack), async (request) => ({
    result: 'success',
    ...(await singlePage().load(signedInUser(request), request.params.appId, 'fasttrack')),
  }));
  app.get(page.loadFloodAffected.path, schema(page.loadFloodAffected), async (request) => ({
    result: 'success',
    ...(await singlePage().load(signedInUser(request), request.params.appId, 'floodaffected')),
  }));
};
