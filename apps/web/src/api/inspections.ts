import type { InspectionAreaInput, InspectionSlotInput, RouteAnswer, inspectionsContract } from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';
import { address } from './shellRoutes';

/*
 * Inspections (issue 32.2-3): the council's inspection types, and an application's required inspections, their
 * free slots and their bookings. Paths, inputs and answers are the contract's.
 */

/** Its calls by method and path (ADR 0075, ADR 0095): the contract for its types only, so this code brings no zod. */
const routes = {
  types: address<typeof inspectionsContract.types>('GET', '/api/council/councils/:councilId/inspection-types'),
  addType: address<typeof inspectionsContract.addType>('POST', '/api/council/councils/:councilId/inspection-types'),
  changeType: address<typeof inspectionsContract.changeType>(
    'PUT',
    '/api/council/councils/:councilId/inspection-types/:typeId',
  ),
  areas: address<typeof inspectionsContract.areas>('GET', '/api/council/councils/:councilId/inspection-areas'),
  addArea: address<typeof inspectionsContract.addArea>('POST', '/api/council/councils/:councilId/inspection-areas'),
  changeArea: address<typeof inspectionsContract.changeArea>(
    'PUT',
    '/api/council/councils/:councilId/inspection-areas/:areaId',
  ),
  required: address<typeof inspectionsContract.required>('GET', '/api/applications/:appId/inspections'),
  slots: address<typeof inspectionsContract.slots>('GET', '/api/applications/:appId/inspections/:inspectionId/slots'),
  book: address<typeof inspectionsContract.book>('POST', '/api/applications/:appId/inspections/:inspectionId/booking'),
  move: address<typeof inspectionsContract.move>('PUT', '/api/applications/:appId/inspections/:inspectionId/booking'),
  cancel: address<typeof inspectionsContract.cancel>(
    'DELETE',
    '/api/applications/:appId/inspections/:inspectionId/booking',
  ),
  run: address<typeof inspectionsContract.run>('GET', '/api/council/councils/:councilId/inspections/run'),
  uploadPhoto: address<typeof inspectionsContract.uploadPhoto>(
    'POST',
    '/api/council/councils/:councilId/inspections/bookings/:bookingId/photos',
  ),
  recordResult: address<typeof inspectionsContract.recordResult>(
    'POST',
    '/api/council/councils/:councilId/inspections/bookings/:bookingId/result',
  ),
};

export type InspectionTypes = RouteAnswer<typeof inspectionsContract.types>;
export type RequiredInspections = RouteAnswer<typeof inspectionsContract.required>;
type Changed = RouteAnswer<typeof inspectionsContract.book>;

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

/** The admin's changes to the list: add a type (with its slots in every area to start with), or rename or retire one. */
export function useInspectionTypeChanges(councilId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  // A new type is offered in every area: the areas' slots are read again too.
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: typesKey(councilId) }),
      queryClient.invalidateQueries({ queryKey: ['inspection-areas', councilId] }),
    ]);
  return {
    add: useMutation<unknown, ApiError, { name: string; morningSlots: number; afternoonSlots: number }>({
      mutationFn: (body) => api.request(routes.addType, { params: { councilId }, body }),
      onSuccess,
    }),
    change: useMutation<unknown, ApiError, { typeId: number; name?: string; retired?: boolean }>({
      mutationFn: ({ typeId, ...body }) => api.request(routes.changeType, { params: { councilId, typeId }, body }),
      onSuccess,
    }),
  };
}

export type InspectionAreas = RouteAnswer<typeof inspectionsContract.areas>;
const areasKey = (councilId: number) => ['inspection-areas', councilId] as const;

/** The council's inspection areas with each type's slots in them (issue 32.3). */
export function useInspectionAreas(councilId: number) {
  const api = useApi();
  return useQuery<InspectionAreas, ApiError>({
    queryKey: areasKey(councilId),
    queryFn: () => api.request(routes.areas, { params: { councilId } }),
  });
}

/** The admin's changes to the areas: add one, or change one (its name, suburbs, default and slots). */
export function useInspectionAreaChange(councilId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { areaId: number | null; area: InspectionAreaInput }>({
    mutationFn: ({ areaId, area }) =>
      areaId === null
        ? api.request(routes.addArea, { params: { councilId }, body: area })
        : api.request(routes.changeArea, { params: { councilId, areaId }, body: area }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: areasKey(councilId) }),
  });
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
  return useQuery<RouteAnswer<typeof inspectionsContract.slots>, ApiError>({
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
        : change.kind === 'book'
          ? api.request(routes.book, { params, body: change.slot })
          : api.request(routes.move, { params, body: change.slot }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requiredKey(appId) }),
  });
}
