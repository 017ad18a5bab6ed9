import type { z } from 'zod';
import type {
  ApplicationData,
  EcanData,
  PersonDetail,
  ValidationMode,
  YesNo,
  Declaration,
  RouteAnswer,
  RouteInput,
  StoredFormRoutes,
  appIdParamsSchema,
  StoredForm,
} from '@consent/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiError } from './client';
import { useApi } from './ApiProvider';
import { shellRoutes } from './shellRoutes';
import { saveVersioned, versionSeen } from './formVersions';
import { storedFormRoutes as stored, wizardRoutes as routes } from './wizardRoutes';

/** Any stored form's load and save, as the client sends them whichever form it is (the answer is typed per form). */
type AnyLoad = { method: 'GET'; path: string; params: typeof appIdParamsSchema; response: z.ZodType };
type AnySave = Omit<AnyLoad, 'method'> & { method: 'POST'; body: z.ZodUnknown };
/** A load by its address alone (check your answers reads a form's other loads by the contract's routes). */
type AnyLoadAddress = Pick<AnyLoad, 'method' | 'path'>;
/** The stored form of the owner's or the agent's details: one person form, two stores. */
const personForm = (who: 'owner' | 'agent') => (who === 'owner' ? 'ownerDetails' : 'agentDetails');
/** The owner's or the agent's details' routes: the two answer and take the same (the owner's types stand for both). */
const personRoutes = (who: 'owner' | 'agent') => stored[personForm(who)] as (typeof stored)['ownerDetails'];

/** The wizard forms' calls (spec point 7, "Wizard forms"), with the spec's paths and fields. */
export function wizardCalls(api: ApiClient) {
  const { request } = api;
  const params = (appId: number) => ({ params: { appId } });
  return {
    checkRefNo: (appId: number, ref: string) =>
      request(routes.checkRefNo, { params: { appId }, body: { pre_app_meeting_ref_number: ref } }),
    /** The application's attributes (type, firstContact, invoiceContact) through `POST /access/app` action 'edit'. */
    editApplication: (appId: number, data: Record<string, unknown>, mode: ValidationMode) =>
      api.request(shellRoutes.accessApp, { body: { action: 'edit', appId, validation_mode: mode, data } }),
    role: (appId: number) => request(stored.applicantRole.load, params(appId)),
    saveRole: (appId: number, approle: string, mode: ValidationMode) =>
      request(stored.applicantRole.save, {
        params: { appId },
        body: { appId, approle, validation_mode: mode },
      }),
    /** The agent's form's "Need Agent" part: its second load and its second save (a part of its answers). */
    needAgent: (appId: number) => request(routes.needAgent, params(appId)),
    saveNeedAgent: (appId: number, needagent: YesNo, mode: ValidationMode) =>
      request(routes.saveNeedAgent, { params: { appId }, body: { needagent, validation_mode: mode } }),
    person: (who: 'owner' | 'agent', appId: number) =>
      api.requestWith(personRoutes(who).load, params(appId), versionSeen(api, appId, personForm(who))),
    savePerson: (who: 'owner' | 'agent', appId: number, data: PersonDetail, step: number, mode: ValidationMode) =>
      saveVersioned(api, appId, personForm(who), (extra) =>
        api.requestWith(
          personRoutes(who).save,
          { params: { appId }, body: { data, step, validation_mode: mode } },
          extra,
        ),
      ),
    ecan: (appId: number) => request(routes.ecan, params(appId)),
    saveEcan: (appId: number, data: EcanData, mode: ValidationMode) =>
      request(routes.saveEcan, { params: { appId }, body: { data, validation_mode: mode } }),
    /** A stored form's answers, by its first load (ADR 0031): one call for every stored form, typed by its routes. */
    loadAnswers: <F extends StoredForm>(form: F, appId: number) =>
      api.requestWith<AnyLoad>(stored[form].load, params(appId), versionSeen(api, appId, form)) as Promise<
        RouteAnswer<StoredFormRoutes<F>['load'][0]>
      >,
    /** One of a stored form's other loads (a part of its answers), by its route: its answer as it came. */
    loadPart: (route: AnyLoadAddress, appId: number): Promise<unknown> => request<AnyLoad>(route, params(appId)),
    /** A stored form's save, with the body its definition's save call takes, based on the version loaded (ADR 0069). */
    saveAnswers: <F extends StoredForm>(
      form: F,
      appId: number,
      body: RouteInput<StoredFormRoutes<F>['save']>['body'],
    ) =>
      saveVersioned(api, appId, form, (extra) =>
        api.requestWith(stored[form].save as unknown as AnySave, { params: { appId }, body }, extra),
      ),
    setStep: (appId: number, step: number) => api.request(routes.setApplicationStep, { body: { appId, step } }),
    /** Submits with the accepted declaration; refused (400) naming every unanswered item and what the declaration lacks. */
    complete: (appId: number, declaration: Declaration) =>
      api.request(routes.complete, { params: { appId }, body: declaration }),
    /** The Project Contacts page's answers (for the summary page). */
    projectContacts: (appId: number) => request(routes.projectContacts, params(appId)),
    searchCompanies: (q: string) => api.request(routes.companySearch, { querystring: { q } }),
  };
}
export type WizardCalls = ReturnType<typeof wizardCalls>;

export function useWizardCalls(): WizardCalls {
  return wizardCalls(useApi());
}

/**
 * One form's saved answers. Dropped as soon as the form unmounts (gcTime 0), so a revisited page
 * always shows what the server holds now.
 */
export function useFormData<T>(appId: number, form: string, load: (calls: WizardCalls) => Promise<T>) {
  const calls = useWizardCalls();
  return useQuery<T, ApiError>({
    queryKey: ['wizard', appId, form],
    queryFn: () => load(calls),
    gcTime: 0,
    staleTime: 0,
  });
}

/** After a save that changes the application itself (type, role, contacts), its data is read again. */
export function useRefreshApplication(appId: number): () => Promise<ApplicationData> {
  const queryClient = useQueryClient();
  const api = useApi();
  return () =>
    queryClient.query({ queryKey: ['application', appId], staleTime: 0, queryFn: () => api.application(appId) });
}
