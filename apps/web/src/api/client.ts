import {
  messages,
  productMessages,
  readStatus,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  type Me,
  type RegisterInput,
  type StatusDetail,
  type ApplicationData,
  type ApplicationListItem,
  type Council,
  type CouncilConfig,
  type RelatedApplicationRequest,
  type ClientErrorReport,
} from '@consent/domain';
import type { AuthAnswer, CreatedApplication, NewApplicationAttributes, StatusAnswer } from './types';
import { logUnknownResult } from './unknownResult';

/** A call that did not succeed: the server's status result, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: StatusDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The typed client for the server's contract; the only place that knows the API's paths.
 * fetch is injectable so component tests can answer calls without a server.
 */
/** A mail as the dev outbox lists it (development only). */
export interface DevOutboxMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

export function createApiClient(fetchImpl: FetchLike = (input, init) => fetch(input, init), log: (line: string) => void = logUnknownResult) {
  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(path, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, messages.networkRequestFailed);
    }
    const json = await readJson(response);
    if (!response.ok) {
      // A body that is not a status result (a proxy's error page) still gets a readable message.
      const status = readStatus(json, log);
      throw new ApiError(response.status, status.known ? status.message : productMessages.serverError, status.details ?? []);
    }
    if (json === undefined) throw new ApiError(response.status, productMessages.serverError);
    // A status answer whose result is none of the spec's three is not taken as a success (spec point 4).
    if (typeof json === 'object' && json !== null && 'result' in json && !readStatus(json, log).known) {
      throw new ApiError(response.status, productMessages.serverError);
    }
    return json as T;
  }

  return {
    me: () => call<Me>('GET', '/api/auth/me'),
    login: (input: LoginInput) => call<AuthAnswer>('POST', '/api/auth/login', input),
    register: (input: RegisterInput) => call<StatusAnswer>('POST', '/api/auth/register', input),
    requestPasswordReset: (input: ForgotPasswordInput) => call<StatusAnswer>('POST', '/api/auth/password-reset/request', input),
    resetPassword: (input: ResetPasswordInput) => call<StatusAnswer>('POST', '/api/auth/password-reset', input),
    verifyEmail: (token: string) => call<StatusAnswer>('POST', '/api/auth/verify-email', { token }),
    resendVerification: () => call<StatusAnswer>('POST', '/api/auth/verify-email/resend', {}),
    devOutbox: async () => (await call<{ mails: DevOutboxMail[] }>('GET', '/api/dev/outbox')).mails,
    logout: () => call<StatusAnswer>('POST', '/api/auth/logout', {}),
    applications: async () =>
      (await call<{ applications: ApplicationListItem[] }>('GET', '/api/applications')).applications,
    application: (applicationId: number) => call<ApplicationData>('POST', '/obca/application', { application_id: applicationId }),
    setAppCouncil: (appId: number, councilId: number) =>
      call<StatusAnswer>('POST', '/obca/set_app_council', { appId, councilId }),
    councils: async () => (await call<{ councils: Council[] }>('GET', '/ajax/get_councils')).councils,
    councilConfigs: async (councilId: number) =>
      (await call<{ configs: CouncilConfig }>('GET', `/ajax/get_councils_configs/${councilId}`)).configs,
    depositTableEnabled: async (councilId: number, applicationType: number) =>
      (
        await call<{ deposit_table_enabled: boolean }>(
          'GET',
          `/obca/deposit_table/?t=${encodeURIComponent(councilId)}&apptype=${encodeURIComponent(applicationType)}`,
        )
      ).deposit_table_enabled,
    newApplication: (data: NewApplicationAttributes) =>
      call<CreatedApplication>('POST', '/access/app', { action: 'new', data }),
    newRelatedApplication: (request: RelatedApplicationRequest) =>
      call<CreatedApplication>('POST', '/api/applications/related', request),
    reportClientError: (report: ClientErrorReport) => call<StatusAnswer>('POST', '/api/client-errors', report),
    requestMultiproof: (reason: string) => call<StatusAnswer>('POST', '/api/multiproof/request', { reason }),
    /** The typed calls of a feature's own file in this folder (e.g. wizard.ts) go through here. */
    call,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
