import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { AppError, PageError } from '../features/errors/PageError';
import { AppLayout } from './AppLayout';
import { RequireSignIn } from './RequireSignIn';

// Screens other than the main page load on demand, so the main page's bundle carries only itself.
const SignInPage = lazy(() => import('../features/auth/SignInPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const VerifyEmailPage = lazy(() => import('../features/auth/VerifyEmailPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const DevOutboxPage = lazy(() => import('../features/auth/DevOutboxPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const InvitationPage = lazy(() => import('../features/sharing/InvitationPage'));
const WizardRoute = lazy(() => import('../features/wizard/WizardRoute'));
const TaskListRoute = lazy(() => import('../features/wizard/TaskListRoute'));
const SummaryRoute = lazy(() => import('../features/summary/SummaryRoute'));
const ConfirmationRoute = lazy(() => import('../features/summary/ConfirmationRoute'));
const SinglePageRoute = lazy(() => import('../features/singlepage/SinglePageRoute'));
// The council workspace is one chunk of its own: applicants never download it.
const CouncilWorkspace = lazy(() => import('../features/council/CouncilWorkspace'));
// An invitation to join a council opens signed out too: the page asks the invitee to sign in or register first.
const AcceptInvitationPage = lazy(() => import('../features/councilAdmin/AcceptInvitationPage'));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
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
              { path: 'helix/newapp/:appId', element: <WizardRoute /> },
              { path: 'helix/newapp/:appId/tasks', element: <TaskListRoute /> },
              { path: 'helix/app/obca/:applicationId/submitted', element: <ConfirmationRoute /> },
              { path: 'helix/app/obca/:applicationId/:n', element: <SummaryRoute /> },
              { path: 'helix/fastTrackApplication/:appId', element: <SinglePageRoute form="fasttrack" /> },
              { path: 'helix/floodAffectedBuildings/:appId', element: <SinglePageRoute form="floodaffected" /> },
              { path: 'council/*', element: <CouncilWorkspace /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
