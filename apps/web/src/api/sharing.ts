import {
  sharingContract,
  type ApplicationPeople,
  type InvitationSummary,
  type InviteCollaboratorInput,
  type StatusAnswer,
} from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';
import { meQueryKey } from './queries';

const peopleKey = (appId: number) => ['applications', appId, 'people'] as const;

/** Who has access to the application (issue 19.6): its owner, collaborators and, for the owner, open invitations. */
export function usePeople(appId: number) {
  const api = useApi();
  return useQuery<ApplicationPeople, ApiError>({
    queryKey: peopleKey(appId),
    queryFn: async () => (await api.request(sharingContract.people, { params: { appId } })).people,
  });
}

export function useInvite(appId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StatusAnswer, ApiError, InviteCollaboratorInput>({
    mutationFn: (input) => api.request(sharingContract.invite, { params: { appId }, body: input }),
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
        ? api.request(sharingContract.removeCollaborator, { params: { appId, userId: who.collaborator } })
        : api.request(sharingContract.cancelInvitation, { params: { appId, invitationId: who.invitation } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: peopleKey(appId) }),
  });
}

/** What an invitation link is for, asked before the invitee signs in. */
export function useInvitation(token: string) {
  const api = useApi();
  return useQuery<InvitationSummary, ApiError>({
    queryKey: ['invitation', token],
    queryFn: async () => (await api.request(sharingContract.invitation, { querystring: { token } })).invitation,
    retry: false,
  });
}

export function useAcceptInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StatusAnswer & { appId: number; path: string }, ApiError, string>({
    mutationFn: (token) => api.request(sharingContract.accept, { body: { token } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      // Whether the user has applications is in /me.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
