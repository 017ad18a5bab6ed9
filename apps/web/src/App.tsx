import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider, createApiClient, createQueryClient } from './api';
import { takeSignedInUser } from './api/signedInUser';
import { queryPrefetch } from './routes/prefetch';
import { routesWith } from './routes/routes';

/** The clients are made here, not inside ApiProvider, so the router's loaders can start a screen's queries. */
function createApp() {
  const api = createApiClient(undefined, undefined, { retryWrites: true });
  const queryClient = createQueryClient();
  takeSignedInUser(queryClient);
  const router = createBrowserRouter(routesWith(queryPrefetch(api, queryClient)));
  return { api, queryClient, router };
}

export function App() {
  const [{ api, queryClient, router }] = useState(createApp);
  return (
    <ApiProvider api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </ApiProvider>
  );
}
