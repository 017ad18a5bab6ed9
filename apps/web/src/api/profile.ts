import type {
  profileContract,
  ChangePasswordInput,
  Profile,
  ProfileInput,
  RouteAnswer,
  StatusAnswer,
} from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import { meQueryKey } from './auth';
import { address } from './shellRoutes';
import type { ApiError } from './client';

const profileQueryKey = ['profile'] as const;

type ProfileAnswer = RouteAnswer<typeof profileContract.save>;

/** By method and path (as shellRoutes.ts): a wizard page's "Use my details" reads the profile without its schemas (ADR 0089). */
const routes = {
  read: address<typeof profileContract.read>('GET', '/api/profile'),
  save: address<typeof profileContract.save>('PUT', '/api/profile'),
  changePassword: address<typeof profileContract.changePassword>('POST', '/api/profile/password'),
  signOutEverywhere: address<typeof profileContract.signOutEverywhere>('POST', '/api/profile/sign-out-everywhere'),
};

/** The signed-in user's profile (issue 19.5), as the server keeps it. */
export function useProfile() {
  const api = useApi();
  return useQuery<Profile, ApiError>({
    queryKey: profileQueryKey,
    queryFn: async () => (await api.request(routes.read)).profile,
  });
}

/** Saves the profile; /me (the header's name, userDetails) is asked again since it answers from the same row. */
export function useSaveProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<ProfileAnswer, ApiError, ProfileInput>({
    mutationFn: (profile) => api.request(routes.save, { body: profile }),
    onSuccess: (answer) => {
      queryClient.setQueryData(profileQueryKey, answer.profile);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useChangePassword() {
  const api = useApi();
  return useMutation<StatusAnswer, ApiError, ChangePasswordInput>({
    mutationFn: (input) => api.request(routes.changePassword, { body: input }),
  });
}

export function useSignOutEverywhere() {
  const api = useApi();
  return useMutation<StatusAnswer, ApiError>({
    mutationFn: () => api.request(routes.signOutEverywhere, { body: {} }),
  });
}

/** The signed-in person's copy of everything held about them, as one zip (issue 29.5): a plain download link. */
export const PRIVACY_COPY_URL = '/api/profile/privacy-copy.zip';
