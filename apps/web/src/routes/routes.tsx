import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { AppLayout } from './AppLayout';
import { RequireSignIn } from './RequireSignIn';

// Screens other than the main page load on demand, so the main page's bundle carries only itself.
const SignInPage = lazy(() => import('../features/auth/SignInPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ApplicationRoute = lazy(() => import('../features/application/ApplicationRoute'));

/**
 * The spec's deep links (point 2, "Redirects after creating an application"). The wizard, summary
 * and single-page forms behind them come in later issues; for now each opens the application screen.
 */
const applicationPaths = [
  'helix/newapp/:appId',
  'helix/app/obca/:applicationId/:n',
  'helix/fastTrackApplication/:appId',
  'helix/floodAffectedBuildings/:appId',
];

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: 'signin', element: <SignInPage /> },
      { path: 'register', element: <RegisterPage /> },
      {
        element: <RequireSignIn />,
        children: [
          { index: true, element: <HomePage /> },
          ...applicationPaths.map((path) => ({ path, element: <ApplicationRoute /> })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
