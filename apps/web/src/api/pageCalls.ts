/**
 * The calls a page's first screen makes first, which the server names in the page it serves (`route-code.json`'s
 * `calls`, apps/server/src/http/routeCode.ts) and `early.ts` starts before the first code has arrived (ADR 0096).
 * Imports nothing: `early.ts` is a script of its own, a few hundred bytes, that must not load the first code.
 */
export interface PageCall {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

/** The id of the page's JSON data block that lists them. */
export const PAGE_CALLS_ELEMENT_ID = 'page-calls';

/** Where `early.ts` leaves each answer it started, by `callKey`, for the API client to take (`adoptPageCalls`). */
export const PAGE_CALLS_GLOBAL = '__pageCalls';

/** A call's key: its method, path and body as the API client sends them. */
export const callKey = (method: string, path: string, body?: unknown): string =>
  `${method} ${path}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`;

export type StartedPageCalls = Map<string, Promise<Response>>;

/** The answers `early.ts` started, taken out of the window once (none on a page without the list, or in tests). */
export function takeStartedPageCalls(win: Window = window): StartedPageCalls | undefined {
  const holder = win as unknown as Record<string, StartedPageCalls | undefined>;
  const started = holder[PAGE_CALLS_GLOBAL];
  holder[PAGE_CALLS_GLOBAL] = undefined;
  return started;
}
