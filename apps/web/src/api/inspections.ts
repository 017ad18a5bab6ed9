import { inspectionsContract as routes, type InspectionSlotInput, type RouteAnswer } from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';

/*
 * Inspections (issue 32.2-3): the council's inspection types, and an application's required inspections, their
 * free slots and their bookings. Paths, inputs and answers are the contract's.
 */

export type InspectionTypes = RouteAnswer<typeof routes.types>;
export type RequiredInspections = RouteAnswer<typeof routes.required>;
type Changed = RouteAnswer<typeof routes.book>;

const typesKey = (councilId: number) => ['inspection-types', councilId] as const;
const requiredKey = (appId: number) => ['inspections', appId] as const;

export function useInspectionTypes(councilId: number | undefined) {
  const api = useApi();
  return useQuery<InspectionTypes, ApiError>({
    queryKey: typesKey(councilId ?? 0),
    queryFn: () => api.request(routes.types, { params: { councilId: councilId ?? 0 } }),
    enabled: councilId !== undefined,
  });
}

/** The admin's changes to the list: add a type, or change one (name, slots, retired). */
export function useInspectionTypeChanges(councilId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: typesKey(councilId) });
  return {
    add: useMutation<unknown, ApiError, { name: string; morningSlots: number; afternoonSlots: number }>({
      mutationFn: (body) => api.request(routes.addType, { params: { councilId }, body }),
      onSuccess,
    }),
    change: useMutation<
      unknown,
      ApiError,
      { typeId: number; name?: string; morningSlots?: number; afternoonSlots?: number; retired?: boolean }
    >({
      mutationFn: ({ typeId, ...body }) => api.request(routes.changeType, { params: { councilId, typeId }, body }),
      onSuccess,
    }),
  };
}

export function useRequiredInspections(appId: number) {
  const api = useApi();
  return useQuery<RequiredInspections, ApiError>({
    queryKey: requiredKey(appId),
    queryFn: () => api.request(routes.required, { params: { appId } }),
  });
}

export function useInspectionSlots(appId: number, inspectionId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof routes.slots>, ApiError>({
    queryKey: [...requiredKey(appId), inspectionId, 'slots'],
    queryFn: () => api.request(routes.slots, { params: { appId, inspectionId } }),
  });
}

/** Book, move or cancel one inspection's booking; afterwards the list (and its slots) is read again. */
export function useBookingChange(appId: number, inspectionId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const params = { appId, inspectionId };
  return useMutation<Changed, ApiError, { kind: 'book' | 'move'; slot: InspectionSlotInput } | { kind: 'cancel' }>({
    mutationFn: (change) =>
      change.kind === 'cancel'
        ? api.request(routes.cancel, { params })
        : api.request(change.kind === 'book' ? routes.book : routes.move, { params, body: change.slot }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requiredKey(appId) }),
  });
}
