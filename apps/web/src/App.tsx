import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider, createApiClient, createQueryClient } from './api';
import { takeStartedPageCalls } from './api/pageCalls';
import { takeSignedInUser } from './api/signedInUser';
import { queryPrefetch } from './routes/prefetch';
import { routesWith } from './routes/routes';

/**
 * The clients, made before React renders, so the router's loaders start a screen's queries. Made by main.tsx before
 * the first render waits for the screen's code: the router starts its loaders as it is made, so a first load's data
 * is asked beside that code rather than after it (ADR 0096).
 */
export function createApp() {
  const api = createApiClient(undefined, undefined, { retryWrites: true });
  api.adoptPageCalls(takeStartedPageCalls());
  const queryClient = createQueryClient();
  takeSignedInUser(queryClient);
  const router = createBrowserRouter(routesWith(queryPrefetch(api, queryClient)));
  return { api, queryClient, router };
}

export function App({ app: { api, queryClient, router } }: { app: ReturnType<typeof createApp> }) {
  return (
    <ApiProvider api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </ApiProvider>
  );
}
