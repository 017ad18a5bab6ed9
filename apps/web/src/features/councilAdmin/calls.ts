import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  councilAdminContract as routes,
  staffAccessContract,
  type CouncilRole,
  type Invitation,
  type RouteAnswer,
  type StaffAccessQuery,
} from '@consent/domain';
import { meQueryKey, useApi, type ApiError } from '../../api';

/*
 * The council admin's calls (issue 18 points 1, 6, 7), kept beside their screens. Their paths, inputs and answers
 * are the contract's (packages/domain/src/contract/councilAdmin.ts).
 */

export type { CouncilRole, Invitation };

const keys = {
  members: (councilId: number) => ['council-admin', councilId, 'members'] as const,
  apiKeys: (councilId: number) => ['council-admin', councilId, 'api-keys'] as const,
  multiproof: (councilId: number) => ['council-admin', councilId, 'multiproof'] as const,
};

/** A change, then the list it changed read again. */
function useChange<Input, Answer = unknown>(queryKey: readonly unknown[], send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation<Answer, ApiError, Input>({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useMembers(councilId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof routes.members>, ApiError>({
    queryKey: keys.members(councilId),
    queryFn: () => api.request(routes.members, { params: { councilId } }),
  });
}

export function useMemberChanges(councilId: number) {
  const api = useApi();
  const key = keys.members(councilId);
  return {
    invite: useChange(key, (input: { email: string; role: CouncilRole }) =>
      api.request(routes.invite, { params: { councilId }, body: input }),
    ),
    withdraw: useChange(key, (invitationId: number) =>
      api.request(routes.withdrawInvitation, { params: { councilId, invitationId } }),
    ),
    changeRole: useChange(key, ({ userId, role }: { userId: number; role: CouncilRole }) =>
      api.request(routes.changeRole, { params: { councilId, userId }, body: { role } }),
    ),
    remove: useChange(key, (userId: number) => api.request(routes.removeMember, { params: { councilId, userId } })),
  };
}

export function useApiKeys(councilId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof routes.apiKeys>, ApiError>({
    queryKey: keys.apiKeys(councilId),
    queryFn: () => api.request(routes.apiKeys, { params: { councilId } }),
  });
}

export function useApiKeyChanges(councilId: number) {
  const api = useApi();
  const key = keys.apiKeys(councilId);
  return {
    create: useChange(key, (name: string) =>
      api.request(routes.createApiKey, { params: { councilId }, body: { name } }),
    ),
    revoke: useChange(key, (keyId: number) => api.request(routes.revokeApiKey, { params: { councilId, keyId } })),
  };
}

export function useMultiproofCandidates(councilId: number) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof routes.multiproofCandidates>, ApiError>({
    queryKey: keys.multiproof(councilId),
    queryFn: () => api.request(routes.multiproofCandidates, { params: { councilId } }),
  });
}

export function useMultiproofChange(councilId: number) {
  const api = useApi();
  return useChange(keys.multiproof(councilId), ({ userId, grant }: { userId: number; grant: boolean }) =>
    api.request(grant ? routes.grantMultiproof : routes.revokeMultiproof, { params: { councilId, userId } }),
  );
}

/** Accepts a mailed invitation as the signed-in user (whose address must be the invited one). */
export function useAcceptInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<RouteAnswer<typeof routes.acceptInvitation>, ApiError, string>({
    mutationFn: (token) => api.request(routes.acceptInvitation, { body: { token } }),
    // The councils whose workspace the user may open are in /me.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** One page of the council's staff access log for these search terms (issue 29.4). */
export function useStaffAccessLog(councilId: number, query: StaffAccessQuery) {
  const api = useApi();
  return useQuery<RouteAnswer<typeof staffAccessContract.search>, ApiError>({
    queryKey: ['council-admin', councilId, 'access-log', query],
    queryFn: () =>
      api.request(staffAccessContract.search, {
        params: { councilId },
        querystring: query,
      }),
  });
}
