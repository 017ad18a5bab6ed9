import {
  profileContract,
  type ChangePasswordInput,
  type Profile,
  type ProfileInput,
  type RouteAnswer,
  type StatusAnswer,
} from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import { meQueryKey } from './auth';
import type { ApiError } from './client';

const profileQueryKey = ['profile'] as const;

type ProfileAnswer = RouteAnswer<typeof profileContract.save>;

/** The signed-in user's profile (issue 19.5), as the server keeps it. */
export function useProfile() {
  const api = useApi();
  return useQuery<Profile, ApiError>({
    queryKey: profileQueryKey,
    queryFn: async () => (await api.request(profileContract.read)).profile,
  });
}

/** Saves the profile; /me (the header's name, userDetails) is asked again since it answers from the same row. */
export function useSaveProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<ProfileAnswer, ApiError, ProfileInput>({
    mutationFn: (profile) => api.request(profileContract.save, { body: profile }),
    onSuccess: (answer) => {
      queryClient.setQueryData(profileQueryKey, answer.profile);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

export function useChangePassword() {
  const api = useApi();
  return useMutation<StatusAnswer, ApiError, ChangePasswordInput>({
    mutationFn: (input) => api.request(profileContract.changePassword, { body: input }),
  });
}

export function useSignOutEverywhere() {
  const api = useApi();
  return useMutation<StatusAnswer, ApiError>({
    mutationFn: () => api.request(profileContract.signOutEverywhere, { body: {} }),
  });
}

/** The signed-in person's copy of everything held about them, as one zip (issue 29.5): a plain download link. */
export const PRIVACY_COPY_URL = '/api/profile/privacy-copy.zip';
