import {
  messages,
  routeUrl,
  type ContractRoute,
  type RouteAnswer,
  type RouteInput,
  productMessages,
  readStatus,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  type RegisterInput,
  type StatusDetail,
  type CreatedApplication,
  type RelatedApplicationRequest,
  type ClientErrorReport,
  IDEMPOTENCY_KEY_HEADER,
  FORM_VERSION_HEADER,
} from '@consent/domain';
import type { NewApplicationAttributes } from './types';
import { newIdempotencyKey, saveWithRetry } from './saveWithRetry';
import { logUnknownResult } from './unknownResult';
import { callKey, type StartedPageCalls } from './pageCalls';
import { shellRoutes, type RouteAddress } from './shellRoutes';

/** A call that did not succeed: the server's status result, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: StatusDetail[] = [],
    /** The answer's body as sent: what a refusal carries beside its message (a version conflict's two versions). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkFailure(): boolean {
    return this.status === 0;
  }

  /** The problems to show: the server's details, or its message alone when it gave none. */
  get problems(): StatusDetail[] {
    return this.details.length ? this.details : [{ message: this.message }];
  }
}

/** What to tell the user of a failed call: the server's (or the network's) message; anything else as it prints. */
export const failureMessage = (error: unknown): string => (error instanceof ApiError ? error.message : String(error));

/** What a call sends beyond its route's input, and who reads the answer's headers. */
export interface CallExtra {
  headers?: Record<string, string>;
  seen?: (headers: Headers) => void;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** How long an answer started early waits for its screen to take it (ADR 0081). */
const EARLY_MS = 15_000;

/** A part of a screen's one answer: its own route's answer, and a stored form's version (ADR 0091). */
interface EarlyPart {
  answer: unknown;
  version?: number;
}

/** A part's answer as its own route would have sent it, its version in the header that route sends it in. */
const partResponse = ({ answer, version }: EarlyPart) =>
  new Response(JSON.stringify(answer), {
    status: 200,
    headers: {
      'content-type': 'application/json',
      ...(version === undefined ? {} : { [FORM_VERSION_HEADER]: String(version) }),
    },
  });

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** A route's input, optional as a whole when the route takes none. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends T` asks whether T has no required keys; no value is typed `{}`
type InputArgs<R extends ContractRoute> = {} extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/**
 * The typed client for the server's contract; the only place that knows the API's paths.
 * fetch is injectable so component tests can answer calls without a server.
 */
export function createApiClient(
  fetchImpl: FetchLike = (input, init) => fetch(input, init),
  log: (line: string) => void = logUnknownResult,
  /** The app's own client: a write failing for want of a network is sent again, with one Idempotency-Key (ADR 0069). */
  { retryWrites = false } = {},
) {
  /**
   * Reads a route started before its screen asked (ADR 0081): the answer, unread, taken by the first GET of the same
   * path without headers of its own within EARLY_MS, once. Nothing is cached beyond that one taking.
   */
  const early = new Map<string, { at: number; response: () => Promise<Response> }>();
  function takeEarly(path: string): Promise<Response> | undefined {
    const now = Date.now();
    for (const [key, entry] of early) if (now - entry.at > EARLY_MS) early.delete(key);
    const entry = early.get(path);
    early.delete(path);
    return entry?.response();
  }
  /** Reads by POST the page's early script started (ADR 0096; the application's), by `callKey`, each taken once. */
  const pageReads = new Map<string, { at: number; response: Promise<Response> }>();
  function takePageRead(key: string): Promise<Response> | undefined {
    const entry = pageReads.get(key);
    pageReads.delete(key);
    return entry && Date.now() - entry.at <= EARLY_MS ? entry.response : undefined;
  }
  const getInit = { method: 'GET', credentials: 'same-origin', headers: { accept: 'application/json' } } as const;
  /** Told when a call is refused because the session has ended (ADR 0074): signed out elsewhere, or expired. */
  const sessionEndedListeners = new Set<() => void>();
  /** One call's answer, unread: every failure is an ApiError here, so each caller only has a success to read. */
  async function send(
    method: ContractRoute['method'],
    path: string,
    body?: unknown,
    extra: CallExtra = {},
  ): Promise<unknown> {
    let response: Response;
    const retried = retryWrites && method !== 'GET';
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(retried ? { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } : {}),
      ...extra.headers,
    };
    const init = {
      method,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    } as const;
    const plain = Object.keys(extra.headers ?? {}).length === 0;
    const pageRead = method !== 'GET' && plain ? takePageRead(callKey(method, path, body)) : undefined;
    // A write may change what an answer started before it says (a page's saved answers, once saved): none is taken.
    if (method !== 'GET' && !pageRead) {
      early.clear();
      pageReads.clear();
    }
    const started = pageRead ?? (method === 'GET' && plain ? takeEarly(path) : undefined);
    try {
      response = await (started ?? (retried ? saveWithRetry(() => fetchImpl(path, init)) : fetchImpl(path, init)));
      extra.seen?.(response.headers);
    } catch {
      throw new ApiError(0, messages.networkRequestFailed);
    }
    const json = await readJson(response);
    if (!response.ok) {
      // A body that is not a status result (a proxy's error page) still gets a readable message.
      const status = readStatus(json, log);
      // /me's own 401 is its answer (signed out), and what the listeners ask again: not told, or it would loop.
      if (response.status === 401 && status.message === productMessages.signInRequired && path !== shellRoutes.me.path)
        for (const listener of sessionEndedListeners) listener();
      throw new ApiError(
        response.status,
        status.known ? status.message : productMessages.serverError,
        status.details ?? [],
        json,
      );
    }
    if (json === undefined) throw new ApiError(response.status, productMessages.serverError);
    // A status answer whose result is none of the spec's three is not taken as a success (spec point 4).
    if (typeof json === 'object' && json !== null && 'result' in json && !readStatus(json, log).known) {
      throw new ApiError(response.status, productMessages.serverError);
    }
    return json;
  }

