import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { screensContract } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { CouncilApplicationScreen } from './councilApplication.js';
import type { SummaryScreen } from './summary.js';

/** Screens that show many parts of an application, each read in one call (issue 33.2, ADR 0091). */
export const screenRoutes: FastifyPluginAsyncZod<{ summary: () => SummaryScreen }> = async (app, { summary }) => {
  app.addHook('onRequest', requireUser);
  // The handler's first read is the path's application's access check: its session lookup reads it (ADR 0041).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, applicationInPath: true };
  });

  app.get(
    screensContract.summary.path,
    { schema: { tags: ['screens'], ...contractSchema(screensContract.summary) } },
    async (request) => ({
      result: 'success',
      parts: await summary()(signedInUser(request), request.params.appId),
    }),
  );
};

/**
 * The council's screens of an application in one call each (ADR 0091). Logged as the staff reads its parts are:
 * opening the application and reading its answers.
 */
export const councilScreenRoutes: FastifyPluginAsyncZod<{ application: () => CouncilApplicationScreen }> = async (
  app,
  { application },
) => {
  app.addHook('onRequest', requireUser);

  app.get(
    screensContract.councilApplication.path,
    {
      schema: { tags: ['screens'], ...contractSchema(screensContract.councilApplication) },
      config: { staffRead: ['opened', 'answers'] },
    },
    async (request) => ({
      result: 'success',
      parts: await application()(signedInUser(request), request.params.appId),
    }),
  );
};
