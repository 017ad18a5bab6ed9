import {
  applicationsContract,
  lookupsContract,
  type ApplicationData,
  type CertTitle,
  type CertTitleRequest,
  type ContactInput,
  type EcanData,
  type MiscData,
  type PersonDetail,
  type PimAnswers,
  type PlgData,
  type PreApplication,
  type ValidationMode,
  type YesNo,
  type Declaration,
} from '@consent/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiError } from './client';
import { useApi } from './ApiProvider';
import { contactCalls } from './contacts';
import type { StatusAnswer } from './types';

type Saved = StatusAnswer;
type Mode = { validation_mode: ValidationMode };

/** The wizard forms' calls (spec point 7, "Wizard forms"), with the spec's paths and fields. */
export function wizardCalls(api: ApiClient) {
  const { call } = api;
  const load = <T>(form: string, appId: number) => call<T & { result: 'success' }>('GET', `/obca/ajaxform/${form}/${appId}`);
  return {
    preApplication: (appId: number) => load<PreApplication>('getRefNo', appId),
    setPreAppRef: (appId: number, ref_number: string, mode: ValidationMode) =>
      call<Saved>('POST', `/ajax/set_preapp_ref/${appId}`, { ref_number, validation_mode: mode }),
    checkRefNo: (appId: number, ref: string) =>
      call<boolean>('POST', `/obca/ajax/checkRefNo/${appId}`, { pre_app_meeting_ref_number: ref }),
    pim: (appId: number) =>
      load<Omit<PimAnswers, 'pimClasses'> & { appType: number; pimClasses: number[]; pim_classes: { id: number; name: string }[] }>('apptype', appId),
    setPimMatters: (appId: number, pim_classes: number[], notes: string, mode: ValidationMode) =>
      call<Saved>('POST', '/ajax/set_pimmatters', { app_id: appId, pim_classes, notes, validation_mode: mode }),
    /** The application's attributes (type, firstContact, invoiceContact) through `POST /access/app` action 'edit'. */
    editApplication: (appId: number, data: Record<string, unknown>, mode: ValidationMode) =>
      api.request(applicationsContract.accessApp, { body: { action: 'edit', appId, validation_mode: mode, data } }),
    certTitle: (appId: number) => load<CertTitle>('certtitle', appId),
    saveCertTitle: (body: CertTitleRequest & Mode) => call<Saved>('POST', `/obca/ajax/ct/${body.appId}`, body),
    role: (appId: number) => load<{ role: string | null }>('approle', appId),
    saveRole: (appId: number, approle: string, mode: ValidationMode) =>
      call<Saved & { role: string | null }>('POST', `/obca/ajax/approle/${appId}`, { appId, approle, validation_mode: mode }),
    needAgent: (appId: number) => load<{ needagent: YesNo }>('needagent', appId),
    saveNeedAgent: (appId: number, needagent: YesNo, mode: ValidationMode) =>
      call<Saved>('POST', `/obca/ajax/needagent/${appId}`, { needagent, validation_mode: mode }),
    person: (who: 'owner' | 'agent', appId: number) => load<{ data: PersonDetail; streetAddressRequired: boolean }>(who, appId),
    savePerson: (who: 'owner' | 'agent', appId: number, data: PersonDetail, step: number, mode: ValidationMode) =>
      call<Saved>('POST', `/obca/ajax/${who}/${appId}`, { data, step, validation_mode: mode }),
    plg: (appId: number) => call<{ data: PlgData }>('GET', `/ajax/get_plg_data/${appId}`),
    savePlg: (appId: number, data: PlgData, mode: ValidationMode) =>
      call<Saved>('POST', `/obca/ajax/plg1/${appId}`, { data, validation_mode: mode }),
    misc: (appId: number) => call<{ data: MiscData }>('GET', `/ajax/get_misc_data/${appId}`),
    saveMisc: (appId: number, data: MiscData, mode: ValidationMode) =>
      call<Saved>('POST', `/obca/ajax/otherinfo/${appId}`, { data, validation_mode: mode }),
    ecan: (appId: number) => load<{ data: EcanData; regional: boolean }>('ecan', appId),
    saveEcan: (appId: number, data: EcanData, mode: ValidationMode) =>
      call<Saved>('POST', `/obca/ajax/ecan/${appId}`, { data, validation_mode: mode }),
    setStep: (appId: number, step: number) => api.request(applicationsContract.setApplicationStep, { body: { appId, step } }),
    /** Submits with the accepted declaration; refused (400) naming every unanswered item and what the declaration lacks. */
    complete: (appId: number, declaration: Declaration) => api.request(applicationsContract.complete, { params: { appId }, body: declaration }),
    /** The Project Contacts page's answers (for the summary page). */
    projectContacts: (appId: number) => contactCalls(api).form(appId),
    searchCompanies: (q: string) => api.request(lookupsContract.companySearch, { querystring: { q } }),
  };
}
export type WizardCalls = ReturnType<typeof wizardCalls>;
export type ContactAnswer = ContactInput;

export function useWizardCalls(): WizardCalls {
  return wizardCalls(useApi());
}

/**
 * One form's saved answers. Dropped as soon as the form unmounts (gcTime 0), so a revisited page
 * always shows what the server holds now.
 */
export function useFormData<T>(appId: number, form: string, load: (calls: WizardCalls) => Promise<T>) {
  const calls = useWizardCalls();
  return useQuery<T, ApiError>({ queryKey: ['wizard', appId, form], queryFn: () => load(calls), gcTime: 0, staleTime: 0 });
}

/** After a save that changes the application itself (type, role, contacts), its data is read again. */
export function useRefreshApplication(appId: number): () => Promise<ApplicationData> {
  const queryClient = useQueryClient();
  const api = useApi();
  return () => queryClient.fetchQuery({ queryKey: ['application', appId], staleTime: 0, queryFn: () => api.application(appId) });
}
