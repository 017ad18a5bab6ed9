import { lazy } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { AppError, PageError } from '../features/errors/PageError';
import { AppLayout } from './AppLayout';
import type { RoutePrefetch } from './prefetch';
import { RequireSignIn } from './RequireSignIn';
import { startCouncilPage } from '../features/council/pageCode';
import { councilApplicationId, type Screen } from './screenData';

// Screens other than the main page load on demand, so the main page's bundle carries only itself. A route's loader
// starts its screen's code (the same import React.lazy makes, so it is fetched once) and its data together.
const wizardRoute = () => import('../features/wizard/WizardRoute');
const taskListRoute = () => import('../features/wizard/TaskListRoute');
const summaryRoute = () => import('../features/summary/SummaryRoute');
const singlePageRoute = () => import('../features/singlepage/SinglePageRoute');
const councilWorkspace = () => import('../features/council/CouncilWorkspace');
const SignInPage = lazy(() => import('../features/auth/SignInPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const CloseAccountPage = lazy(() => import('../features/profile/CloseAccountPage'));
const DevOutboxPage = lazy(() => import('../features/auth/DevOutboxPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const InvitationPage = lazy(() => import('../features/sharing/InvitationPage'));
const WizardRoute = lazy(wizardRoute);
const TaskListRoute = lazy(taskListRoute);
const SummaryRoute = lazy(summaryRoute);
const confirmationRoute = () => import('../features/summary/ConfirmationRoute');
const ConfirmationRoute = lazy(confirmationRoute);
const SinglePageRoute = lazy(singlePageRoute);
// The council workspace is one chunk of its own: applicants never download it.
const CouncilWorkspace = lazy(councilWorkspace);
// An invitation to join a council opens signed out too: the page asks the invitee to sign in or register first.
const AcceptInvitationPage = lazy(() => import('../features/councilAdmin/AcceptInvitationPage'));

/**
 * A loader that starts a screen's code and, given a prefetch, the application its `idParam` names, and answers at
 * once: nothing waits on it. The screen shows its own loading state as before.
 */
function starts(code: () => Promise<unknown>, idParam?: 'appId' | 'applicationId', data?: Screen) {
  return (prefetch: RoutePrefetch | null) =>
    ({ params }: LoaderFunctionArgs) => {
      void code().catch(() => {}); // A chunk that fails to load fails again, visibly, where the screen renders it.
      if (prefetch && idParam) prefetch.application(params[idParam]);
      if (prefetch && idParam && data) prefetch.screenData(data, params[idParam]);
      return null;
    };
}

/**
 * The council workspace's loader starts the workspace's frame and, side by side, the code of the page the address
 * names (ADR 0085) and a council application's calls (its screens are routes of their own, ADR 0087).
 */
function startsCouncil(prefetch: RoutePrefetch | null) {
  const screen = starts(councilWorkspace)(prefetch);
  return (args: LoaderFunctionArgs) => {
    const answer = screen(args);
    startCouncilPage(new URL(args.request.url).pathname);
    const appId = councilApplicationId(args.params['*']);
    if (appId !== null) prefetch?.screenData('councilApplication', appId);
    return answer;
  };
}

/** The wizard's loader also starts the page's forms: their code and saved answers (features/wizard/startPage.ts). */
function startsWizard(prefetch: RoutePrefetch | null) {
  const screen = starts(wizardRoute, 'appId')(prefetch);
  return (args: LoaderFunctionArgs) => {
    const answer = screen(args);
    prefetch?.wizardPage(args.params.appId, new URL(args.request.url).searchParams);
    return answer;
  };
}

const loaders = {
  wizard: startsWizard,
  taskList: starts(taskListRoute, 'appId', 'taskList'),
  summary: starts(summaryRoute, 'applicationId', 'summary'),
  confirmation: starts(confirmationRoute, 'applicationId'),
  singlePage: starts(singlePageRoute, 'appId'),
  council: startsCouncil,
};

/** The app's routes; given a prefetch, each route also starts its screen's data (App passes the query client's). */
export function routesWith(prefetch: RoutePrefetch | null): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      // Who is signed in is asked at once, whatever the page: the frame and the guard both need it.
      loader: () => {
        prefetch?.me();
        return null;
      },
      // A page that fails to draw shows PageError inside the frame; a frame that fails shows AppError alone.
      errorElement: <AppError />,
      children: [
        {
          errorElement: <PageError />,
          children: [
            { path: 'signin', element: <SignInPage /> },
            { path: 'register', element: <RegisterPage /> },
            { path: 'verify-email', element: <VerifyEmailPage /> },
            { path: 'forgot-password', element: <ForgotPasswordPage /> },
            { path: 'reset-password', element: <ResetPasswordPage /> },
            // Signed out too: the link in the mail is what confirms (issue 29.5).
            { path: 'close-account', element: <CloseAccountPage /> },
            { path: 'council/invitation', element: <AcceptInvitationPage /> },
            // Signed out too: the page says what the invitation is for, then sends the invitee to sign in or register.
            { path: 'invitations/accept', element: <InvitationPage /> },
            {
              element: <RequireSignIn />,
              children: [
                { index: true, element: <HomePage /> },
                { path: 'profile', element: <ProfilePage /> },
                // The mails it lists are everyone's: a signed-in developer's page only (issue 19.1), and off in production.
                { path: 'dev/outbox', element: <DevOutboxPage /> },
                { path: 'helix/newapp/:appId', element: <WizardRoute />, loader: loaders.wizard(prefetch) },
                { path: 'helix/newapp/:appId/tasks', element: <TaskListRoute />, loader: loaders.taskList(prefetch) },
                {
                  path: 'helix/app/obca/:applicationId/submitted',
                  element: <ConfirmationRoute />,
                  loader: loaders.confirmation(prefetch),
                },
                {
                  path: 'helix/app/obca/:applicationId/:n',
                  element: <SummaryRoute />,
                  loader: loaders.summary(prefetch),
                },
                {
                  path: 'helix/fastTrackApplication/:appId',
                  element: <SinglePageRoute form="fasttrack" />,
                  loader: loaders.singlePage(prefetch),
                },
                {
                  path: 'helix/floodAffectedBuildings/:appId',
                  element: <SinglePageRoute form="floodaffected" />,
                  loader: loaders.singlePage(prefetch),
                },
                { path: 'council/*', element: <CouncilWorkspace />, loader: loaders.council(prefetch) },
              ],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/** The routes without prefetching: what the component tests render. */
export const routes: RouteObject[] = routesWith(null);