  /**
   * Calls a contract route (packages/domain/src/contract): its input and answer types are the route's schemas,
   * so a changed schema breaks the callers that no longer fit. The server encodes every answer through the
   * same response schema, which is why the answer is taken as that type here, once, rather than cast at each call.
   * Only the route's method and path are read: the client's own calls pass just those (shellRoutes.ts).
   */
  function request<R extends ContractRoute>(
    route: R | RouteAddress<R>,
    ...[input]: InputArgs<R>
  ): Promise<RouteAnswer<R>> {
    const { params, querystring, body } = (input ?? {}) as {
      params?: Record<string, unknown>;
      querystring?: Record<string, unknown>;
      body?: unknown;
    };
    return send(route.method, routeUrl(route.path, params, querystring), body) as Promise<RouteAnswer<R>>;
  }

  /** {@link request} with headers of its own, seeing the answer's headers (a stored form's version). */
  function requestWith<R extends ContractRoute>(route: R | RouteAddress<R>, input: RouteInput<R>, extra: CallExtra) {
    const { params, querystring, body } = input as {
      params?: Record<string, unknown>;
      querystring?: Record<string, unknown>;
      body?: unknown;
    };
    return send(route.method, routeUrl(route.path, params, querystring), body, extra) as Promise<RouteAnswer<R>>;
  }

