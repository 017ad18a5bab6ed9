import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  COUNCIL_INVOICE_PDF_PATH,
  INVOICE_PDF_PATH,
  routeUrl,
  type FeeSchedule,
  type RecordPayment,
  type RouteAnswer,
  type moneyContract,
} from '@consent/domain';
import { useApi, type ApiError } from '../../api';
import { address } from '../../api/shellRoutes';

/** Its calls by method and path (ADR 0075, ADR 0095): the contract for its types only, so this code brings no zod. */
const routes = {
  councilInvoices: address<typeof moneyContract.councilInvoices>('GET', '/api/council/applications/:appId/invoices'),
  recordPayment: address<typeof moneyContract.recordPayment>(
    'POST',
    '/api/council/applications/:appId/invoices/:invoiceId/payments',
  ),
  invoices: address<typeof moneyContract.invoices>('GET', '/api/applications/:appId/invoices'),
  feeEstimate: address<typeof moneyContract.feeEstimate>('GET', '/api/applications/:appId/fee-estimate'),
  feeSchedules: address<typeof moneyContract.feeSchedules>('GET', '/api/council/councils/:councilId/fee-schedules'),
  saveFeeSchedule: address<typeof moneyContract.saveFeeSchedule>(
    'PUT',
    '/api/council/councils/:councilId/fee-schedules',
  ),
};

/* Money's calls (issue 31), kept beside their screens; paths, inputs and answers are the contract's (contract/money.ts). */

const keys = {
  feeSchedules: (councilId: number) => ['money', councilId, 'fee-schedules'] as const,
};

export function useFeeSchedules(councilId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof moneyContract.feeSchedules>, ApiError>({
    queryKey: keys.feeSchedules(councilId),
    queryFn: () => api.request(routes.feeSchedules, { params: { councilId } }),
  });
}

export function useSaveFeeSchedule(councilId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<RouteAnswer<typeof moneyContract.saveFeeSchedule>, ApiError, FeeSchedule>({
    mutationFn: (schedule) => api.request(routes.saveFeeSchedule, { params: { councilId }, body: schedule }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.feeSchedules(councilId) }),
  });
}

export function useFeeEstimate(appId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof moneyContract.feeEstimate>, ApiError>({
    queryKey: ['money', 'application', appId, 'fee-estimate'],
    queryFn: () => api.request(routes.feeEstimate, { params: { appId } }),
  });
}

export function useInvoices(appId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof moneyContract.invoices>, ApiError>({
    queryKey: ['money', 'application', appId, 'invoices'],
    queryFn: () => api.request(routes.invoices, { params: { appId } }),
  });
}

/** The address of an invoice's PDF, for a download link. */
export const invoicePdfUrl = (appId: number, invoiceId: number) => routeUrl(INVOICE_PDF_PATH, { appId, invoiceId });
/** The same PDF from the council's side (a staff read, logged). */
export const councilInvoicePdfUrl = (appId: number, invoiceId: number) =>
  routeUrl(COUNCIL_INVOICE_PDF_PATH, { appId, invoiceId });

export function useCouncilInvoices(appId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof moneyContract.councilInvoices>, ApiError>({
    queryKey: ['money', 'council', appId, 'invoices'],
    queryFn: () => api.request(routes.councilInvoices, { params: { appId } }),
  });
}

export function useRecordPayment(appId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<
    RouteAnswer<typeof moneyContract.recordPayment>,
    ApiError,
    { invoiceId: number; payment: RecordPayment }
  >({
    mutationFn: ({ invoiceId, payment }) =>
      api.request(routes.recordPayment, { params: { appId, invoiceId }, body: payment }),
    // The invoices and money's status of the application (awaiting payment, released, its timeline events).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['money', 'council', appId] }),
  });
}
