import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { moneyContract as routes, type FeeSchedule, type RouteAnswer } from '@consent/domain';
import { useApi, type ApiError } from '../../api';

/* Money's calls (issue 31), kept beside their screens; paths, inputs and answers are the contract's (contract/money.ts). */

const keys = {
  feeSchedules: (councilId: number) => ['money', councilId, 'fee-schedules'] as const,
};

export function useFeeSchedules(councilId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof routes.feeSchedules>, ApiError>({
    queryKey: keys.feeSchedules(councilId),
    queryFn: () => api.request(routes.feeSchedules, { params: { councilId } }),
  });
}

export function useSaveFeeSchedule(councilId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<RouteAnswer<typeof routes.saveFeeSchedule>, ApiError, FeeSchedule>({
    mutationFn: (schedule) => api.request(routes.saveFeeSchedule, { params: { councilId }, body: schedule }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.feeSchedules(councilId) }),
  });
}

export function useFeeEstimate(appId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof routes.feeEstimate>, ApiError>({
    queryKey: ['money', 'application', appId, 'fee-estimate'],
    queryFn: () => api.request(routes.feeEstimate, { params: { appId } }),
  });
}
