import type { RouteAnswer, tasksContract } from '@consent/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from './client';
import { useApi } from './ApiProvider';
import type { RouteAddress } from './shellRoutes';

type TasksRoute = typeof tasksContract.tasks;
type TaskListAnswer = RouteAnswer<TasksRoute>;

/** By method and path only (as shellRoutes.ts), so the task list loads no schema (ADR 0085). */
const tasksRoute: RouteAddress<TasksRoute> = { method: 'GET', path: '/api/applications/:appId/tasks' };

/** The task list ("Application progress"): read again whenever it is shown, as every save can change a status. */
export function useTasks(appId: number) {
  const api = useApi();
  return useQuery<TaskListAnswer, ApiError>({
    queryKey: ['tasks', appId],
    queryFn: () => api.request(tasksRoute, { params: { appId } }),
    staleTime: 0,
    gcTime: 0,
  });
}
