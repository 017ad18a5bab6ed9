import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  routeUrl,
  type InvoiceFilter,
  type MoneySettings,
  type RouteAnswer,
  type financeContract,
} from '@consent/domain';
import { useApi, type ApiError } from '../../api';
import { address } from '../../api/shellRoutes';

/** Its calls by method and path (ADR 0075, ADR 0095): the contract for its types only, so this code brings no zod. */
const routes = {
  moneySettings: address<typeof financeContract.moneySettings>(
    'GET',
    '/api/council/councils/:councilId/money-settings',
  ),
  saveMoneySettings: address<typeof financeContract.saveMoneySettings>(
    'PUT',
    '/api/council/councils/:councilId/money-settings',
  ),
  moneyStatus: address<typeof financeContract.moneyStatus>('GET', '/api/applications/:appId/money-status'),
  councilMoneyStatus: address<typeof financeContract.councilMoneyStatus>(
    'GET',
    '/api/council/applications/:appId/money-status',
  ),
  financeInvoices: address<typeof financeContract.financeInvoices>(
    'GET',
    '/api/council/councils/:councilId/finance/invoices',
  ),
  financeInvoicesCsv: address<typeof financeContract.financeInvoicesCsv>(
    'GET',
    '/api/council/councils/:councilId/finance/invoices.csv',
  ),
  levyReturnCsv: address<typeof financeContract.levyReturnCsv>(
    'GET',
    '/api/council/councils/:councilId/finance/levy-return.csv',
  ),
};

/* Issue 31 points 6 and 7's calls: the payment rules, money's status of an application, the finance view. */

export interface FinanceQuery {
  show: InvoiceFilter;
  from?: string;
  to?: string;
}

const settingsKey = (councilId: number) => ['money', councilId, 'settings'] as const;

export function useMoneySettings(councilId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof financeContract.moneySettings>, ApiError>({
    queryKey: settingsKey(councilId),
    queryFn: () => api.request(routes.moneySettings, { params: { councilId } }),
  });
}

export function useSaveMoneySettings(councilId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<RouteAnswer<typeof financeContract.saveMoneySettings>, ApiError, MoneySettings>({
    mutationFn: (settings) => api.request(routes.saveMoneySettings, { params: { councilId }, body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey(councilId) }),
  });
}

/** Money's status of an application: the applicant's (`side: 'applicant'`) or its council's staff's. */
export function useMoneyStatus(appId: number, side: 'applicant' | 'council') {
  const api = useApi();
  return useQuery<RouteAnswer<typeof financeContract.moneyStatus>, ApiError>({
    queryKey: ['money', side, appId, 'status'],
    queryFn: () =>
      side === 'applicant'
        ? api.request(routes.moneyStatus, { params: { appId } })
        : api.request(routes.councilMoneyStatus, { params: { appId } }),
    // The council's is read by its application page and by the page's timeline, which mounts later: an answer the
    // route started early (ADR 0087) has often arrived by then, and would be asked again at once. Every council write
    // that changes it marks it stale (api/council.ts, calls.ts, cardCalls.ts); the applicant's is asked at each mount.
    staleTime: side === 'council' ? 2_000 : 0,
  });
}

export function useFinanceInvoices(councilId: number, query: FinanceQuery) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof financeContract.financeInvoices>, ApiError>({
    queryKey: ['money', councilId, 'finance', query],
    queryFn: () => api.request(routes.financeInvoices, { params: { councilId }, querystring: query }),
    placeholderData: keepPreviousData,
  });
}

export const financeInvoicesCsvUrl = (councilId: number, query: FinanceQuery) =>
  routeUrl(routes.financeInvoicesCsv.path, { councilId }, { ...query });
export const levyReturnCsvUrl = (councilId: number, month: string) =>
  routeUrl(routes.levyReturnCsv.path, { councilId }, { month });
