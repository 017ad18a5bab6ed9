import { lifecycleContract, type InformationAnswer, type RouteAnswer } from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';

export type { AnswerFile, TimelineEvent, TimelineEventOf } from '@consent/domain';

/** `GET /api/applications/{appId}/lifecycle`: the applicant's view of the application's life (issue 18 point 5). */
export type ApplicationLifecycle = RouteAnswer<typeof lifecycleContract.view>;

const lifecycleKey = (appId: number) => ['lifecycle', appId] as const;

export function useLifecycle(appId: number) {
  const api = useApi();
  return useQuery<ApplicationLifecycle, ApiError>({
    queryKey: lifecycleKey(appId),
    queryFn: () => api.request(lifecycleContract.view, { params: { appId } }),
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
    mutationFn: () => api.request(lifecycleContract.withdraw, { params: { appId }, body: {} }),
    onSuccess: afterStep,
  });
}

/** Answers every item of the open request; the answers' files are uploaded first and named by id. */
export function useProvideInformation(appId: number) {
  const api = useApi();
  const afterStep = useAfterStep(appId);
  return useMutation<RouteAnswer<typeof lifecycleContract.provideInformation>, ApiError, InformationAnswer[]>({
    mutationFn: (answers) =>
      api.request(lifecycleContract.provideInformation, { params: { appId }, body: { answers } }),
    onSuccess: afterStep,
  });
}
