import type { ApplicationData, Me } from '@consent/domain';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, type ApiClient } from './client';

/**
 * The queries a screen's route starts before the screen's code has arrived (routes/prefetch.ts), defined once so
 * the screen's own hook finds the same entry: the same key, the same call.
 */
export const meQueryKey = ['me'] as const;

/**
 * The signed-in user; a 401 is an answer here (signed out), so it resolves to null instead of failing.
 * Asked once per page load, whoever reads it (issue 33.2): it is never stale by age. What changes it is written in
 * (sign-in, sign-out, "Stay signed in") or marks it stale (verify-email, the profile, a new application, a joined
 * council or application, the applicant's role); the session warning and a call refused for want of a session ask
 * again explicitly (ADR 0074, ADR 0081).
 */
export function meQuery(api: ApiClient) {
  return queryOptions<Me | null, ApiError>({
    queryKey: meQueryKey,
    staleTime: Infinity,
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
