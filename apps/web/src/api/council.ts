import {
  messages,
  productMessages,
  readStatus,
  COUNCIL_ACTION_PATHS,
  type CouncilAction,
  type DocumentItem,
  type LifecycleAction,
  type LifecycleStatus,
  type StatutoryClock,
} from '@consent/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient } from './client';
import type { TimelineEvent } from './lifecycle';
import type { ParcelOption } from './locations';

export type { CouncilAction };
import { useApi } from './ApiProvider';

/** The queue's filters, search, order and page, as `GET /api/council/councils/{councilId}/applications` takes them. */
export interface QueueQuery {
  status?: string;
  type?: string;
  q?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
}

export interface QueueItem {
  appId: number;
  typeName: string;
  typeCode: string;
  reference: string;
  consentNumber: string | null;
  siteAddress: string | null;
  applicant: string;
  submittedAt: string | null;
  status: LifecycleStatus;
  daysUsed: number;
  daysRemaining: number;
  overdue: boolean;
}

export interface QueuePage {
  total: number;
  page: number;
  pageSize: number;
  applications: QueueItem[];
}

/** One recorded step of the application's life: the same timeline the applicant reads. */
export type TimelineEntry = TimelineEvent;

/** One application as its council reads it: what it is, its clock, its timeline and what the officer may do now. */
export interface CouncilApplication {
  application: { id: number; status: LifecycleStatus; bcNumber: string | null; typeCode: string; completedAt: string | null; councilId: number };
  typeName: string;
  siteAddress: string | null;
  applicant: { fullName: string; email: string };
  timeline: TimelineEntry[];
  clock: StatutoryClock;
  actions: LifecycleAction[];
  role: 'officer' | 'admin';
}

export interface AnswerSection {
  title: string;
  rows: { key: string; value: string }[];
  empty?: string;
  part?: boolean;
}

export interface CouncilAnswers {
  sections: AnswerSection[];
  documents: DocumentItem[];
  /** The site's parcels, for the map. */
  parcels: ParcelOption[];
}

const applicationPath = (appId: number) => `/api/council/applications/${appId}`;

function queueSearch(query: QueueQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The council workspace's calls (issue 18.2), and the addresses of the files it offers for download. */
export function councilCalls(api: ApiClient) {
  const { call } = api;
  return {
    queue: (councilId: number, query: QueueQuery) => call<QueuePage>('GET', `/api/council/councils/${councilId}/applications${queueSearch(query)}`),
    application: (appId: number) => call<CouncilApplication>('GET', applicationPath(appId)),
    answers: (appId: number) => call<CouncilAnswers>('GET', `${applicationPath(appId)}/answers`),
    act: (appId: number, action: CouncilAction, details: unknown) => call<{ status: LifecycleStatus }>('POST', `${applicationPath(appId)}/${COUNCIL_ACTION_PATHS[action]}`, details),
    downloadUrl: (appId: number, documentId: number) => `${applicationPath(appId)}/documents/${documentId}`,
    pdfUrl: (appId: number) => `${applicationPath(appId)}/summary.pdf`,
  };
}

export function useCouncilCalls() {
  return councilCalls(useApi());
}

const applicationKey = (appId: number) => ['council', 'application', appId] as const;

export function useCouncilQueue(councilId: number, query: QueueQuery) {
  const calls = useCouncilCalls();
  // The page shown stays on screen while the next loads, so paging and filtering do not flash an empty table.
  return useQuery<QueuePage, ApiError>({ queryKey: ['council', 'queue', councilId, query], queryFn: () => calls.queue(councilId, query), placeholderData: keepPreviousData });
}

export function useCouncilApplication(appId: number) {
  const calls = useCouncilCalls();
  return useQuery<CouncilApplication, ApiError>({ queryKey: applicationKey(appId), queryFn: () => calls.application(appId) });
}

export function useCouncilAnswers(appId: number) {
  const calls = useCouncilCalls();
  return useQuery<CouncilAnswers, ApiError>({ queryKey: [...applicationKey(appId), 'answers'], queryFn: () => calls.answers(appId) });
}

/** One council action; afterwards the application (status, timeline, actions) and the queues are read again. */
export function useCouncilAction(appId: number, action: CouncilAction) {
  const calls = useCouncilCalls();
  const queryClient = useQueryClient();
  return useMutation<{ status: LifecycleStatus }, ApiError, unknown>({
    mutationFn: (details) => calls.act(appId, action, details),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['council'] }),
  });
}

/** Uploads the grant's decision document (one small file, so fetch without progress); resolves with the stored document. */
export async function uploadDecisionDocument(appId: number, file: File): Promise<DocumentItem> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(`${applicationPath(appId)}/decision-document`, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' }, body });
  } catch {
    throw new ApiError(0, messages.networkRequestFailed);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok && json && typeof json === 'object' && 'document' in json) return (json as { document: DocumentItem }).document;
  const status = readStatus(json);
  throw new ApiError(response.status, status.known ? status.message : productMessages.serverError, status.details ?? []);
}
