/**
 * Each page address's own code (ADR 0092): the source modules its route loads on demand, which the server names in
 * the page it serves (`<link rel="modulepreload">`, apps/server/src/http/routeCode.ts) so they download beside the
 * first code instead of after it has run. The first pattern an address matches wins (`:name` is one part of the
 * path, nothing else is a pattern). `signedIn`: the screen is behind the sign-in, so a signed-out visitor, sent to
 * the sign-in page, is not given its code. `routeCode.test.ts` checks each pattern against the app's routes; the
 * build fails on a module it cannot find (`apps/web/routeCode.ts`).
 */
export interface RouteCode {
  pattern: string;
  modules: string[];
  signedIn: boolean;
}

const WORKSPACE = 'features/council/CouncilWorkspace.tsx';

export const ROUTE_CODE: RouteCode[] = [
  { pattern: '/signin', modules: ['features/auth/SignInPage.tsx'], signedIn: false },
  { pattern: '/register', modules: ['features/auth/RegisterPage.tsx'], signedIn: false },
  { pattern: '/forgot-password', modules: ['features/auth/ForgotPasswordPage.tsx'], signedIn: false },
  { pattern: '/reset-password', modules: ['features/auth/ResetPasswordPage.tsx'], signedIn: false },
  { pattern: '/verify-email', modules: ['features/auth/VerifyEmailPage.tsx'], signedIn: false },
  { pattern: '/profile', modules: ['features/profile/ProfilePage.tsx'], signedIn: true },
  { pattern: '/helix/newapp/:appId/tasks', modules: ['features/wizard/TaskListRoute.tsx'], signedIn: true },
  { pattern: '/helix/newapp/:appId', modules: ['features/wizard/WizardRoute.tsx'], signedIn: true },
  {
    pattern: '/helix/app/obca/:applicationId/submitted',
    modules: ['features/summary/ConfirmationRoute.tsx'],
    signedIn: true,
  },
  { pattern: '/helix/app/obca/:applicationId/:n', modules: ['features/summary/SummaryRoute.tsx'], signedIn: true },
  {
    pattern: '/helix/fastTrackApplication/:appId',
    modules: ['features/singlepage/SinglePageRoute.tsx'],
    signedIn: true,
  },
  {
    pattern: '/helix/floodAffectedBuildings/:appId',
    modules: ['features/singlepage/SinglePageRoute.tsx'],
    signedIn: true,
  },
  // The council workspace's frame and the page its address names (features/council/pageCode.ts, in its order).
  { pattern: '/council', modules: [WORKSPACE, 'features/council/CouncilHome.tsx'], signedIn: true },
  {
    pattern: '/council/applications/:appId',
    modules: [WORKSPACE, 'features/council/ApplicationPage.tsx'],
    signedIn: true,
  },
  { pattern: '/council/:councilId', modules: [WORKSPACE, 'features/council/QueuePage.tsx'], signedIn: true },
  {
    pattern: '/council/:councilId/admin',
    modules: [WORKSPACE, 'features/councilAdmin/CouncilAdminPage.tsx'],
    signedIn: true,
  },
  {
    pattern: '/council/:councilId/report',
    modules: [WORKSPACE, 'features/council/dashboard/ReportPage.tsx'],
    signedIn: true,
  },
  {
    pattern: '/council/:councilId/finance',
    modules: [WORKSPACE, 'features/money/finance/FinancePage.tsx'],
    signedIn: true,
  },
  {
    pattern: '/council/:councilId/inspections',
    modules: [WORKSPACE, 'features/inspections/onSite/InspectionRunPage.tsx'],
    signedIn: true,
  },
];

/** What the build writes for the server: each pattern with the files to preload, in the order of ROUTE_CODE. */
export const ROUTE_CODE_FILE = 'route-code.json';
