import { inspectionsContract as routes, type RouteAnswer } from '@consent/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';

/** The inspector's run for a day (issue 32.4): the council's bookings of that New Zealand day, in slot order. */
export type InspectionRun = RouteAnswer<typeof routes.run>;

export const inspectionRunKey = (councilId: number) => ['inspection-run', councilId] as const;

export function useInspectionRun(councilId: number, date: string | undefined) {
  const api = useApi();
  return useQuery<InspectionRun, ApiError>({
    queryKey: [...inspectionRunKey(councilId), date ?? 'today'],
    queryFn: () => api.request(routes.run, { params: { councilId }, querystring: date ? { date } : {} }),
  });
}
