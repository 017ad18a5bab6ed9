import { tasksContract, type RouteAnswer } from '@consent/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from './client';
import { useApi } from './ApiProvider';

type TaskListAnswer = RouteAnswer<typeof tasksContract.tasks>;

/** The task list ("Application progress"): read again whenever it is shown, as every save can change a status. */
export function useTasks(appId: number) {
  const api = useApi();
  return useQuery<TaskListAnswer, ApiError>({
    queryKey: ['tasks', appId],
    queryFn: () => api.request(tasksContract.tasks, { params: { appId } }),
    staleTime: 0,
    gcTime: 0,
  });
}
