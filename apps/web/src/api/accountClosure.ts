import { accountClosureContract, type StatusAnswer } from '@consent/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';

/** Asks for the mail whose link confirms closing the signed-in person's account (issue 29.5). */
export function useRequestAccountClosure() {
  const api = useApi();
  return useMutation<StatusAnswer, ApiError>({
    mutationFn: () => api.request(accountClosureContract.request, { body: {} }),
  });
}

/** Confirms the closure with the link's token; everything cached for the signed-in person is dropped. */
export function useCloseAccount() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StatusAnswer, ApiError, string>({
    mutationFn: (token) => api.request(accountClosureContract.close, { body: { token } }),
    onSuccess: () => {
      queryClient.clear();
    },
  });
}
