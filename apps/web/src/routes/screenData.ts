import type {
  cardPaymentsContract,
  councilWorkspaceContract,
  financeContract,
  locationsContract,
  lifecycleContract,
  moneyContract,
  sharingContract,
  tasksContract,
  screensContract,
  statutoryDocumentsContract,
  wizardContract,
} from '@consent/domain';
import { routeUrl } from '@consent/domain';
import { address } from '../api/shellRoutes';

/**
 * The GET calls a screen makes for its application as soon as it shows, by method and path only (as `shellRoutes`,
 * ADR 0075: the contracts are imported for their types, so the compiler checks each path and no schema reaches the
 * code every screen loads first). A screen's route starts them beside the application (ADR 0087), so none waits for
 * the screen's code or for the application's answer.
 */
const calls = {
  tasks: address<typeof tasksContract.tasks>('GET', '/api/applications/:appId/tasks'),
  lifecycle: address<typeof lifecycleContract.view>('GET', '/api/applications/:appId/lifecycle'),
  moneyStatus: address<typeof financeContract.moneyStatus>('GET', '/api/applications/:appId/money-status'),
  feeEstimate: address<typeof moneyContract.feeEstimate>('GET', '/api/applications/:appId/fee-estimate'),
  people: address<typeof sharingContract.people>('GET', '/api/applications/:appId/people'),
  councilApplication: address<typeof councilWorkspaceContract.application>('GET', '/api/council/applications/:appId'),
  councilAnswers: address<typeof councilWorkspaceContract.answers>('GET', '/api/council/applications/:appId/answers'),
  councilMoneyStatus: address<typeof financeContract.councilMoneyStatus>(
    'GET',
    '/api/council/applications/:appId/money-status',
  ),
  councilInvoices: address<typeof moneyContract.councilInvoices>('GET', '/api/council/applications/:appId/invoices'),
  councilCreditNotes: address<typeof cardPaymentsContract.councilCreditNotes>(
    'GET',
    '/api/council/applications/:appId/credit-notes',
  ),
  ecan: address<typeof wizardContract.ecan>('GET', '/obca/ajaxform/ecan/:appId'),
  invoices: address<typeof moneyContract.invoices>('GET', '/api/applications/:appId/invoices'),
  cardPaymentOption: address<typeof cardPaymentsContract.cardPaymentOption>(
    'GET',
    '/api/applications/:appId/card-payments',
  ),
  creditNotes: address<typeof cardPaymentsContract.creditNotes>('GET', '/api/applications/:appId/credit-notes'),
  statutoryDocuments: address<typeof statutoryDocumentsContract.list>(
    'GET',
    '/api/applications/:appId/statutory-documents',
  ),
  summaryScreen: address<typeof screensContract.summary>('GET', '/api/applications/:appId/summary-screen'),
  councilScreen: address<typeof screensContract.councilApplication>('GET', '/api/council/applications/:appId/screen'),
  /** The site map's tiles (asked once per page load), for the map of the application's site. */
  mapTiles: address<typeof locationsContract.mapTiles>('GET', '/api/map/tiles'),
};

/**
 * What check your answers reads each form's answers from (a stored form's first load and its parts, a module-kept
 * form's own calls), for every form the wizard has: which show depends on the application, so a hidden form's (the
 * agent's, for an owner) are asked for nothing, two GETs against a round trip after the application for the rest.
 * Written out as PAGE_STARTS is (features/wizard/startPage.ts); `screenData.test.ts` checks it against the domain.
 */
export const SUMMARY_FORM_LOADS: readonly { path: string }[] = [
  '/obca/ajaxform/getRefNo/:appId',
  '/obca/ajaxform/apptype/:appId',
  '/obca/ajaxform/approle/:appId',
  '/obca/ajaxform/owner/:appId',
  '/obca/ajaxform/agent/:appId',
  '/obca/ajaxform/needagent/:appId',
  '/ajax/get_parcel_data/:appId',
  '/obca/ajaxform/certtitle/:appId',
  '/obca/ajaxform/building/:appId',
  '/obca/ajaxform/schedule/:appId',
  '/obca/ajaxform/lbp/:appId',
  '/ajax/get_plg_data/:appId',
  '/ajax/get_misc_data/:appId',
  '/obca/attachment/:appId',
].map((path) => ({ path }));

/**
 * What check your answers and the application page show, each part read by its own GET: the application's life,
 * money status, fee estimate, people, every form's answers, and a submitted one's invoices, card payment option,
 * credit notes and statutory documents. One call answers them all (`summaryScreen`, ADR 0091), leaving out what does
 * not apply to the application; `screenData.test.ts` checks them against the domain's list of that call's parts.
 */
export const SUMMARY_PARTS: readonly { path: string }[] = [
  calls.lifecycle,
  calls.moneyStatus,
  calls.feeEstimate,
  calls.people,
  ...SUMMARY_FORM_LOADS,
  calls.ecan,
  calls.invoices,
  calls.cardPaymentOption,
  calls.creditNotes,
  calls.statutoryDocuments,
];

/** What the council application shows of its application, each part read by its own GET; one call holds them all. */
export const COUNCIL_APPLICATION_PARTS: readonly { path: string }[] = [
  calls.councilApplication,
  calls.councilAnswers,
  calls.councilMoneyStatus,
  calls.councilInvoices,
  calls.councilCreditNotes,
];

/** Each screen's calls for its application, whatever the application turns out to be. */
export const SCREEN_DATA: Readonly<Record<string, readonly { path: string }[]>> = {
  taskList: [calls.tasks],
  councilApplication: [calls.mapTiles],
};

/** The screens one call answers (ADR 0091): that call, and the GETs whose answers it holds, by their paths. */
export const SCREEN_CALLS: Readonly<Record<string, { call: { path: string }; parts: readonly { path: string }[] }>> = {
  summary: { call: calls.summaryScreen, parts: SUMMARY_PARTS },
  councilApplication: { call: calls.councilScreen, parts: COUNCIL_APPLICATION_PARTS },
};

export type Screen = 'taskList' | 'summary' | 'councilApplication';

/** The paths a screen asks for the application `appId`, each in a call of its own. */
export const screenDataPaths = (screen: Screen, appId: number): string[] =>
  (SCREEN_DATA[screen] ?? []).map((call) => routeUrl(call.path, { appId }));

/** A screen's one call for the application `appId`, and its parts: each under its route's path, and as asked. */
export function screenCall(screen: Screen, appId: number) {
  const one = SCREEN_CALLS[screen];
  if (!one) return null;
  const parts = one.parts.map((part) => ({ key: part.path, path: routeUrl(part.path, { appId }) }));
  return { path: routeUrl(one.call.path, { appId }), parts };
}

/** The council application of a `council/*` address (`applications/:appId`), or null for the workspace's other screens. */
export function councilApplicationId(splat: string | undefined): string | null {
  return /^applications\/([^/]+)\/?$/.exec(splat ?? '')?.[1] ?? null;
}
