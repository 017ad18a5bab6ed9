import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, type ApiError } from '../../api';

/*
 * The council admin's calls (issue 18 points 1, 6, 7). Kept beside the screens while the workspace is built on
 * its own branch; they belong in src/api (the one place that names paths) when the two are merged.
 */

export type CouncilRole = 'officer' | 'admin';
interface Member {
  userId: number;
  fullName: string;
  email: string;
  role: CouncilRole;
  since: string;
}
interface Invitation {
  id: number;
  email: string;
  role: CouncilRole;
  invitedAt: string;
  expiresAt: string;
}
interface ApiKey {
  id: number;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
interface MultiproofCandidate {
  userId: number;
  fullName: string;
  email: string;
  permission: string;
  requestedAt: string | null;
  reason: string | null;
}

const base = (councilId: number) => `/api/council/councils/${encodeURIComponent(councilId)}`;
const keys = {
  members: (councilId: number) => ['council-admin', councilId, 'members'] as const,
  apiKeys: (councilId: number) => ['council-admin', councilId, 'api-keys'] as const,
  multiproof: (councilId: number) => ['council-admin', councilId, 'multiproof'] as const,
};

/** A change, then the list it changed read again. */
function useChange<Input, Answer = unknown>(queryKey: readonly unknown[], send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation<Answer, ApiError, Input>({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}

export function useMembers(councilId: number) {
  const api = useApi();
  return useQuery<{ members: Member[]; invitations: Invitation[] }, ApiError>({
    queryKey: keys.members(councilId),
    queryFn: () => api.call('GET', `${base(councilId)}/members`),
  });
}

export function useMemberChanges(councilId: number) {
  const api = useApi();
  const key = keys.members(councilId);
  return {
    invite: useChange(key, (input: { email: string; role: CouncilRole }) => api.call('POST', `${base(councilId)}/invitations`, input)),
    withdraw: useChange(key, (invitationId: number) => api.call('DELETE', `${base(councilId)}/invitations/${invitationId}`)),
    changeRole: useChange(key, ({ userId, role }: { userId: number; role: CouncilRole }) => api.call('PUT', `${base(councilId)}/members/${userId}`, { role })),
    remove: useChange(key, (userId: number) => api.call('DELETE', `${base(councilId)}/members/${userId}`)),
  };
}

export function useApiKeys(councilId: number) {
  const api = useApi();
  return useQuery<{ keys: ApiKey[] }, ApiError>({ queryKey: keys.apiKeys(councilId), queryFn: () => api.call('GET', `${base(councilId)}/api-keys`) });
}

export function useApiKeyChanges(councilId: number) {
  const api = useApi();
  const key = keys.apiKeys(councilId);
  return {
    create: useChange(key, (name: string) => api.call<{ apiKey: ApiKey & { key: string } }>('POST', `${base(councilId)}/api-keys`, { name })),
    revoke: useChange(key, (keyId: number) => api.call('DELETE', `${base(councilId)}/api-keys/${keyId}`)),
  };
}

export function useMultiproofCandidates(councilId: number) {
  const api = useApi();
  return useQuery<{ users: MultiproofCandidate[] }, ApiError>({
    queryKey: keys.multiproof(councilId),
    queryFn: () => api.call('GET', `${base(councilId)}/multiproof-permissions`),
  });
}

export function useMultiproofChange(councilId: number) {
  const api = useApi();
  return useChange(keys.multiproof(councilId), ({ userId, grant }: { userId: number; grant: boolean }) =>
    api.call(grant ? 'PUT' : 'DELETE', `${base(councilId)}/multiproof-permissions/${userId}`),
  );
}

/** Accepts a mailed invitation as the signed-in user (whose address must be the invited one). */
export function useAcceptInvitation() {
  const api = useApi();
  return useMutation<{ membership: { councilId: number; role: CouncilRole } }, ApiError, string>({
    mutationFn: (token) => api.call('POST', '/api/council-invitations/accept', { token }),
  });
}
