import type { ApplicationPeople, InvitationSummary, InviteCollaboratorInput } from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';

interface StatusAnswer {
  result: string;
  message: string;
}

const peopleKey = (appId: number) => ['applications', appId, 'people'] as const;

/** Who has access to the application (issue 19.6): its owner, collaborators and, for the owner, open invitations. */
export function usePeople(appId: number) {
  const api = useApi();
  return useQuery<ApplicationPeople, ApiError>({
    queryKey: peopleKey(appId),
    queryFn: async () => (await api.call<{ people: ApplicationPeople }>('GET', `/api/applications/${appId}/people`)).people,
  });
}

export function useInvite(appId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StatusAnswer, ApiError, InviteCollaboratorInput>({
    mutationFn: (input) => api.call<StatusAnswer>('POST', `/api/applications/${appId}/invitations`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: peopleKey(appId) }),
  });
}

/** Removes a collaborator, or cancels an invitation not yet accepted. */
export function useRemoveAccess(appId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StatusAnswer, ApiError, { collaborator: number } | { invitation: number }>({
    mutationFn: (who) =>
      api.call<StatusAnswer>(
        'DELETE',
        'collaborator' in who ? `/api/applications/${appId}/collaborators/${who.collaborator}` : `/api/applications/${appId}/invitations/${who.invitation}`,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: peopleKey(appId) }),
  });
}

/** What an invitation link is for, asked before the invitee signs in. */
export function useInvitation(token: string) {
  const api = useApi();
  return useQuery<InvitationSummary, ApiError>({
    queryKey: ['invitation', token],
    queryFn: async () => (await api.call<{ invitation: InvitationSummary }>('GET', `/api/invitations?token=${encodeURIComponent(token)}`)).invitation,
    retry: false,
  });
}

export function useAcceptInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation<StatusAnswer & { appId: number; path: string }, ApiError, string>({
    mutationFn: (token) => api.call('POST', '/api/invitations/accept', { token }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['applications'] }),
  });
}
