import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_VALIDATION_MODE,
  PIM_MATTERS,
  STORED_FORMS,
  storedFormsContract,
  tasksContract,
  wizardContract as form,
  type AnyStoredFormRoutes,
} from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { refuseIfOtherApplication } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { WizardService } from './service.js';

const saved = { result: 'success', message: 'Saved' } as const;
const mode = (body: { validation_mode?: 'none' | 'min' | 'all' }) => body.validation_mode ?? DEFAULT_VALIDATION_MODE;
const tags = ['wizard forms'];
/** A route's Fastify schema: its contract's request and response schemas under this module's tag. */
const schema = <R extends Parameters<typeof contractSchema>[0]>(route: R) => ({
  schema: { tags, ...contractSchema(route) },
});

/** The wizard forms' loads and saves of spec point 7 ("Wizard forms") for the forms of issue 4. */
export const wizardRoutes: FastifyPluginAsyncZod<{ wizard: () => WizardService }> = async (app, { wizard }) => {
  app.addHook('onRequest', requireUser);
  // Every handler here checks access to its path's application first: its session lookup reads it (ADR 0041).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, applicationInPath: true };
  });

  // Loads: GET /obca/ajaxform/{form}/{applicationId}
  app.get(form.preApplication.path, schema(form.preApplication), async (request) => ({
    result: 'success',
    ...(await wizard().preApplication(signedInUser(request), request.params.appId)),
  }));
  app.get(form.pim.path, schema(form.pim), async (request) => ({
    result: 'success',
    ...(await wizard().pim(signedInUser(request), request.params.appId)),
    pim_classes: PIM_MATTERS,
  }));
  app.get(form.certTitle.path, schema(form.certTitle), async (request) => ({
    result: 'success',
    ...(await wizard().certTitle(signedInUser(request), request.params.appId)),
  }));
  app.get(form.role.path, schema(form.role), async (request) => {
    const role = await wizard().role(signedInUser(request), request.params.appId);
    return { result: 'success', appRole: role, role };
  });
  app.get(form.needAgent.path, schema(form.needAgent), async (request) => ({
    result: 'success',
    needagent: await wizard().needAgent(signedInUser(request), request.params.appId),
  }));
  app.get(form.owner.path, schema(form.owner), async (request) => ({
    result: 'success',
    ...(await wizard().owner(signedInUser(request), request.params.appId)),
  }));
  app.get(form.agent.path, schema(form.agent), async (request) => ({
    result: 'success',
    ...(await wizard().agent(signedInUser(request), request.params.appId)),
  }));
  app.get(form.ecan.path, schema(form.ecan), async (request) => ({
    result: 'success',
    ...(await wizard().ecan(signedInUser(request), request.params.appId)),
  }));
  for (const route of [form.plg, form.plgData]) {
    app.get(route.path, schema(route), async (request) => ({
      result: 'success',
      data: await wizard().plg(signedInUser(request), request.params.appId),
    }));
  }

  // The stored forms' loads and saves, from each form's definition (ADR 0031): no form has a handler of its own.
  for (const stored of STORED_FORMS) {
    const routes: AnyStoredFormRoutes = storedFormsContract[stored];
    for (const load of routes.load) {
      app.get(load.path, schema(load), async (request) => ({
        result: 'success',
        data: await wizard().loadAnswers(signedInUser(request), request.params.appId, stored),
      }));
    }
    app.post(routes.save.path, schema(routes.save), async (request) => {
      await wizard().saveAnswers(signedInUser(request), request.params.appId, stored, request.body);
      return saved;
    });
  }

  // Not in the spec: the task list ("Application progress", issue 15), each required page with its status.
  app.get(tasksContract.tasks.path, schema(tasksContract.tasks), async (request) => ({
    result: 'success',
    ...(await wizard().tasks(signedInUser(request), request.params.appId)),
  }));

  // Saves: each answers the spec's status result; a save for a page that may not be opened yet is refused (409).
  app.post(form.setPreAppRef.path, schema(form.setPreAppRef), async (request) => {
    await wizard().setPreApplicationReference(
      signedInUser(request),
      request.params.appId,
      request.body.ref_number,
      mode(request.body),
    );
    return saved;
  });
  app.post(form.checkRefNo.path, schema(form.checkRefNo), async (request) =>
    wizard().checkReference(signedInUser(request), request.params.appId, request.body.pre_app_meeting_ref_number),
  );
  app.post(form.setPimMatters.path, schema(form.setPimMatters), async (request) => {
    const { app_id, pim_classes, notes } = request.body;
    await wizard().setPimMatters(signedInUser(request), app_id, pim_classes, notes, mode(request.body));
    return saved;
  });
  app.post(form.saveCertTitle.path, schema(form.saveCertTitle), async (request) => {
    const { appId, has_cert, request_ct, postcode } = request.body;
    refuseIfOtherApplication(request.params.appId, appId);
    const answers = {
      has_cert,
      request_ct_from_council: request_ct === 'y' ? 'y' : 'n',
      site_address_postcode: postcode,
    } as const;
    await wizard().saveCertTitle(signedInUser(request), appId, answers, mode(request.body));
    return saved;
  });
  app.post(form.saveRole.path, schema(form.saveRole), async (request) => {
    const { appId, approle } = request.body;
    refuseIfOtherApplication(request.params.appId, appId);
    const role = await wizard().saveRole(signedInUser(request), appId, approle, mode(request.body));
    return { ...saved, role };
  });
  app.post(form.saveNeedAgent.path, schema(form.saveNeedAgent), async (request) => {
    await wizard().saveNeedAgent(
      signedInUser(request),
      request.params.appId,
      request.body.needagent,
      mode(request.body),
    );
    return saved;
  });
  app.post(form.saveOwner.path, schema(form.saveOwner), async (request) => {
    await wizard().saveOwner(
      signedInUser(request),
      request.params.appId,
      request.body.data,
      mode(request.body),
      request.body.step,
    );
    return saved;
  });
  app.post(form.saveAgent.path, schema(form.saveAgent), async (request) => {
    await wizard().saveAgent(
      signedInUser(request),
      request.params.appId,
      request.body.data,
      mode(request.body),
      request.body.step,
    );
    return saved;
  });
  app.post(form.savePlg.path, schema(form.savePlg), async (request) => {
    await wizard().savePlg(signedInUser(request), request.params.appId, request.body.data, mode(request.body));
    return saved;
  });
  app.post(form.saveEcan.path, schema(form.saveEcan), async (request) => {
    await wizard().saveEcan(signedInUser(request), request.params.appId, request.body.data, mode(request.body));
    return saved;
  });
};
