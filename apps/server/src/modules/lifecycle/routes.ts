import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lifecycleContract, type AccessNeed, type LifecycleAction } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { LifecycleService } from './service.js';
import { applicantView } from './applicantView.js';

/** The applicant's actions after submission and their routes; the body is the action's details. */
const APPLICANT_ACTIONS = {
  withdraw: lifecycleContract.withdraw,
  provideInformation: lifecycleContract.provideInformation,
} as const;
/** Only the owner withdraws; an editor may answer the council's request for information, as they may change the answers (issue 19.6). */
const NEEDS: Partial<Record<LifecycleAction, AccessNeed>> = { withdraw: 'own', provideInformation: 'edit' };

/**
 * The applicant's side of the application's life (issue 18 point 5): its status, timeline and clock, withdrawing
 * before a decision and answering an open request for information. Access is the applicant module's one check
 * (owner or collaborator, else 404); the lifecycle machine refuses what the status does not allow.
 */
export const applicantLifecycleRoutes: FastifyPluginAsyncZod<{
  applications: () => ApplicationAccess;
  lifecycle: () => LifecycleService;
}> = async (app, { applications, lifecycle }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    lifecycleContract.view.path,
    { schema: { tags: ['lifecycle'], ...contractSchema(lifecycleContract.view) } },
    async (request) => {
      const row = await applications().access(signedInUser(request), request.params.appId, 'read');
      return applicantView(lifecycle(), row);
    },
  );

  for (const [action, route] of Object.entries(APPLICANT_ACTIONS) as [
    keyof typeof APPLICANT_ACTIONS,
    (typeof APPLICANT_ACTIONS)[keyof typeof APPLICANT_ACTIONS],
  ][]) {
    app.post(route.path, { schema: { tags: ['lifecycle'], ...contractSchema(route) } }, async (request) => {
      const user = signedInUser(request);
      const row = await applications().access(user, request.params.appId, NEEDS[action] ?? 'own');
      const event = await lifecycle().transition({
        applicationId: row.id,
        userId: user.id,
        actor: 'applicant',
        action,
        details: request.body,
      });
      return { result: 'success', status: event.toStatus };
    });
  }
};
