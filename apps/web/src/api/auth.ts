import type {
  DevOutboxMail,
  ForgotPasswordInput,
  LoginInput,
  Me,
  RegisterInput,
  ResetPasswordInput,
} from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './client';
import { useApi } from './ApiProvider';
import { meQuery, meQueryKey } from './queries';

export { meQueryKey };

/** The signed-in user; a 401 is an answer here (signed out), so it resolves to null instead of failing. */
export function useMe() {
  return useQuery(meQuery(useApi()));
}

/**
 * Sets who is signed in and forgets everything loaded for anyone before. The 'me' query itself is
 * updated in place rather than removed, so the header and guard watching it see the change at once.
 */
function useSetSession() {
  const queryClient = useQueryClient();
  return (user: Me | null) => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, user);
  };
}

export function useLogin() {
  const api = useApi();
  const setSession = useSetSession();
  return useMutation<Me, ApiError, LoginInput>({
    mutationFn: async (input) => (await api.login(input)).user,
    onSuccess: setSession,
  });
}

/** Registering starts no session: the answer is the same for a taken address, and the next step is in the mail. */
export function useRegister() {
  const api = useApi();
  return useMutation<string, ApiError, RegisterInput>({
    mutationFn: async (input) => (await api.register(input)).message,
  });
}

/** Uses the token of a verify-email link; /me then says the address is confirmed. */
export function useVerifyEmail() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<string, ApiError, string>({
    mutationFn: async (token) => (await api.verifyEmail(token)).message,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useResendVerification() {
  const api = useApi();
  return useMutation<string, ApiError>({ mutationFn: async () => (await api.resendVerification()).message });
}

export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation<string, ApiError, ForgotPasswordInput>({
    mutationFn: async (input) => (await api.requestPasswordReset(input)).message,
  });
}

export function useResetPassword() {
  const api = useApi();
  return useMutation<string, ApiError, ResetPasswordInput>({
    mutationFn: async (input) => (await api.resetPassword(input)).message,
  });
}

export function useDevOutbox() {
  const api = useApi();
  return useQuery<DevOutboxMail[], ApiError>({
    queryKey: ['dev-outbox'],
    queryFn: () => api.devOutbox(),
    retry: false,
  });
}

/** "Stay signed in" (ADR 0074): the session's new end goes into the 'me' answer every screen reads. */
export function useExtendSession() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<string, ApiError>({
    mutationFn: async () => (await api.extendSession()).sessionExpiresAt,
    onSuccess: (sessionExpiresAt) => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, sessionExpiresAt } : me));
    },
  });
}

/**
 * Signing out. The caller leaves the guarded screen first and then calls endSession, so that screen
 * never sees itself signed out (it would redirect to sign-in with itself as `next`).
 */
export function useLogout() {
  const api = useApi();
  const setSession = useSetSession();
  const mutation = useMutation<unknown, ApiError>({ mutationFn: () => api.logout() });
  return {
    ...mutation,
    endSession: () => {
      setSession(null);
    },
  };
}
