import type { Task } from '@consent/domain';
import { useQuery } from '@tanstack/react-query';
import type { ApiError } from './client';
import { useApi } from './ApiProvider';

export interface TaskListAnswer {
  tasks: Task[];
  /** The legacy step of the first page that still needs an answer; null when every page is completed. */
  resumeStep: number | null;
}

/** The task list ("Application progress"): read again whenever it is shown, as every save can change a status. */
export function useTasks(appId: number) {
  const api = useApi();
  return useQuery<TaskListAnswer, ApiError>({
    queryKey: ['tasks', appId],
    queryFn: () => api.call<TaskListAnswer>('GET', `/api/applications/${appId}/tasks`),
    staleTime: 0,
    gcTime: 0,
  });
}
