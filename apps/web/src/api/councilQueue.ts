import { QUEUE_SORTS, type councilWorkspaceContract, type RouteAnswer } from '@consent/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiError } from './client';
import { useApi } from './ApiProvider';
import type { RouteAddress } from './shellRoutes';

/** The queue's filters, search, order and page, as the address bar and the filters hold them (`GET /api/council/councils/{councilId}/applications`). */
export interface QueueQuery {
  status?: string;
  type?: string;
  q?: string;
  sort?: string;
  /** `ccc`: only the consents whose CCC decision is due (two years since the grant with no CCC application). */
  due?: string;
  page?: number;
  pageSize?: number;
}

type QueueRoute = typeof councilWorkspaceContract.queue;
export type QueuePage = RouteAnswer<QueueRoute>;
export type QueueItem = QueuePage['applications'][number];

/**
 * The queue's call by method and path only (as shellRoutes.ts): the contract's route object holds its schemas, and
 * the queue's screen would load zod for them though the client never validates with them (ADR 0085). The compiler
 * checks the method and path against the contract's literal ones.
 */
const queueRoute: RouteAddress<QueueRoute> = { method: 'GET', path: '/api/council/councils/:councilId/applications' };

/** An order the address bar names that the server does not know is left to the server's default. */
const knownSort = (sort: string | undefined) => QUEUE_SORTS.find((s) => s === sort);

export function useCouncilQueue(councilId: number, query: QueueQuery) {
  const { request } = useApi();
  // The page shown stays on screen while the next loads, so paging and filtering do not flash an empty table.
  return useQuery<QueuePage, ApiError>({
    queryKey: ['council', 'queue', councilId, query],
    // The query's own order is kept in the address (the same filters make the same URL); empty filters are left out.
    queryFn: () =>
      request(queueRoute, {
        params: { councilId },
        querystring: {
          ...query,
          status: query.status || undefined,
          type: query.type || undefined,
          q: query.q || undefined,
          sort: knownSort(query.sort),
          due: query.due === 'ccc' ? 'ccc' : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
