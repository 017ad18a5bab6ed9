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
const WizardRoute = lazy(() => import('../features/wizard/WizardRoute'));
const SummaryRoute = lazy(() => import('../features/summary/SummaryRoute'));

/**
 * The spec's deep links (point 2, "Redirects after creating an application"): the wizard and the
 * summary/resume page have their screens; the single-page forms come in later issues and open the
 * application screen for now.
 */
const applicationPaths = [
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
          { path: 'helix/newapp/:appId', element: <WizardRoute /> },
          { path: 'helix/app/obca/:applicationId/:n', element: <SummaryRoute /> },
          ...applicationPaths.map((path) => ({ path, element: <ApplicationRoute /> })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
