import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './client';
import { useApi } from './ApiProvider';
import { applicationQuery, applicationQueryKey } from './queries';
import type { ApplicationListItem } from '@consent/domain';
import type { StatusAnswer } from './types';

/** The signed-in user's applications, for "My applications". */
export function useApplications() {
  const api = useApi();
  return useQuery<ApplicationListItem[], ApiError>({ queryKey: ['applications'], queryFn: () => api.applications() });
}

/**
 * One application for a screen. Each route that shows one asks for it in its loader, at every navigation
 * (routes/prefetch.ts), so the screen mounting after it does not ask a second time; without an answer yet it asks.
 */
export function useApplication(applicationId: number) {
  return useQuery({ ...applicationQuery(useApi(), applicationId), refetchOnMount: false });
}

/** Changing council refetches the application, so the screen shows what the server now holds. */
export function useSetAppCouncil(appId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StatusAnswer, ApiError, number>({
    mutationFn: (councilId) => api.setAppCouncil(appId, councilId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationQueryKey(appId) }),
  });
}
