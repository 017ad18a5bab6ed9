import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider } from './api';
import { routes } from './routes/routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <ApiProvider>
      <RouterProvider router={router} />
    </ApiProvider>
  );
}
