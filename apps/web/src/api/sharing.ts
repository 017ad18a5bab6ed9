import type {
  sharingContract,
  ApplicationPeople,
  InvitationSummary,
  InviteCollaboratorInput,
  StatusAnswer,
} from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';
import { meQueryKey } from './queries';
import { address } from './shellRoutes';

/** Sharing's calls by method and path (ADR 0095): the contract for its types only, so no zod. */
const routes = {
  people: address<typeof sharingContract.people>('GET', '/api/applications/:appId/people'),
  invite: address<typeof sharingContract.invite>('POST', '/api/applications/:appId/invitations'),
  cancelInvitation: address<typeof sharingContract.cancelInvitation>(
    'DELETE',
    '/api/applications/:appId/invitations/:invitationId',
  ),
  removeCollaborator: address<typeof sharingContract.removeCollaborator>(
    'DELETE',
    '/api/applications/:appId/collaborators/:userId',
  ),
  invitation: address<typeof sharingContract.invitation>('GET', '/api/invitations'),
  accept: address<typeof sharingContract.accept>('POST', '/api/invitations/accept'),
};

const peopleKey = (appId: number) => ['applications', appId, 'people'] as const;

/** Who has access to the application (issue 19.6): its owner, collaborators and, for the owner, open invitations. */
export function usePeople(appId: number) {
  const api = useApi();
  return useQuery<ApplicationPeople, ApiError>({
    queryKey: peopleKey(appId),
    queryFn: async () => (await api.request(routes.people, { params: { appId } })).people,
  });
}

export function useInvite(appId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StatusAnswer, ApiError, InviteCollaboratorInput>({
    mutationFn: (input) => api.request(routes.invite, { params: { appId }, body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: peopleKey(appId) }),
  });
}

/** Removes a collaborator, or cancels an invitation not yet accepted. */
export function useRemoveAccess(appId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StatusAnswer, ApiError, { collaborator: number } | { invitation: number }>({
    mutationFn: (who) =>
      'collaborator' in who
        ? api.request(routes.removeCollaborator, { params: { appId, userId: who.collaborator } })
        : api.request(routes.cancelInvitation, { params: { appId, invitationId: who.invitation } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: peopleKey(appId) }),
  });
}

/** What an invitation link is for, asked before the invitee signs in. */
export function useInvitation(token: string) {
  const api = useApi();
  return useQuery<InvitationSummary, ApiError>({
    queryKey: ['invitation', token],
    queryFn: async () => (await api.request(routes.invitation, { querystring: { token } })).invitation,
    retry: false,
  });
}

export function useAcceptInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StatusAnswer & { appId: number; path: string }, ApiError, string>({
    mutationFn: (token) => api.request(routes.accept, { body: { token } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      // Whether the user has applications is in /me.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
