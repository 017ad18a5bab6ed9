import type { ApplicationData, Me } from '@consent/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, type ApiClient } from './client';

/**
 * The queries a screen's route starts before the screen's code has arrived (routes/prefetch.ts), defined once so
 * the screen's own hook finds the same entry: the same key, the same call.
 */
export const meQueryKey = ['me'] as const;

/** The signed-in user; a 401 is an answer here (signed out), so it resolves to null instead of failing. */
export function meQuery(api: ApiClient) {
  return queryOptions<Me | null, ApiError>({
    queryKey: meQueryKey,
    queryFn: () =>
      api.me().catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }),
  });
}

export const applicationQueryKey = (applicationId: number) => ['application', applicationId] as const;

export function applicationQuery(api: ApiClient, applicationId: number) {
  return queryOptions<ApplicationData, ApiError>({
    queryKey: applicationQueryKey(applicationId),
    queryFn: () => api.application(applicationId),
  });
}
