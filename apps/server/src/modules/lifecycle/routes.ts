import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appIdParamsSchema, availableActions, type LifecycleAction } from '@consent/domain';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { ApplicationService } from '../applications/service.js';
import type { LifecycleService } from './service.js';
import { timelineOf } from './timeline.js';

/** The applicant's actions after submission and their paths; the body is the action's details. */
const APPLICANT_ACTIONS: Partial<Record<LifecycleAction, string>> = { withdraw: 'withdraw', provideInformation: 'information' };

/**
 * The applicant's side of the application's life (issue 18 point 5): its status, timeline and clock, withdrawing
 * before a decision and answering an open request for information. Access is the applicant module's check
 * (the user's own application, else 404); the lifecycle machine refuses what the status does not allow.
 */
export const applicantLifecycleRoutes: FastifyPluginAsyncZod<{ applications: () => ApplicationService; lifecycle: () => LifecycleService }> = async (
  app,
  { applications, lifecycle },
) => {
  app.addHook('onRequest', requireUser);

  app.get('/api/applications/:appId/lifecycle', { schema: { tags: ['lifecycle'], params: appIdParamsSchema } }, async (request) => {
    const row = await applications().owned(signedInUser(request), request.params.appId);
    const [events, clock] = await Promise.all([lifecycle().events(row.id), lifecycle().clock(row.id)]);
    return {
      result: 'success',
      status: row.status,
      actions: availableActions(row.status, 'applicant'),
      timeline: timelineOf(events),
      clock,
      information: await lifecycle().information(row.id, events),
    };
  });

  for (const [action, path] of Object.entries(APPLICANT_ACTIONS) as [LifecycleAction, string][]) {
    app.post(`/api/applications/:appId/${path}`, { schema: { tags: ['lifecycle'], params: appIdParamsSchema } }, async (request) => {
      const user = signedInUser(request);
      const row = await applications().owned(user, request.params.appId);
      const event = await lifecycle().transition({ applicationId: row.id, userId: user.id, actor: 'applicant', action, details: request.body });
      return { result: 'success', status: event.toStatus };
    });
  }
};
