import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_VALIDATION_MODE,
  FORM_VERSION_HEADER,
  formVersionSchema,
  STORED_FORMS,
  storedDefinition,
  tasksContract,
  wizardContract as form,
  type TakenPart,
  type TakenSave,
} from '@consent/domain';
import { contractSchema } from '../../http/contract.js';
import { badRequest, refuseIfOtherApplication } from '../../http/errors.js';
import { requireUser, signedInUser } from '../auth/plugin.js';
import { claimNow, deferredClaim } from '../idempotency/plugin.js';
import type { WizardService } from './service.js';

const saved = { result: 'success', message: 'Saved' } as const;
const mode = (body: { validation_mode?: 'none' | 'min' | 'all' }) => body.validation_mode ?? DEFAULT_VALIDATION_MODE;
const tags = ['wizard forms'];
/** A load's application: every load names it in its path. */
const appIdInPath = (params: unknown) => (params as { appId: number }).appId;
/** The application in a stored form's path, as its contract's params schema parsed it (none: a save naming it in its body). */
const appIdOf = (params: unknown) => (params as { appId?: number } | undefined)?.appId;
/** The version a save was based on, from its Form-Version header; none: saved without the check. */
function baseVersion(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const parsed = formVersionSchema.safeParse(header);
  if (!parsed.success) throw badRequest(['Form-Version must be a whole number of 0 or more.']);
  return parsed.data;
}
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
  app.get(form.ecan.path, schema(form.ecan), async (request) => ({
    result: 'success',
    ...(await wizard().ecan(signedInUser(request), request.params.appId)),
  }));

  // The stored forms' loads and saves, from each form's definition (ADR 0031): no form has a handler of its own.
  for (const stored of STORED_FORMS) {
    const { load, save, more } = storedDefinition(stored).store;
    for (const call of load) {
      // The form's version travels as a header, so the spec's answer is unchanged (issue 33.4, ADR 0069).
      app.get(call.route.path, schema(call.route), async (request, reply) => {
        const { answers, version } = await wizard().loadVersioned(
          signedInUser(request),
          appIdInPath(request.params),
          stored,
        );
        void reply.header(FORM_VERSION_HEADER, String(version));
        return { result: 'success', ...call.answer(answers) };
      });
    }
    // The body its route's schema parsed is what its own take reads; its other saves each write a part of it.
    for (const call of [save, ...(more ?? [])]) {
      const takes = call as {
        take(body: unknown): TakenSave<unknown> | TakenPart<unknown>;
        answer?(kept: unknown): object;
      };
      // A whole form's save based on a version claims its Idempotency-Key in its own statement (ADR 0090).
      const options = { ...schema(call.route), config: { claimsIdempotencyKey: true } };
      app.post(call.route.path, options, async (request, reply) => {
        const taken = takes.take(request.body);
        const inPath = appIdOf(request.params);
        const claim = deferredClaim(request);
        // Any answer made before the save's statement claims the key first, as a claim before the handler would.
        const claimFirst = async () => (claim && request.idempotencyKey === null ? claimNow(request, reply) : true);
        /** The save, or undefined once another request's answer to the key was sent. */
        const save = async (): Promise<Awaited<ReturnType<WizardService['saveAnswers']>> | undefined> => {
          // A body that names the application too must name the one in the path (400 before anything is read).
          if (inPath !== undefined && taken.appId !== undefined) refuseIfOtherApplication(inPath, taken.appId);
          const appId = inPath ?? taken.appId;
          if (appId === undefined) throw new Error(`${call.route.path} names no application`);
          const base = baseVersion(request.headers[FORM_VERSION_HEADER]);
          const user = signedInUser(request);
          // A part of a form, or a save without a version, writes without a claim of its own: claimed before it.
          const inStatement = base !== undefined && !('part' in taken);
          if (!inStatement && !(await claimFirst())) return undefined;
          const saving = await wizard().saveAnswers(user, appId, stored, taken, base, inStatement ? claim : undefined);
          if (!saving.claimedBefore) return saving;
          // Claimed before by another request: its answer; or, gone in the meantime (a day old), the save runs again.
          return (await claimFirst()) ? wizard().saveAnswers(user, appId, stored, taken, base) : undefined;
        };
        let saving;
        try {
          saving = await save();
        } catch (refusal) {
          if (!(await claimFirst())) return reply;
          throw refusal;
        }
        // Nothing written (nothing to keep): the key is claimed now, before the answer.
        if (!saving || !(await claimFirst())) return reply;
        const { version, kept } = saving;
        if (version !== undefined) void reply.header(FORM_VERSION_HEADER, String(version));
        return { ...saved, ...takes.answer?.(kept) };
      });
    }
  }

  // Not in the spec: the task list ("Application progress", issue 15), each required page with its status.
  app.get(tasksContract.tasks.path, schema(tasksContract.tasks), async (request) => ({
    result: 'success',
    ...(await wizard().tasks(signedInUser(request), request.params.appId)),
  }));

  // Saves: each answers the spec's status result; a save for a page that may not be opened yet is refused (409).
  app.post(form.checkRefNo.path, schema(form.checkRefNo), async (request) =>
    wizard().checkReference(signedInUser(request), request.params.appId, request.body.pre_app_meeting_ref_number),
  );
  app.post(form.saveEcan.path, schema(form.saveEcan), async (request) => {
    await wizard().saveEcan(signedInUser(request), request.params.appId, request.body.data, mode(request.body));
    return saved;
  });
};
