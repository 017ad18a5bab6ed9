import type {
  InformationAnswer,
  InformationRequestView,
  LifecycleAction,
  LifecycleActor,
  LifecycleStatus,
  StatutoryClock,
} from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import type { ApiError } from './client';

/** One recorded step of the application's life, as the server's timeline lists it. */
export interface TimelineEvent {
  at: string;
  actor: LifecycleActor;
  action: LifecycleAction;
  from: LifecycleStatus;
  to: LifecycleStatus;
  reason: string | null;
  details: Record<string, unknown>;
}

/** A file an answer names, offered for download beside it. */
export interface AnswerFile {
  id: number;
  originalName: string;
  contentType: string;
  size: number;
}

/** `GET /api/applications/{appId}/lifecycle`: the applicant's view of the application's life (issue 18 point 5). */
export interface ApplicationLifecycle {
  result: 'success';
  status: LifecycleStatus;
  actions: LifecycleAction[];
  timeline: TimelineEvent[];
  clock: StatutoryClock;
  information: { requests: InformationRequestView[]; files: AnswerFile[] };
}

const lifecycleKey = (appId: number) => ['lifecycle', appId] as const;

export function useLifecycle(appId: number) {
  const api = useApi();
  return useQuery<ApplicationLifecycle, ApiError>({
    queryKey: lifecycleKey(appId),
    queryFn: () => api.call<ApplicationLifecycle>('GET', `/api/applications/${appId}/lifecycle`),
  });
}

/** After a step, everything that shows the application's status is asked again. */
function useAfterStep(appId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: lifecycleKey(appId) }),
      client.invalidateQueries({ queryKey: ['application', appId] }),
      client.invalidateQueries({ queryKey: ['applications'] }),
    ]);
}

export function useWithdraw(appId: number) {
  const api = useApi();
  const afterStep = useAfterStep(appId);
  return useMutation<{ status: LifecycleStatus }, ApiError, void>({
    mutationFn: () => api.call('POST', `/api/applications/${appId}/withdraw`, {}),
    onSuccess: afterStep,
  });
}

/** Answers every item of the open request; the answers' files are uploaded first and named by id. */
export function useProvideInformation(appId: number) {
  const api = useApi();
  const afterStep = useAfterStep(appId);
  return useMutation<{ status: LifecycleStatus }, ApiError, InformationAnswer[]>({
    mutationFn: (answers) => api.call('POST', `/api/applications/${appId}/information`, { answers }),
    onSuccess: afterStep,
  });
}

