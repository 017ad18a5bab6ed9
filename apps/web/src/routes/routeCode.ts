import type { WizardFormId } from '@consent/domain';
import type { PageCall } from '../api/pageCalls';
import { shellRoutes } from '../api/shellRoutes';
import { PAGE_STARTS } from '../features/wizard/pageStarts';

/**
 * Each page address's own code (ADR 0092): the source modules its route loads on demand, which the server names in
 * the page it serves (`<link rel="modulepreload">`, apps/server/src/http/routeCode.ts) so they download beside the
 * first code instead of after it has run. The first pattern an address matches wins (`:name` is one part of the
 * path, nothing else is a pattern; `query`, when given, must be in the address too). `signedIn`: the screen is behind
 * the sign-in, so a signed-out visitor, sent to the sign-in page, is not given its code. `routeCode.test.ts` checks
 * each pattern against the app's routes; the build fails on a module it cannot find (`apps/web/routeCode.ts`).
 */
export interface RouteCode {
  pattern: string;
  /** Query parameters the address must also carry, each with this value (a wizard page's `task=jump&step=N`). */
  query?: Record<string, string>;
  modules: string[];
  signedIn: boolean;
  /**
   * The calls its screen makes first, started by the page's early script before the first code arrives (ADR 0096);
   * `:appId` in a path, or as a body's value, is the address's application id (the server writes none without one).
   */
  calls?: PageCall[];
}

/** Each wizard form's module, as `features/wizard/pageForms.ts` imports it (`routeCode.test.ts` checks they agree). */
export const FORM_MODULES: Record<WizardFormId, string> = {
  preApplication: 'features/wizard/forms/PreApplicationForm.tsx',
  pim: 'features/wizard/forms/PimForm.tsx',
  applicantRole: 'features/wizard/forms/RoleForm.tsx',
  ownerDetails: 'features/wizard/forms/PersonForm.tsx',
  agentDetails: 'features/wizard/forms/PersonForm.tsx',
  firstPointOfContact: 'features/wizard/forms/ContactForm.tsx',
  invoicePayableBy: 'features/wizard/forms/ContactForm.tsx',
  recordOfTitle: 'features/wizard/forms/CertTitleForm.tsx',
  plg: 'features/wizard/forms/PlgForm.tsx',
  miscInfo: 'features/wizard/forms/MiscForm.tsx',
  siteLocation: 'features/location/SiteLocationForm.tsx',
  project: 'features/project/ProjectForm.tsx',
  contacts: 'features/contacts/ContactsForm.tsx',
  attachments: 'features/attachments/AttachmentsForm.tsx',
};

const WIZARD = 'features/wizard/WizardRoute.tsx';

/**
 * A wizard page named by its step (`?task=jump&step=N`): the wizard's code and its forms' (ADR 0096), which the route
 * starts on arrival and the first render waits for, and the calls its route starts (the application, the forms' saved
 * answers); without a step the page is not known until the task list answers.
 */
const WIZARD_PAGES: RouteCode[] = Object.entries(PAGE_STARTS).map(([step, { forms, paths }]) => ({
  pattern: '/helix/newapp/:appId',
  query: { task: 'jump', step },
  modules: [WIZARD, ...new Set(forms.map((form) => FORM_MODULES[form]))],
  signedIn: true,
  calls: [
    { method: shellRoutes.application.method, path: shellRoutes.application.path, body: { application_id: ':appId' } },
    ...paths.map((path) => ({ method: 'GET' as const, path })),
  ],
}));

const WORKSPACE = 'features/council/CouncilWorkspace.tsx';

export const ROUTE_CODE: RouteCode[] = [
  { pattern: '/signin', modules: ['features/auth/SignInPage.tsx'], signedIn: false },
  { pattern: '/register', modules: ['features/auth/RegisterPage.tsx'], signedIn: false },
  { pattern: '/forgot-password', modules: ['features/auth/ForgotPasswordPage.tsx'], signedIn: false },
  { pattern: '/reset-password', modules: ['features/auth/ResetPasswordPage.tsx'], signedIn: false },
  { pattern: '/verify-email', modules: ['features/auth/VerifyEmailPage.tsx'], signedIn: false },
  { pattern: '/profile', modules: ['features/profile/ProfilePage.tsx'], signedIn: true },
  { pattern: '/helix/newapp/:appId/tasks', modules: ['features/wizard/TaskListRoute.tsx'], signedIn: true },
  ...WIZARD_PAGES,
  { pattern: '/helix/newapp/:appId', modules: [WIZARD], signedIn: true },
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
