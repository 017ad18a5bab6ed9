import type { FastTrackData, FloodAffectedData, PersonDetail, SinglePageForm, SubmitAction, YesNo } from '@consent/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient, ApiError } from './client';
import { useApi } from './ApiProvider';
import type { StatusAnswer } from './types';

export type SinglePageAnswers<Form extends SinglePageForm> = Form extends 'fasttrack' ? FastTrackData : FloodAffectedData;

export interface SinglePageLoad<Form extends SinglePageForm> {
  completed: boolean;
  data: SinglePageAnswers<Form>;
  owner: PersonDetail;
  needagent: YesNo;
  agent: PersonDetail;
}

const SAVE_PATHS: Record<SinglePageForm, string> = {
  fasttrack: '/helix/fastTrackApplication/save',
  floodaffected: '/helix/floodAffectedBuildings/save',
};

/** The single-page forms' calls (spec point 7): the save with its submit_action, and the load of everything saved. */
export function singlePageCalls(api: ApiClient) {
  return {
    load: <Form extends SinglePageForm>(form: Form, appId: number) =>
      api.call<SinglePageLoad<Form> & { result: 'success' }>('GET', `/obca/ajaxform/${form}/${appId}`),
    save: <Form extends SinglePageForm>(form: Form, appId: number, submit_action: SubmitAction, data: SinglePageAnswers<Form>) =>
      api.call<StatusAnswer & { completed: boolean }>('POST', `${SAVE_PATHS[form]}/${appId}`, { submit_action, data }),
  };
}

export function useSinglePageCalls() {
  return singlePageCalls(useApi());
}

/** What the page holds on the server now; dropped when the page unmounts so a reload shows the latest. */
export function useSinglePage<Form extends SinglePageForm>(form: Form, appId: number) {
  const calls = useSinglePageCalls();
  return useQuery<SinglePageLoad<Form>, ApiError>({
    queryKey: ['singlePage', form, appId],
    queryFn: () => calls.load(form, appId),
    gcTime: 0,
    staleTime: 0,
  });
}
