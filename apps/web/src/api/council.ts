import {
  messages,
  productMessages,
  readStatus,
  routeUrl,
  councilWorkspaceContract as routes,
  type CouncilAction,
  type DocumentItem,
  type RouteAnswer,
  type TimelineEvent,
} from '@consent/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient } from './client';
import { logUnknownResult } from './unknownResult';

export type { CouncilAction };
import { useApi } from './ApiProvider';

// The queue's call and types live apart (councilQueue.ts), so the queue's screen loads no schema (ADR 0085).
export { useCouncilQueue, type QueueItem, type QueuePage, type QueueQuery } from './councilQueue';
/** One recorded step of the application's life: the same timeline the applicant reads. */
export type TimelineEntry = TimelineEvent;
/** One application as its council reads it: what it is, its clock, its timeline and what the officer may do now. */
export type CouncilApplication = RouteAnswer<typeof routes.application>;
export type CouncilAnswers = RouteAnswer<typeof routes.answers>;
type Acted = RouteAnswer<(typeof routes)[CouncilAction]>;

const applicationPath = (appId: number) => `/api/council/applications/${appId}`;

/** The council workspace's calls (issue 18.2), and the addresses of the files it offers for download. */
function councilCalls(api: ApiClient) {
  const { request } = api;
  return {
    application: (appId: number) => request(routes.application, { params: { appId } }),
    answers: (appId: number) => request(routes.answers, { params: { appId } }),
    // The action forms build their details from their fields; the server's lifecycle machine checks them (ADR 0023),
    // so the body is passed as given rather than narrowed to the union of the five actions' details here.
    act: (appId: number, action: CouncilAction, details: unknown): Promise<Acted> =>
      request(routes[action], { params: { appId }, body: details as never }),
    downloadUrl: (appId: number, documentId: number) => `${applicationPath(appId)}/documents/${documentId}`,
    pdfUrl: (appId: number) => `${applicationPath(appId)}/summary.pdf`,
  };
}

export function useCouncilCalls() {
  return councilCalls(useApi());
}

const applicationKey = (appId: number) => ['council', 'application', appId] as const;

export function useCouncilApplication(appId: number) {
  const calls = useCouncilCalls();
  return useQuery<CouncilApplication, ApiError>({
    queryKey: applicationKey(appId),
    queryFn: () => calls.application(appId),
  });
}

export function useCouncilAnswers(appId: number) {
  const calls = useCouncilCalls();
  return useQuery<CouncilAnswers, ApiError>({
    queryKey: [...applicationKey(appId), 'answers'],
    queryFn: () => calls.answers(appId),
  });
}

/**
 * One council action; afterwards the application (status, timeline, actions), the queues and its money (a grant
 * issues the final invoice, issue 31 point 4) are read again.
 */
export function useCouncilAction(appId: number, action: CouncilAction) {
  const calls = useCouncilCalls();
  const queryClient = useQueryClient();
  return useMutation<Acted, ApiError, unknown>({
    mutationFn: (details) => calls.act(appId, action, details),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['council'] }),
        queryClient.invalidateQueries({ queryKey: ['money', 'council', appId] }),
      ]),
  });
}

/** Uploads the grant's decision document (one small file, so fetch without progress); resolves with the stored document. */
export async function uploadDecisionDocument(appId: number, file: File): Promise<DocumentItem> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(routeUrl(routes.uploadDecision.path, { appId }), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body,
    });
  } catch {
    throw new ApiError(0, messages.networkRequestFailed);
  }
  const json: unknown = await response.json().catch(() => undefined);
  // The one call outside `request` (a file, so not JSON): its answer is read through the contract's schema rather than cast.
  const uploaded = response.ok ? routes.uploadDecision.response.safeParse(json) : null;
  if (uploaded?.success) return uploaded.data.document;
  const status = readStatus(json, logUnknownResult);
  throw new ApiError(
    response.status,
    status.known ? status.message : productMessages.serverError,
    status.details ?? [],
  );
}
