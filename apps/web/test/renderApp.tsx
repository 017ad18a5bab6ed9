import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Me } from '@consent/domain';
import { ApiProvider, createApiClient, type FetchLike } from '../src/api';
import { routes } from '../src/routes/routes';

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Beside its content-type (e.g. the header a kept copy carries). */
  headers?: Record<string, string>;
}

/** An answer per 'METHOD /path'; a function sees the request body. Unknown calls fail the test loudly. */
export type FakeServer = Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** A fetch that answers from the table, so screens can be tested without a server. */
export function fakeFetch(server: FakeServer, calls: RecordedCall[] = []): FetchLike {
  return async (path, init) => {
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    // Read as possibly missing: a call the test did not set up has no entry.
    const answers: Partial<FakeServer> = server;
    const entry = answers[`${method} ${path}`];
    if (!entry) throw new Error(`No fake answer for ${method} ${path}`);
    const answer = typeof entry === 'function' ? entry(body) : entry;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
}

/**
 * The summary page's sections read their own answers; a test not about them sets up only what it is about, and
 * any other read is refused (each section says so) rather than failing the test.
 */
export function withEmptyAnswers(server: FakeServer, calls: RecordedCall[] = []): FetchLike {
  const known = fakeFetch(server, calls);
  return async (path, init) =>
    `${init.method ?? 'GET'} ${path}` in server
      ? known(path, init)
      : new Response(JSON.stringify({ result: 'error', message: 'Not kept by this test.', details: [] }), {
          status: 404,
        });
}

export const signedOut: FakeAnswer = {
  status: 401,
  body: { result: 'error', message: 'Please sign in to continue.', details: [] },
};

export const aUser = (overrides: Partial<Me> = {}): Me => ({
  id: 7,
  email: 'aroha@example.co.nz',
  fullName: 'Aroha Ngata',
  multiproofPermission: 'no',
  multiproofRequested: false,
  hasApplications: false,
  applicantRole: null,
  userDetails: {},
  emailVerified: true,
  userValid: false,
  councils: [],
  sessionExpiresAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
  ...overrides,
});

/** Renders the whole app (or a screen no route opens, given its own routes) at a path, over a fake server. Returns the router to read where it went. */
export function renderApp(path: string, server: FakeServer, fetchImpl?: FetchLike, routeTable: RouteObject[] = routes) {
  const calls: RecordedCall[] = [];
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const api = createApiClient(fetchImpl ?? fakeFetch(server, calls));
  render(
    <ApiProvider api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </ApiProvider>,
  );
  return { router, calls, currentPath: () => `${router.state.location.pathname}${router.state.location.search}` };
}
