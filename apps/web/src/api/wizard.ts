import type { z } from 'zod';
import {
  FORM_REGISTRY,
  applicationsContract,
  lookupsContract,
  storedFormsContract,
  wizardContract as form,
  type ApplicationData,
  type EcanData,
  type PersonDetail,
  type ValidationMode,
  type YesNo,
  type Declaration,
  type RouteAnswer,
  type RouteInput,
  type StoredFormRoutes,
  appIdParamsSchema,
  type StoredForm,
} from '@consent/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiError } from './client';
import { useApi } from './ApiProvider';
import { contactCalls } from './contacts';
import { saveVersioned, versionSeen } from './formVersions';

/** Any stored form's load and save, as the client sends them whichever form it is (the answer is typed per form). */
type AnyLoad = { method: 'GET'; path: string; params: typeof appIdParamsSchema; response: z.ZodType };
type AnySave = Omit<AnyLoad, 'method'> & { method: 'POST'; body: z.ZodUnknown };

const agentStore = FORM_REGISTRY.agentDetails.store;
/** The stored form of the owner's or the agent's details: one person form, two stores. */
const personForm = (who: 'owner' | 'agent') => (who === 'owner' ? 'ownerDetails' : 'agentDetails');

/** The wizard forms' calls (spec point 7, "Wizard forms"), with the spec's paths and fields. */
export function wizardCalls(api: ApiClient) {
  const { request } = api;
  const params = (appId: number) => ({ params: { appId } });
  return {
    checkRefNo: (appId: number, ref: string) =>
      request(form.checkRefNo, { params: { appId }, body: { pre_app_meeting_ref_number: ref } }),
    /** The application's attributes (type, firstContact, invoiceContact) through `POST /access/app` action 'edit'. */
    editApplication: (appId: number, data: Record<string, unknown>, mode: ValidationMode) =>
      api.request(applicationsContract.accessApp, { body: { action: 'edit', appId, validation_mode: mode, data } }),
    role: (appId: number) => request(storedFormsContract.applicantRole.load[0], params(appId)),
    saveRole: (appId: number, approle: string, mode: ValidationMode) =>
      request(storedFormsContract.applicantRole.save, {
        params: { appId },
        body: { appId, approle, validation_mode: mode },
      }),
    /** The agent's form's "Need Agent" part: its second load and its second save (a part of its answers). */
    needAgent: (appId: number) => request(agentStore.load[1].route, params(appId)),
    saveNeedAgent: (appId: number, needagent: YesNo, mode: ValidationMode) =>
      request(agentStore.more[0].route, { params: { appId }, body: { needagent, validation_mode: mode } }),
    person: (who: 'owner' | 'agent', appId: number) =>
      api.requestWith(
        storedFormsContract[personForm(who)].load[0],
        params(appId),
        versionSeen(api, appId, personForm(who)),
      ),
    savePerson: (who: 'owner' | 'agent', appId: number, data: PersonDetail, step: number, mode: ValidationMode) =>
      saveVersioned(api, appId, personForm(who), (extra) =>
        api.requestWith(
          storedFormsContract[personForm(who)].save,
          { params: { appId }, body: { data, step, validation_mode: mode } },
          extra,
        ),
      ),
    ecan: (appId: number) => request(form.ecan, params(appId)),
    saveEcan: (appId: number, data: EcanData, mode: ValidationMode) =>
      request(form.saveEcan, { params: { appId }, body: { data, validation_mode: mode } }),
    /** A stored form's answers, by its first load (ADR 0031): one call for every stored form, typed by its routes. */
    loadAnswers: <F extends StoredForm>(form: F, appId: number) =>
      api.requestWith<AnyLoad>(
        storedFormsContract[form].load[0],
        params(appId),
        versionSeen(api, appId, form),
      ) as Promise<RouteAnswer<StoredFormRoutes<F>['load'][0]>>,
    /** One of a stored form's other loads (a part of its answers), by its route: its answer as it came. */
    loadPart: (route: AnyLoad, appId: number): Promise<unknown> => request(route, params(appId)),
    /** A stored form's save, with the body its definition's save call takes, based on the version loaded (ADR 0069). */
    saveAnswers: <F extends StoredForm>(
      form: F,
      appId: number,
      body: RouteInput<StoredFormRoutes<F>['save']>['body'],
    ) =>
      saveVersioned(api, appId, form, (extra) =>
        api.requestWith(storedFormsContract[form].save as unknown as AnySave, { params: { appId }, body }, extra),
      ),
    setStep: (appId: number, step: number) =>
      api.request(applicationsContract.setApplicationStep, { body: { appId, step } }),
    /** Submits with the accepted declaration; refused (400) naming every unanswered item and what the declaration lacks. */
    complete: (appId: number, declaration: Declaration) =>
      api.request(applicationsContract.complete, { params: { appId }, body: declaration }),
    /** The Project Contacts page's answers (for the summary page). */
    projectContacts: (appId: number) => contactCalls(api).form(appId),
    searchCompanies: (q: string) => api.request(lookupsContract.companySearch, { querystring: { q } }),
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
