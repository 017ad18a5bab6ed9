import {
  messages,
  productMessages,
  readStatus,
  routeUrl,
  type RouteAnswer,
  type StatutoryDocumentKind,
  type statutoryDocumentsContract,
} from '@consent/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from './ApiProvider';
import { ApiError } from './client';
import { logUnknownResult } from './unknownResult';
import { address } from './shellRoutes';

/** Its call by method and path (ADR 0095): the contract for its types only, so no zod. */
const list = address<typeof statutoryDocumentsContract.list>('GET', '/api/applications/:appId/statutory-documents');

export type StatutoryDocuments = RouteAnswer<typeof statutoryDocumentsContract.list>;

/** `GET /api/applications/{appId}/statutory-documents`: what the council issued (issue 32.1). */
export function useStatutoryDocuments(appId: number) {
  const api = useApi();
  return useQuery<StatutoryDocuments, ApiError>({
    queryKey: ['statutory-documents', appId],
    queryFn: () => api.request(list, { params: { appId } }),
  });
}

/** Where an issued document downloads from (the file, not JSON: not on the contract). */
export const statutoryDocumentUrl = (appId: number, documentId: number) =>
  `${routeUrl(list.path, { appId })}/${documentId}`;

/**
 * The document a grant with these details would issue (form 5, or form 4 or 7; `document` picks one of a grant
 * that issues two), as a PDF for the officer to open.
 */
export async function previewBuildingConsent(
  appId: number,
  details: unknown,
  document?: StatutoryDocumentKind,
): Promise<Blob> {
  let response: Response;
  const query = document ? `?document=${document}` : '';
  try {
    response = await fetch(`/api/council/applications/${appId}/grant/preview${query}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/pdf, application/json' },
      body: JSON.stringify(details),
    });
  } catch {
    throw new ApiError(0, messages.networkRequestFailed);
  }
  if (response.ok) return response.blob();
  const status = readStatus(await response.json().catch(() => undefined), logUnknownResult);
  throw new ApiError(
    response.status,
    status.known ? status.message : productMessages.serverError,
    status.details ?? [],
  );
}
