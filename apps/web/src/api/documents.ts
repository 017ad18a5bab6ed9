import {
  messages,
  productMessages,
  readStatus,
  routeUrl,
  type DocumentItem,
  type documentsContract,
  type RouteAnswer,
  type ValidationMode,
} from '@consent/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient } from './client';
import { useApi } from './ApiProvider';
import { logUnknownResult } from './unknownResult';
import { address } from './shellRoutes';

/**
 * The documents' calls by method and path (as shellRoutes.ts), so the File Attachments page draws without the
 * contract's schemas (ADR 0089); the compiler checks each against the contract's literal method and path.
 */
const routes = {
  list: address<typeof documentsContract.list>('GET', '/obca/attachment/:appId'),
  remove: address<typeof documentsContract.remove>('DELETE', '/api/applications/:appId/documents/:documentId'),
  saveHasUpFiles: address<typeof documentsContract.saveHasUpFiles>('POST', '/obca/ajax/hasupfiles/:appId'),
  upload: address<typeof documentsContract.upload>('POST', '/api/applications/:appId/documents'),
  uploadInformation: address<typeof documentsContract.uploadInformation>(
    'POST',
    '/api/applications/:appId/information/documents',
  ),
};

/** `GET /obca/attachment/{applicationId}`: the documents, the types this application offers, what is missing, the size limit. */
export type AttachmentList = RouteAnswer<typeof documentsContract.list>;

export interface UploadHandle {
  /** Resolves with the stored document; rejects with an ApiError (status 0 for a network failure or a cancel). */
  done: Promise<DocumentItem>;
  cancel(): void;
}

/** The File Attachments page's calls, and the addresses of the files it offers for download. */
function documentCalls(api: ApiClient) {
  const { request } = api;
  return {
    list: (appId: number) => request(routes.list, { params: { appId } }),
    remove: (appId: number, documentId: number) => request(routes.remove, { params: { appId, documentId } }),
    saveHasUpFiles: (appId: number, mode: ValidationMode) =>
      request(routes.saveHasUpFiles, {
        params: { appId },
        body: { data: {}, step: 15, app_id: appId, validation_mode: mode },
      }),
    downloadUrl: (appId: number, documentId: number) => `/api/applications/${appId}/documents/${documentId}`,
    summaryPdfUrl: (appId: number) => `/api/applications/${appId}/summary.pdf`,
  };
}
type DocumentCalls = ReturnType<typeof documentCalls>;

export function useDocumentCalls(): DocumentCalls {
  return documentCalls(useApi());
}

/**
 * Uploads one file with XMLHttpRequest, because fetch cannot report upload progress: `onProgress`
 * gets the fraction sent (0 to 1). One file a request, so each can be cancelled and retried alone.
 */
export function uploadDocument(
  appId: number,
  documentTypeId: number,
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle {
  return uploadFile(routeUrl(routes.upload.path, { appId }, { documentTypeId }), file, onProgress);
}

/** The same for a file answering the council's open request for further information (issue 18). */
export function uploadInformationDocument(appId: number, file: File): UploadHandle {
  return uploadFile(routeUrl(routes.uploadInformation.path, { appId }), file, () => {});
}

function uploadFile(url: string, file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const done = new Promise<DocumentItem>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = async () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      // fetch is not used here, so the answer is read with the contract's own schema rather than taken on trust; the
      // schema is loaded when the first upload answers, not with the page (ADR 0089).
      let schema: (typeof import('./uploadAnswer'))['uploadedAnswerSchema'];
      try {
        schema = (await import('./uploadAnswer')).uploadedAnswerSchema;
      } catch {
        reject(new ApiError(0, messages.networkRequestFailed));
        return;
      }
      const uploaded = schema.safeParse(json);
      if (xhr.status >= 200 && xhr.status < 300 && uploaded.success) {
        onProgress(1);
        resolve(uploaded.data.document);
        return;
      }
      const status = readStatus(json, logUnknownResult);
      reject(
        new ApiError(xhr.status, status.known ? status.message : productMessages.serverError, status.details ?? []),
      );
    };
    xhr.onerror = () => {
      reject(new ApiError(0, messages.networkRequestFailed));
    };
    xhr.onabort = () => {
      reject(new ApiError(0, 'cancelled'));
    };
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
  return {
    done,
    cancel: () => {
      xhr.abort();
    },
  };
}

/** The application's attachments, refetched after each upload or delete. */
export function useAttachments(appId: number) {
  const calls = useDocumentCalls();
  return useQuery<AttachmentList, ApiError>({
    queryKey: ['attachments', appId],
    queryFn: () => calls.list(appId),
    staleTime: 0,
  });
}

export function useRefreshAttachments(appId: number) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['attachments', appId] });
}
