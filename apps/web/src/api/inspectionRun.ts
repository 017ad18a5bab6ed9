import { inspectionsContract as routes, type RouteAnswer } from '@consent/domain';
import { useQuery } from '@tanstack/react-query';
import { KEPT_AT_HEADER } from '../offline/keptAt';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';

/**
 * The inspector's run for a day (issue 32.4): the council's bookings of that New Zealand day, in slot order. `keptAt`
 * is set when the answer is the copy kept on the phone, given by the service worker with no signal (ADR 0078).
 */
export type InspectionRun = RouteAnswer<typeof routes.run> & { keptAt?: string };

export const inspectionRunKey = (councilId: number) => ['inspection-run', councilId] as const;

export function useInspectionRun(councilId: number, date: string | undefined) {
  const api = useApi();
  return useQuery<InspectionRun, ApiError>({
    queryKey: [...inspectionRunKey(councilId), date ?? 'today'],
    queryFn: async () => {
      const kept = { at: null as string | null };
      const run = await api.requestWith(
        routes.run,
        { params: { councilId }, querystring: date ? { date } : {} },
        { seen: (headers) => (kept.at = headers.get(KEPT_AT_HEADER)) },
      );
      return kept.at ? { ...run, keptAt: kept.at } : run;
    },
  });
}
