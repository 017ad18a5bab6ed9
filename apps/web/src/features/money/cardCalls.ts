import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordRefund, RouteAnswer, cardPaymentsContract } from '@consent/domain';
import { useApi, type ApiError } from '../../api';
import { address } from '../../api/shellRoutes';

/** Its calls by method and path (ADR 0075, ADR 0095): the contract for its types only, so this code brings no zod. */
const routes = {
  cardPaymentOption: address<typeof cardPaymentsContract.cardPaymentOption>(
    'GET',
    '/api/applications/:appId/card-payments',
  ),
  startCardPayment: address<typeof cardPaymentsContract.startCardPayment>(
    'POST',
    '/api/applications/:appId/invoices/:invoiceId/card-payments',
  ),
  cardPaymentStatus: address<typeof cardPaymentsContract.cardPaymentStatus>(
    'GET',
    '/api/applications/:appId/card-payments/:sessionId',
  ),
  stripeNotification: address<typeof cardPaymentsContract.stripeNotification>(
    'POST',
    '/api/payments/stripe/notifications',
  ),
  creditNotes: address<typeof cardPaymentsContract.creditNotes>('GET', '/api/applications/:appId/credit-notes'),
  councilCreditNotes: address<typeof cardPaymentsContract.councilCreditNotes>(
    'GET',
    '/api/council/applications/:appId/credit-notes',
  ),
  issueCreditNote: address<typeof cardPaymentsContract.issueCreditNote>(
    'POST',
    '/api/council/applications/:appId/invoices/:invoiceId/credit-notes',
  ),
};

/* Card payment and credit notes' calls (issue 31 point 5); paths, inputs and answers are the contract's. */

const WAITING_POLL_MS = 2_000;

export function useCardPaymentOption(appId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof cardPaymentsContract.cardPaymentOption>, ApiError>({
    queryKey: ['money', 'application', appId, 'card-option'],
    queryFn: () => api.request(routes.cardPaymentOption, { params: { appId } }),
  });
}

/** Opens the provider's hosted page: on success the browser leaves for it. */
export function useStartCardPayment(appId: number) {
  const api = useApi();
  return useMutation<RouteAnswer<typeof cardPaymentsContract.startCardPayment>, ApiError, number>({
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
  return useQuery<RouteAnswer<typeof cardPaymentsContract.cardPaymentStatus>, ApiError>({
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
  return useQuery<RouteAnswer<typeof cardPaymentsContract.creditNotes>, ApiError>({
    queryKey: ['money', 'application', appId, 'credit-notes'],
    queryFn: () => api.request(routes.creditNotes, { params: { appId } }),
  });
}

export function useCouncilCreditNotes(appId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof cardPaymentsContract.councilCreditNotes>, ApiError>({
    queryKey: ['money', 'council', appId, 'credit-notes'],
    queryFn: () => api.request(routes.councilCreditNotes, { params: { appId } }),
  });
}

export function useIssueCreditNote(appId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<
    RouteAnswer<typeof cardPaymentsContract.issueCreditNote>,
    ApiError,
    { invoiceId: number; refund: RecordRefund }
  >({
    mutationFn: ({ invoiceId, refund }) =>
      api.request(routes.issueCreditNote, { params: { appId, invoiceId }, body: refund }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money', 'council', appId] }),
  });
}
