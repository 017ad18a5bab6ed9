import { isValidElement } from 'react';
import { matchRoutes, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { AppError, PageError } from '../features/errors/PageError';
import { AppLayout } from './AppLayout';
import type { RoutePrefetch } from './prefetch';
import { RequireSignIn } from './RequireSignIn';
import { startCouncilPage } from '../features/council/pageCode';
import { startPageForms } from '../features/wizard/startPage';
import { councilApplicationId, type Screen } from './screenData';
import { lazyScreen } from './lazyScreen';

// Screens other than the main page load on demand, so the main page's bundle carries only itself. A route's loader
// starts its screen's code and its data together; once the code is in, the screen draws with no fallback (ADR 0092).
const SignInPage = lazyScreen(() => import('../features/auth/SignInPage'));
const RegisterPage = lazyScreen(() => import('../features/auth/RegisterPage'));
const VerifyEmailPage = lazyScreen(() => import('../features/auth/VerifyEmailPage'));
const ForgotPasswordPage = lazyScreen(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazyScreen(() => import('../features/auth/ResetPasswordPage'));
const CloseAccountPage = lazyScreen(() => import('../features/profile/CloseAccountPage'));
const DevOutboxPage = lazyScreen(() => import('../features/auth/DevOutboxPage'));
const ProfilePage = lazyScreen(() => import('../features/profile/ProfilePage'));
const InvitationPage = lazyScreen(() => import('../features/sharing/InvitationPage'));
const WizardRoute = lazyScreen(() => import('../features/wizard/WizardRoute'));
const TaskListRoute = lazyScreen(() => import('../features/wizard/TaskListRoute'));
const SummaryRoute = lazyScreen(() => import('../features/summary/SummaryRoute'));
const ConfirmationRoute = lazyScreen(() => import('../features/summary/ConfirmationRoute'));
const SinglePageRoute = lazyScreen(() => import('../features/singlepage/SinglePageRoute'));
// The council workspace is one chunk of its own: applicants never download it.
const CouncilWorkspace = lazyScreen(() => import('../features/council/CouncilWorkspace'));
// An invitation to join a council opens signed out too: the page asks the invitee to sign in or register first.
const AcceptInvitationPage = lazyScreen(() => import('../features/councilAdmin/AcceptInvitationPage'));

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
  const screen = starts(CouncilWorkspace.start)(prefetch);
  return (args: LoaderFunctionArgs) => {
    const answer = screen(args);
    void startCouncilPage(new URL(args.request.url).pathname);
    const appId = councilApplicationId(args.params['*']);
    if (appId !== null) prefetch?.screenData('councilApplication', appId);
    return answer;
  };
}

/** The wizard's loader also starts the page's forms: their code and saved answers (features/wizard/startPage.ts). */
function startsWizard(prefetch: RoutePrefetch | null) {
  const screen = starts(WizardRoute.start, 'appId')(prefetch);
  return (args: LoaderFunctionArgs) => {
    const answer = screen(args);
    prefetch?.wizardPage(args.params.appId, new URL(args.request.url).searchParams);
    return answer;
  };
}

const loaders = {
  wizard: startsWizard,
  taskList: starts(TaskListRoute.start, 'appId', 'taskList'),
  summary: starts(SummaryRoute.start, 'applicationId', 'summary'),
  confirmation: starts(ConfirmationRoute.start, 'applicationId'),
  singlePage: starts(SinglePageRoute.start, 'appId'),
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

/**
 * Starts the code of the screens an address shows (`pathname`, and `search` for a wizard page's forms), and answers
 * when it is in (or has failed: the screen then shows the failure where it renders). The page's first render waits
 * for it, so the screen and its forms draw at once, with no fallback first (ADR 0092, ADR 0096); the server has named
 * that code in the page, so it has been downloading beside the first code.
 */
export function screenCodeAt(pathname: string, search = ''): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const starts = matches.flatMap(({ route }) => {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    return typeof type === 'function' && 'start' in type && typeof type.start === 'function'
      ? [(type.start as () => Promise<unknown>)()]
      : [];
  });
  const wizard = matches.some(({ route }) => isValidElement(route.element) && route.element.type === WizardRoute);
  const forms = wizard ? [startPageForms(new URLSearchParams(search))] : [];
  return Promise.allSettled([...starts, ...forms, startCouncilPage(pathname)]);
}
