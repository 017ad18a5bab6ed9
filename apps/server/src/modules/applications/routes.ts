import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_VALIDATION_MODE, applicationsContract, error, invalid, productMessages } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { ApplicationService } from './service.js';
import type { SubmissionService } from './submission.js';

export const applicationRoutes: FastifyPluginAsyncZod<{
  applications: () => ApplicationService;
  submission: () => SubmissionService;
}> = async (app, { applications, submission }) => {
  app.addHook('onRequest', requireUser);

  app.post(
    applicationsContract.accessApp.path,
    { schema: { tags: ['applications'], ...contractSchema(applicationsContract.accessApp) } },
    async (request, reply) => {
      const user = signedInUser(request);
      const body = request.body;
      switch (body.action) {
        case 'new': {
          const { appId, isNew, step } = await applications().create(user, body.data);
          return reply.status(isNew ? 201 : 200).send({
            result: 'success',
            message: isNew ? 'Application created' : 'You already have this application started',
            appId,
            isNew,
            step,
            data: { errors: [] },
          });
        }
        case 'validate': {
          const errors = await applications().validate(
            user,
            body.appId,
            body.validation_mode ?? DEFAULT_VALIDATION_MODE,
          );
          const status = errors.length ? invalid(errors) : { result: 'success', message: 'Valid' };
          return { ...status, appId: body.appId, isNew: false, data: { errors } };
        }
        case 'edit': {
          const row = await applications().edit(
            user,
            body.appId,
            body.data,
            body.validation_mode ?? DEFAULT_VALIDATION_MODE,
          );
          return {
            result: 'success',
            message: 'Saved',
            appId: row.id,
            isNew: false,
            data: { errors: [], type: row.applicationType, param: row.param, role: row.role, councilId: row.councilId },
          };
        }
      }
    },
  );

  app.get(
    applicationsContract.list.path,
    { schema: { tags: ['applications'], ...contractSchema(applicationsContract.list) } },
    async (request) => ({
      result: 'success',
      applications: await applications().list(signedInUser(request)),
    }),
  );

  app.post(
    applicationsContract.createRelated.path,
    { schema: { tags: ['applications'], ...contractSchema(applicationsContract.createRelated) } },
    async (request, reply) => {
      const { appId, isNew, step } = await applications().createRelated(signedInUser(request), request.body);
      return reply.status(201).send({ result: 'success', message: 'Application created', appId, isNew, step });
    },
  );

  app.post(
    applicationsContract.application.path,
    {
      schema: { tags: ['applications'], ...contractSchema(applicationsContract.application) },
      // The session and the application in one statement (ADR 0076): the read's one round trip to the database.
      config: { applicationInBody: 'application_id' },
    },
    async (request) => applications().data(signedInUser(request), request.body.application_id),
  );

  app.post(
    applicationsContract.setAppCouncil.path,
    { schema: { tags: ['applications'], ...contractSchema(applicationsContract.setAppCouncil) } },
    async (request) => {
      await applications().setCouncil(signedInUser(request), request.body.appId, request.body.councilId);
      return { result: 'success', message: 'Council changed' };
    },
  );

  app.post(
    applicationsContract.setApplicationStep.path,
    { schema: { tags: ['applications'], ...contractSchema(applicationsContract.setApplicationStep) } },
    async (request) => {
      const row = await applications().setStep(signedInUser(request), request.body.appId, request.body.step);
      return { result: 'success', message: 'Step saved', step: { step: row.step, max_step: row.maxStep } };
    },
  );

  // The spec names this call a GET; it changes data, so it is a POST under the spec's path (issue 17, A5):
  // a GET carries no Origin and could be sent by any page's <img>.
  app.get('/ajax/complete_application_form/:appId', { schema: { hide: true } }, async (_request, reply) =>
    reply.status(405).header('allow', 'POST').send(error(productMessages.completeIsPost)),
  );
  app.post(
    applicationsContract.complete.path,
    { schema: { tags: ['applications'], ...contractSchema(applicationsContract.complete) } },
    async (request) => {
      await submission().complete(signedInUser(request), request.params.appId, request.body);
      return { result: 'success', message: 'Application form completed', appId: request.params.appId };
    },
  );
};
