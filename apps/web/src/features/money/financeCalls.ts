import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  financeContract as routes,
  routeUrl,
  type InvoiceFilter,
  type MoneySettings,
  type RouteAnswer,
} from '@consent/domain';
import { useApi, type ApiError } from '../../api';

/* Issue 31 points 6 and 7's calls: the payment rules, money's status of an application, the finance view. */

export interface FinanceQuery {
  show: InvoiceFilter;
  from?: string;
  to?: string;
}

const settingsKey = (councilId: number) => ['money', councilId, 'settings'] as const;

export function useMoneySettings(councilId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof routes.moneySettings>, ApiError>({
    queryKey: settingsKey(councilId),
    queryFn: () => api.request(routes.moneySettings, { params: { councilId } }),
  });
}

export function useSaveMoneySettings(councilId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<RouteAnswer<typeof routes.saveMoneySettings>, ApiError, MoneySettings>({
    mutationFn: (settings) => api.request(routes.saveMoneySettings, { params: { councilId }, body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey(councilId) }),
  });
}

/** Money's status of an application: the applicant's (`side: 'applicant'`) or its council's staff's. */
export function useMoneyStatus(appId: number, side: 'applicant' | 'council') {
  const api = useApi();
  return useQuery<RouteAnswer<typeof routes.moneyStatus>, ApiError>({
    queryKey: ['money', side, appId, 'status'],
    queryFn: () =>
      api.request(side === 'applicant' ? routes.moneyStatus : routes.councilMoneyStatus, { params: { appId } }),
    // The council's is read by its application page and by the page's timeline, which mounts later: an answer the
    // route started early (ADR 0087) has often arrived by then, and would be asked again at once. Every council write
    // that changes it marks it stale (api/council.ts, calls.ts, cardCalls.ts); the applicant's is asked at each mount.
    staleTime: side === 'council' ? 2_000 : 0,
  });
}

export function useFinanceInvoices(councilId: number, query: FinanceQuery) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof routes.financeInvoices>, ApiError>({
    queryKey: ['money', councilId, 'finance', query],
    queryFn: () => api.request(routes.financeInvoices, { params: { councilId }, querystring: query }),
    placeholderData: keepPreviousData,
  });
}

export const financeInvoicesCsvUrl = (councilId: number, query: FinanceQuery) =>
  routeUrl(routes.financeInvoicesCsv.path, { councilId }, { ...query });
export const levyReturnCsvUrl = (councilId: number, month: string) =>
  routeUrl(routes.levyReturnCsv.path, { councilId }, { month });