  return {
    me: () => request(shellRoutes.me),
    login: (input: LoginInput) => request(shellRoutes.login, { body: input }),
    register: (input: RegisterInput) => request(shellRoutes.register, { body: input }),
    requestPasswordReset: (input: ForgotPasswordInput) => request(shellRoutes.requestPasswordReset, { body: input }),
    resetPassword: (input: ResetPasswordInput) => request(shellRoutes.resetPassword, { body: input }),
    verifyEmail: (token: string) => request(shellRoutes.verifyEmail, { body: { token } }),
    resendVerification: () => request(shellRoutes.resendVerification, { body: {} }),
    devOutbox: async () => (await request(shellRoutes.devOutbox)).mails,
    logout: () => request(shellRoutes.logout, { body: {} }),
    applications: async () => (await request(shellRoutes.applications)).applications,
    application: (applicationId: number) =>
      request(shellRoutes.application, { body: { application_id: applicationId } }),
    setAppCouncil: (appId: number, councilId: number) =>
      request(shellRoutes.setAppCouncil, { body: { appId, councilId } }),
    councils: async () => (await request(shellRoutes.councils)).councils,
    councilConfigs: async (councilId: number) =>
      (await request(shellRoutes.councilConfigs, { params: { councilId } })).configs,
    depositTableEnabled: async (councilId: number, applicationType: number) =>
      (
        await request(shellRoutes.depositTable, {
          querystring: { t: councilId, apptype: String(applicationType) },
        })
      ).deposit_table_enabled,
    newApplication: async (data: NewApplicationAttributes): Promise<CreatedApplication> => {
      const answer = await request(shellRoutes.accessApp, { body: { action: 'new', data } });
      // The route answers every action; a creation's answer is the one that carries the first page's step.
      if (!('step' in answer)) throw new ApiError(200, productMessages.serverError);
      return answer;
    },
    newRelatedApplication: (input: RelatedApplicationRequest) => request(shellRoutes.createRelated, { body: input }),
    reportClientError: (report: ClientErrorReport) => request(shellRoutes.reportClientError, { body: report }),
    requestMultiproof: (reason: string) => request(shellRoutes.requestMultiproof, { body: { reason } }),
    request,
    requestWith,
    /**
     * Takes the calls the page's early script started before the first code arrived (ADR 0096): a GET as if started
     * by `startEarly`, a read by POST (the application) for the first call with the same body. Each is taken once.
     */
    adoptPageCalls: (started: StartedPageCalls | undefined) => {
      const at = Date.now();
      for (const [key, response] of started ?? []) {
        const [method, path] = key.split(' ', 2) as [string, string];
        if (method === 'GET') early.set(path, { at, response: () => response });
        else pageReads.set(key, { at, response });
      }
      started?.clear();
    },
    /** Starts a GET its screen will ask for, before the screen's code has arrived (issue 33.2); see `early`. */
    startEarly: (path: string) => {
      if (early.has(path)) return;
      // Read whole at once, so an answer no screen takes (a form the application hides) holds no connection open.
      const response = fetchImpl(path, getInit).then(async (sent) => {
        const body = await sent.arrayBuffer();
        return new Response(body.byteLength ? body : null, { status: sent.status, headers: sent.headers });
      });
      response.catch(() => {}); // A failure is the screen's to see, when it takes the answer.
      early.set(path, { at: Date.now(), response: () => response });
    },
    /**
     * Starts one GET whose answer holds many GETs' answers, each under its route's path (`key`), as a screen's one
     * call does (ADR 0091): each part's own GET of `path` takes its answer from it, on the rules of `startEarly`. A
     * part the answer left out (a hidden form's; the whole answer, when it failed) asks its own route when taken.
     */
    startEarlyParts: (path: string, parts: readonly { key: string; path: string }[]) => {
      const waiting = parts.filter((part) => !early.has(part.path));
      if (!waiting.length) return;
      type Parts = { parts?: Record<string, EarlyPart | undefined> };
      const answer: Promise<Parts> = fetchImpl(path, getInit)
        .then(async (sent) => (sent.ok ? ((await sent.json()) as Parts) : {}))
        .catch(() => ({}));
      const at = Date.now();
      for (const part of waiting)
        early.set(part.path, {
          at,
          response: () =>
            answer.then((all) => {
              const got = all.parts?.[part.key];
              return got ? partResponse(got) : fetchImpl(part.path, getInit);
            }),
        });
    },
    extendSession: () => request(shellRoutes.extendSession, { body: {} }),
    /** Calls `listener` whenever a call is refused for want of a session; returns how to stop. */
    onSessionEnded: (listener: () => void) => {
      sessionEndedListeners.add(listener);
      return () => {
        sessionEndedListeners.delete(listener);
      };
    },
    /** The version of each stored form this tab loaded or saved last, by application and form (ADR 0069). */
    formVersions: new Map<string, number>(),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
