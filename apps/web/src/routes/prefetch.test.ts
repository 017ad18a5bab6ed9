import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_USER_ELEMENT_ID } from '@consent/domain';
import { createApiClient } from '../api';
import { takeSignedInUser } from '../api/signedInUser';
import { aUser } from '../../test/renderApp';
import { queryPrefetch } from './prefetch';
import { routesWith } from './routes';

/** A router at `path` over a fetch that records each call and never answers: what was asked before any render. */
function routerAt(path: string, before: (queryClient: QueryClient) => void = () => {}) {
  const calls: string[] = [];
  const api = createApiClient((input, init) => {
    calls.push(`${init.method ?? 'GET'} ${input} ${typeof init.body === 'string' ? init.body : ''}`.trim());
    return new Promise<Response>(() => {});
  });
  const queryClient = new QueryClient();
  before(queryClient);
  const router = createMemoryRouter(routesWith(queryPrefetch(api, queryClient)), { initialEntries: [path] });
  return { calls, queryClient, router };
}

describe('a route starts its data before its screen renders', () => {
  it('asks who is signed in, the wizard page’s application and its forms’ answers at once, without rendering', () => {
    const { calls, queryClient, router } = routerAt('/helix/newapp/42?task=jump&step=4');
    expect(calls).toEqual([
      'GET /api/auth/me',
      'POST /obca/application {"application_id":42}',
      'GET /obca/ajaxform/owner/42',
      'GET /api/profile',
    ]);
    expect(queryClient.getQueryState(['application', 42])?.fetchStatus).toBe('fetching');
    router.dispose();
  });

  it('asks for the application of check your answers by its applicationId', () => {
    const { calls, router } = routerAt('/helix/app/obca/7/123456?opt=resume');
    expect(calls).toContain('POST /obca/application {"application_id":7}');
    router.dispose();
  });

  it('starts the saved answers of the wizard page the address names, beside the application', () => {
    const { calls, router } = routerAt('/helix/newapp/42?task=jump&step=3');
    expect(calls).toContain('GET /obca/ajaxform/approle/42');
    router.dispose();
  });

  it('starts the task list’s tasks beside its application', () => {
    const { calls, router } = routerAt('/helix/newapp/42/tasks');
    expect(calls).toContain('GET /api/applications/42/tasks');
    expect(calls).toContain('POST /obca/application {"application_id":42}');
    router.dispose();
  });

  it('starts what check your answers shows in one call beside the application, neither waiting for the other', () => {
    const { calls, router } = routerAt('/helix/app/obca/7/123456?opt=resume');
    expect(calls).toEqual([
      'GET /api/auth/me',
      'POST /obca/application {"application_id":7}',
      'GET /api/applications/7/summary-screen',
    ]);
    router.dispose();
  });

  it('starts a council application’s one call and its map’s tiles at once, and none on the council’s queue', () => {
    const { calls, router } = routerAt('/council/applications/9');
    expect(calls).toEqual(['GET /api/auth/me', 'GET /api/council/applications/9/screen', 'GET /api/map/tiles']);
    router.dispose();
    const queue = routerAt('/council/1');
    expect(queue.calls).toEqual(['GET /api/auth/me']);
    queue.router.dispose();
  });

  it('starts the calls of a form a server module keeps (the project page) with the page', () => {
    const { calls, router } = routerAt('/helix/newapp/42?task=jump&step=8');
    expect(calls).toEqual(expect.arrayContaining(['GET /obca/ajaxform/building/42', 'GET /obca/ajaxform/schedule/42']));
    router.dispose();
  });

  it('asks only who is signed in where the id is not an application number', () => {
    const { calls, router } = routerAt('/helix/newapp/abc');
    expect(calls).toEqual(['GET /api/auth/me']);
    router.dispose();
  });

  it('asks nobody who is signed in when index.html said it, and takes the data out of the page', () => {
    const me = aUser({ fullName: 'Mere </script> Tane' });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = SIGNED_IN_USER_ELEMENT_ID;
    block.textContent = JSON.stringify(me).replace(/</g, '\\u003c');
    document.body.append(block);
    const { calls, queryClient, router } = routerAt('/helix/newapp/42?task=jump&step=4', (client) => {
      takeSignedInUser(client);
    });
    expect(calls).toEqual([
      'POST /obca/application {"application_id":42}',
      'GET /obca/ajaxform/owner/42',
      'GET /api/profile',
    ]);
    expect(queryClient.getQueryData(['me'])).toEqual(me);
    expect(document.getElementById(SIGNED_IN_USER_ELEMENT_ID)).toBeNull();
    router.dispose();
  });
});
