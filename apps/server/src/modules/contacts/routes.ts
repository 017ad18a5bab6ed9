import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_VALIDATION_MODE, contactViewSchema, contactsContract, type ContractRoute } from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { refuseIfOtherApplication } from '../../http/errors.js';
import { acceptFormEncoded } from '../../http/formEncoded.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import type { ContactService } from './service.js';

const tags = ['contacts'];
const schema = <R extends ContractRoute>(route: R) => ({ tags, ...contractSchema(route) });
const c = contactsContract;

/**
 * Spec point 7 "Contacts" and the Project Contacts page's load and save (legacy step 11). The register
 * routes sit under /a2/public as the spec has them but still need a signed-in user: they spend the
 * product's MBIE subscription, which is not for anyone on the internet to use.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ contacts: () => ContactService }> = async (app, { contacts }) => {
  app.addHook('onRequest', requireUser);

  app.get(c.registerSearch.path, { schema: schema(c.registerSearch) }, async (request) =>
    contacts().registerSearch(request.query),
  );
  app.get(c.registerInfo.path, { schema: schema(c.registerInfo) }, async (request) =>
    contacts().registerInfo(request.query.lbpNumber),
  );
  app.get(c.library.path, { schema: schema(c.library) }, async (request) => ({
    result: 'success',
    message: '',
    data: await contacts().library(signedInUser(request), request.query.q, request.query.type),
  }));
  // The spec's one form-encoded post ("the text post"); its parser lives in this route's own scope.
  await app.register(async (textPost) => {
    acceptFormEncoded(textPost);
    textPost
      .withTypeProvider<ZodTypeProvider>()
      .post('/a2/apix/contacts/view', { schema: { tags, body: contactViewSchema } }, async (request, reply) => {
        const text = await contacts().view(signedInUser(request), request.body.app_id, request.body.regnumber);
        return reply.type('text/plain; charset=utf-8').send(text);
      });
  });

  app.get(c.form.path, { schema: schema(c.form) }, async (request) => ({
    result: 'success',
    ...(await contacts().form(signedInUser(request), request.params.appId)),
  }));
  app.get(c.contactsData.path, { schema: schema(c.contactsData) }, async (request) => ({
    result: 'success',
    ...(await contacts().contacts(signedInUser(request), request.params.appId)),
  }));
  app.post(c.saveHasLbp.path, { schema: schema(c.saveHasLbp) }, async (request) => {
    await contacts().saveHasLbp(
      signedInUser(request),
      request.params.appId,
      request.body.has_lbp,
      request.body.validation_mode ?? DEFAULT_VALIDATION_MODE,
      request.body.step,
    );
    return { result: 'success', message: 'Saved' };
  });

  app.post(c.add.path, { schema: schema(c.add) }, async (request) => {
    const { appId, contact_mode, ...details } = request.body;
    refuseIfOtherApplication(request.params.appId, appId);
    const contact = await contacts().add(signedInUser(request), appId, contact_mode, details);
    return { result: 'success', message: 'Saved', data: contact };
  });
  app.post(c.edit.path, { schema: schema(c.edit) }, async (request) => {
    const { appId, pid, contact_mode, contacts_for_councils } = request.body;
    refuseIfOtherApplication(request.params.appId, appId);
    const contact = await contacts().edit(signedInUser(request), appId, pid, contact_mode, contacts_for_councils);
    return { result: 'success', message: 'Saved', data: contact };
  });
  app.post(c.remove.path, { schema: schema(c.remove) }, async (request) => {
    const { appId, params: which } = request.body;
    refuseIfOtherApplication(request.params.appId, appId);
    await contacts().remove(signedInUser(request), appId, which.pid);
    return { result: 'success', message: 'Deleted' };
  });
};
