import type { lifecycleContract, InformationAnswer, RouteAnswer } from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';
import { address } from './shellRoutes';

export type { AnswerFile, TimelineEvent, TimelineEventOf } from '@consent/domain';

/** `GET /api/applications/{appId}/lifecycle`: the applicant's view of the application's life (issue 18 point 5). */
export type ApplicationLifecycle = RouteAnswer<typeof lifecycleContract.view>;

/** The lifecycle's calls by method and path (ADR 0075, ADR 0095): the contract for its types only, so no zod. */
const routes = {
  view: address<typeof lifecycleContract.view>('GET', '/api/applications/:appId/lifecycle'),
  withdraw: address<typeof lifecycleContract.withdraw>('POST', '/api/applications/:appId/withdraw'),
  provideInformation: address<typeof lifecycleContract.provideInformation>(
    'POST',
    '/api/applications/:appId/information',
  ),
};

const lifecycleKey = (appId: number) => ['lifecycle', appId] as const;

export function useLifecycle(appId: number) {
  const api = useApi();
  return useQuery<ApplicationLifecycle, ApiError>({
    queryKey: lifecycleKey(appId),
    queryFn: () => api.request(routes.view, { params: { appId } }),
  });
}

/** After a step, everything that shows the application's status is asked again. */
function useAfterStep(appId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: lifecycleKey(appId) }),
      client.invalidateQueries({ queryKey: ['application', appId] }),
      client.invalidateQueries({ queryKey: ['applications'] }),
    ]);
}

export function useWithdraw(appId: number) {
  const api = useApi();
  const afterStep = useAfterStep(appId);
  return useMutation<RouteAnswer<typeof lifecycleContract.withdraw>, ApiError>({
    mutationFn: () => api.request(routes.withdraw, { params: { appId }, body: {} }),
    onSuccess: afterStep,
  });
}

/** Answers every item of the open request; the answers' files are uploaded first and named by id. */
export function useProvideInformation(appId: number) {
  const api = useApi();
  const afterStep = useAfterStep(appId);
  return useMutation<RouteAnswer<typeof lifecycleContract.provideInformation>, ApiError, InformationAnswer[]>({
    mutationFn: (answers) => api.request(routes.provideInformation, { params: { appId }, body: { answers } }),
    onSuccess: afterStep,
  });
}
