import type {
  Council,
  CouncilConfig,
  CreatedApplication,
  Me,
  RelatedApplicationRequest,
  StatusAnswer,
} from '@consent/domain';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './client';
import { useApi } from './ApiProvider';
import { meQueryKey } from './auth';
import type { NewApplicationAttributes } from './types';

/** Councils change rarely; one load per visit is enough. */
const COUNCIL_STALE_MS = 10 * 60_000;

export function useCouncils() {
  const api = useApi();
  return useQuery<Council[], ApiError>({
    queryKey: ['councils'],
    queryFn: () => api.councils(),
    staleTime: COUNCIL_STALE_MS,
  });
}

/** A council's configs (disable_apps, MinorVariationURL, ...); nothing is fetched until a council is chosen. */
export function useCouncilConfigs(councilId: number | null) {
  const api = useApi();
  return useQuery<CouncilConfig, ApiError>({
    queryKey: ['councilConfigs', councilId],
    queryFn: councilId === null ? skipToken : () => api.councilConfigs(councilId),
    staleTime: COUNCIL_STALE_MS,
  });
}

/** Reads a council's configs now (cached like useCouncilConfigs), for a decision made on submit. */
export function useFetchCouncilConfigs() {
  const api = useApi();
  const queryClient = useQueryClient();
  return (councilId: number) =>
    queryClient.query<CouncilConfig, ApiError>({
      queryKey: ['councilConfigs', councilId],
      queryFn: () => api.councilConfigs(councilId),
      staleTime: COUNCIL_STALE_MS,
    });
}

/** Whether the council takes a deposit for this application type (`/obca/deposit_table`). */
export function useDepositTable(councilId: number | null, applicationType: number) {
  const api = useApi();
  return useQuery<boolean, ApiError>({
    queryKey: ['depositTable', councilId, applicationType],
    queryFn: councilId === null ? skipToken : () => api.depositTableEnabled(councilId, applicationType),
    staleTime: COUNCIL_STALE_MS,
  });
}

/** After a creation the user has applications: the list and the checklist rule (Me.hasApplications) change. */
function useAfterCreation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['applications'] }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);
}

export function useNewApplication() {
  const api = useApi();
  const afterCreation = useAfterCreation();
  return useMutation<CreatedApplication, ApiError, NewApplicationAttributes>({
    mutationFn: (data) => api.newApplication(data),
    onSuccess: afterCreation,
  });
}

export function useNewRelatedApplication() {
  const api = useApi();
  const afterCreation = useAfterCreation();
  return useMutation<CreatedApplication, ApiError, RelatedApplicationRequest>({
    mutationFn: (request) => api.newRelatedApplication(request),
    onSuccess: afterCreation,
  });
}

/** A stored request for the multiproof function; the user is marked as having asked. */
export function useRequestMultiproof() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StatusAnswer, ApiError, string>({
    mutationFn: (reason) => api.requestMultiproof(reason),
    onSuccess: () =>
      queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, multiproofRequested: true } : me)),
  });
}
