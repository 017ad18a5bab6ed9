import type {
  FastTrackData,
  FloodAffectedData,
  RouteAnswer,
  SINGLE_PAGE_ROUTES,
  SinglePageForm,
  SubmitAction,
  singlePageContract,
} from '@consent/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient, ApiError } from './client';
import { useApi } from './ApiProvider';
import { address } from './shellRoutes';

export type SinglePageAnswers<Form extends SinglePageForm> = Form extends 'fasttrack'
  ? FastTrackData
  : FloodAffectedData;

/** Everything a single page has saved, as its form's load answers it (packages/domain/src/contract/singlePage.ts). */
export type SinglePageLoad<Form extends SinglePageForm> = RouteAnswer<(typeof SINGLE_PAGE_ROUTES)[Form]['load']>;

type Saved = RouteAnswer<(typeof SINGLE_PAGE_ROUTES)[SinglePageForm]['save']>;
/** One form's calls; a mapped type, so indexing it with a form keeps that form's answer and data types. */
type FormCalls = {
  [Form in SinglePageForm]: {
    load(appId: number): Promise<SinglePageLoad<Form>>;
    save(appId: number, submit_action: SubmitAction, data: SinglePageAnswers<Form>): Promise<Saved>;
  };
};

/** Each single-page form's load and save by method and path (ADR 0095): the contract for its types only, so no zod. */
const ROUTES = {
  fasttrack: {
    load: address<typeof singlePageContract.loadFastTrack>('GET', '/obca/ajaxform/fasttrack/:appId'),
    save: address<typeof singlePageContract.saveFastTrack>('POST', '/helix/fastTrackApplication/save/:appId'),
  },
  floodaffected: {
    load: address<typeof singlePageContract.loadFloodAffected>('GET', '/obca/ajaxform/floodaffected/:appId'),
    save: address<typeof singlePageContract.saveFloodAffected>('POST', '/helix/floodAffectedBuildings/save/:appId'),
  },
} satisfies { [Form in SinglePageForm]: { [Call in keyof (typeof SINGLE_PAGE_ROUTES)[Form]]: unknown } };

/** The single-page forms' calls (spec point 7): the save with its submit_action, and the load of everything saved. */
function singlePageCalls(api: ApiClient) {
  const { request } = api;
  const forms: FormCalls = {
    fasttrack: {
      load: (appId) => request(ROUTES.fasttrack.load, { params: { appId } }),
      save: (appId, submit_action, data) =>
        request(ROUTES.fasttrack.save, { params: { appId }, body: { submit_action, data } }),
    },
    floodaffected: {
      load: (appId) => request(ROUTES.floodaffected.load, { params: { appId } }),
      save: (appId, submit_action, data) =>
        request(ROUTES.floodaffected.save, { params: { appId }, body: { submit_action, data } }),
    },
  };
  return {
    load: <Form extends SinglePageForm>(form: Form, appId: number) => forms[form].load(appId),
    save: <Form extends SinglePageForm>(
      form: Form,
      appId: number,
      submit_action: SubmitAction,
      data: SinglePageAnswers<Form>,
    ) => forms[form].save(appId, submit_action, data),
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
