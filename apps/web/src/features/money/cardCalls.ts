import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cardPaymentsContract as routes, type RecordRefund, type RouteAnswer } from '@consent/domain';
import { useApi, type ApiError } from '../../api';

/* Card payment and credit notes' calls (issue 31 point 5); paths, inputs and answers are the contract's. */

const WAITING_POLL_MS = 2_000;

export function useCardPaymentOption(appId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof routes.cardPaymentOption>, ApiError>({
    queryKey: ['money', 'application', appId, 'card-option'],
    queryFn: () => api.request(routes.cardPaymentOption, { params: { appId } }),
  });
}

/** Opens the provider's hosted page: on success the browser leaves for it. */
export function useStartCardPayment(appId: number) {
  const api = useApi();
  return useMutation<RouteAnswer<typeof routes.startCardPayment>, ApiError, number>({
    mutationFn: (invoiceId) => api.request(routes.startCardPayment, { params: { appId, invoiceId } }),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}

/** After the return from the hosted page: asked again every two seconds until the notification has arrived. */
export function useCardPaymentStatus(appId: number, sessionId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery<RouteAnswer<typeof routes.cardPaymentStatus>, ApiError>({
    queryKey: ['money', 'application', appId, 'card-payment', sessionId],
    enabled: sessionId !== null,
    queryFn: async () => {
      const answer = await api.request(routes.cardPaymentStatus, { params: { appId, sessionId: sessionId ?? '' } });
      if (answer.status === 'received') {
        await queryClient.invalidateQueries({ queryKey: ['money', 'application', appId, 'invoices'] });
      }
      return answer;
    },
    refetchInterval: (query) => (query.state.data?.status === 'received' ? false : WAITING_POLL_MS),
  });
}

export function useCreditNotes(appId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof routes.creditNotes>, ApiError>({
    queryKey: ['money', 'application', appId, 'credit-notes'],
    queryFn: () => api.request(routes.creditNotes, { params: { appId } }),
  });
}

export function useCouncilCreditNotes(appId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof routes.councilCreditNotes>, ApiError>({
    queryKey: ['money', 'council', appId, 'credit-notes'],
    queryFn: () => api.request(routes.councilCreditNotes, { params: { appId } }),
  });
}

export function useIssueCreditNote(appId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<RouteAnswer<typeof routes.issueCreditNote>, ApiError, { invoiceId: number; refund: RecordRefund }>(
    {
      mutationFn: ({ invoiceId, refund }) =>
        api.request(routes.issueCreditNote, { params: { appId, invoiceId }, body: refund }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money', 'council', appId] }),
    },
  );
}
