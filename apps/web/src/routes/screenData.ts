import type {
  councilWorkspaceContract,
  financeContract,
  locationsContract,
  lifecycleContract,
  moneyContract,
  sharingContract,
  tasksContract,
  cardPaymentsContract,
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

/** Each screen's calls for its application, whatever the application turns out to be. */
export const SCREEN_DATA: Readonly<Record<string, readonly { path: string }[]>> = {
  taskList: [calls.tasks],
  /** Check your answers and the application page: what both show (a submitted one's money and documents follow it). */
  summary: [calls.lifecycle, calls.moneyStatus, calls.feeEstimate, calls.people, ...SUMMARY_FORM_LOADS],
  councilApplication: [
    calls.councilApplication,
    calls.councilAnswers,
    calls.councilMoneyStatus,
    calls.councilInvoices,
    calls.councilCreditNotes,
    calls.mapTiles,
  ],
};

export type Screen = 'taskList' | 'summary' | 'councilApplication';

/** The paths a screen asks for the application `appId`. */
export const screenDataPaths = (screen: Screen, appId: number): string[] =>
  (SCREEN_DATA[screen] ?? []).map((call) => routeUrl(call.path, { appId }));

/** The council application of a `council/*` address (`applications/:appId`), or null for the workspace's other screens. */
export function councilApplicationId(splat: string | undefined): string | null {
  return /^applications\/([^/]+)\/?$/.exec(splat ?? '')?.[1] ?? null;
}
