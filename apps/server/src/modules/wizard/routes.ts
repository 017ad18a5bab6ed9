import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tasksContract } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import {
  DEFAULT_VALIDATION_MODE,
  PIM_MATTERS,
  appIdParamsSchema,
  appRoleSchema,
  certTitleSchema,
  checkRefNoSchema,
  ecanSaveSchema,
  formMessages,
  miscSaveSchema,
  needAgentSchema,
  personSaveSchema,
  plgSaveSchema,
  setPimMattersSchema,
  setPreAppRefSchema,
} from '@consent/domain';
import { badRequest } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { WizardService } from './service.js';

const saved = { result: 'success', message: 'Saved' } as const;
const mode = (body: { validation_mode?: 'none' | 'min' | 'all' }) => body.validation_mode ?? DEFAULT_VALIDATION_MODE;
const tags = ['wizard forms'];
const params = appIdParamsSchema;

/** The wizard forms' loads and saves of spec point 7 ("Wizard forms") for the forms of issue 4. */
export const wizardRoutes: FastifyPluginAsyncZod<{ wizard: () => WizardService }> = async (app, { wizard }) => {
  app.addHook('onRequest', requireUser);

  // Loads: GET /obca/ajaxform/{form}/{applicationId}
  app.get('/obca/ajaxform/getRefNo/:appId', { schema: { tags, params } }, async (request) => ({
    result: 'success',
    ...(await wizard().preApplication(signedInUser(request), request.params.appId)),
  }));
  app.get('/obca/ajaxform/apptype/:appId', { schema: { tags, params } }, async (request) => ({
    result: 'success',
    ...(await wizard().pim(signedInUser(request), request.params.appId)),
    pim_classes: PIM_MATTERS,
  }));
  app.get('/obca/ajaxform/certtitle/:appId', { schema: { tags, params } }, async (request) => ({
    result: 'success',
    ...(await wizard().certTitle(signedInUser(request), request.params.appId)),
  }));
  app.get('/obca/ajaxform/approle/:appId', { schema: { tags, params } }, async (request) => {
    const role = await wizard().role(signedInUser(request), request.params.appId);
    return { result: 'success', appRole: role, role };
  });
  app.get('/obca/ajaxform/needagent/:appId', { schema: { tags, params } }, async (request) => ({
    result: 'success',
    needagent: await wizard().needAgent(signedInUser(request), request.params.appId),
  }));
  app.get('/obca/ajaxform/owner/:appId', { schema: { tags, params } }, async (request) => ({
    result: 'success',
    ...(await wizard().owner(signedInUser(request), request.params.appId)),
  }));
  app.get('/obca/ajaxform/agent/:appId', { schema: { tags, params } }, async (request) => ({
    result: 'success',
    ...(await wizard().agent(signedInUser(request), request.params.appId)),
  }));
  app.get('/obca/ajaxform/ecan/:appId', { schema: { tags, params } }, async (request) => ({
    result: 'success',
    ...(await wizard().ecan(signedInUser(request), request.params.appId)),
  }));
  for (const path of ['/obca/ajaxform/plg1/:appId', '/ajax/get_plg_data/:appId']) {
    app.get(path, { schema: { tags, params } }, async (request) => ({
      result: 'success',
      data: await wizard().plg(signedInUser(request), request.params.appId),
    }));
  }
  for (const path of ['/obca/ajaxform/otherinfo/:appId', '/ajax/get_misc_data/:appId']) {
    app.get(path, { schema: { tags, params } }, async (request) => ({
      result: 'success',
      data: await wizard().misc(signedInUser(request), request.params.appId),
    }));
  }

  // Not in the spec: the task list ("Application progress", issue 15), each required page with its status.
  app.get(tasksContract.tasks.path, { schema: { tags, ...contractSchema(tasksContract.tasks) } }, async (request) => ({
    result: 'success',
    ...(await wizard().tasks(signedInUser(request), request.params.appId)),
  }));

  // Saves: each answers the spec's status result; a save for a page that may not be opened yet is refused (409).
  app.post('/ajax/set_preapp_ref/:appId', { schema: { tags, params, body: setPreAppRefSchema } }, async (request) => {
    await wizard().setPreApplicationReference(signedInUser(request), request.params.appId, request.body.ref_number, mode(request.body));
    return saved;
  });
  app.post('/obca/ajax/checkRefNo/:appId', { schema: { tags, params, body: checkRefNoSchema } }, async (request, reply) => {
    const exists = await wizard().checkReference(signedInUser(request), request.params.appId, request.body.pre_app_meeting_ref_number);
    return reply.type('application/json').send(JSON.stringify(exists));
  });
  app.post('/ajax/set_pimmatters', { schema: { tags, body: setPimMattersSchema } }, async (request) => {
    const { app_id, pim_classes, notes } = request.body;
    await wizard().setPimMatters(signedInUser(request), app_id, pim_classes, notes, mode(request.body));
    return saved;
  });
  app.post('/obca/ajax/ct/:appId', { schema: { tags, params, body: certTitleSchema } }, async (request) => {
    const { appId, has_cert, request_ct, postcode } = request.body;
    if (appId !== request.params.appId) throw badRequest([formMessages.appIdMismatch]);
    const answers = { has_cert, request_ct_from_council: request_ct === 'y' ? 'y' : 'n', site_address_postcode: postcode } as const;
    await wizard().saveCertTitle(signedInUser(request), appId, answers, mode(request.body));
    return saved;
  });
  app.post('/obca/ajax/approle/:appId', { schema: { tags, params, body: appRoleSchema } }, async (request) => {
    const { appId, approle } = request.body;
    if (appId !== request.params.appId) throw badRequest([formMessages.appIdMismatch]);
    const role = await wizard().saveRole(signedInUser(request), appId, approle, mode(request.body));
    return { ...saved, role };
  });
  app.post('/obca/ajax/needagent/:appId', { schema: { tags, params, body: needAgentSchema } }, async (request) => {
    await wizard().saveNeedAgent(signedInUser(request), request.params.appId, request.body.needagent, mode(request.body));
    return saved;
  });
  app.post('/obca/ajax/owner/:appId', { schema: { tags, params, body: personSaveSchema } }, async (request) => {
    await wizard().saveOwner(signedInUser(request), request.params.appId, request.body.data, mode(request.body), request.body.step);
    return saved;
  });
  app.post('/obca/ajax/agent/:appId', { schema: { tags, params, body: personSaveSchema } }, async (request) => {
    await wizard().saveAgent(signedInUser(request), request.params.appId, request.body.data, mode(request.body), request.body.step);
    return saved;
  });
  app.post('/obca/ajax/plg1/:appId', { schema: { tags, params, body: plgSaveSchema } }, async (request) => {
    await wizard().savePlg(signedInUser(request), request.params.appId, request.body.data, mode(request.body));
    return saved;
  });
  app.post('/obca/ajax/otherinfo/:appId', { schema: { tags, params, body: miscSaveSchema } }, async (request) => {
    await wizard().saveMisc(signedInUser(request), request.params.appId, request.body.data, mode(request.body));
    return saved;
  });
  app.post('/obca/ajax/ecan/:appId', { schema: { tags, params, body: ecanSaveSchema } }, async (request) => {
    await wizard().saveEcan(signedInUser(request), request.params.appId, request.body.data, mode(request.body));
    return saved;
  });
};
