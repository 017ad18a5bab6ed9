import type { ChangePasswordInput, Profile, ProfileInput } from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import { meQueryKey } from './auth';
import type { ApiError } from './client';

export const profileQueryKey = ['profile'] as const;

interface ProfileAnswer {
  result: string;
  message?: string;
  profile: Profile;
}
interface StatusAnswer {
  result: string;
  message: string;
}

/** The signed-in user's profile (issue 19.5), as the server keeps it. */
export function useProfile() {
  const api = useApi();
  return useQuery<Profile, ApiError>({
    queryKey: profileQueryKey,
    queryFn: async () => (await api.call<ProfileAnswer>('GET', '/api/profile')).profile,
  });
}

/** Saves the profile; /me (the header's name, userDetails) is asked again since it answers from the same row. */
export function useSaveProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<ProfileAnswer, ApiError, ProfileInput>({
    mutationFn: (profile) => api.call<ProfileAnswer>('PUT', '/api/profile', profile),
    onSuccess: (answer) => {
      queryClient.setQueryData(profileQueryKey, answer.profile);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useChangePassword() {
  const api = useApi();
  return useMutation<StatusAnswer, ApiError, ChangePasswordInput>({
    mutationFn: (input) => api.call<StatusAnswer>('POST', '/api/profile/password', input),
  });
}

export function useSignOutEverywhere() {
  const api = useApi();
  return useMutation<StatusAnswer, ApiError, void>({
    mutationFn: () => api.call<StatusAnswer>('POST', '/api/profile/sign-out-everywhere', {}),
  });
}
