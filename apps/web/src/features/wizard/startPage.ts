import type { WizardFormId } from '@consent/domain';
import type { ApiClient } from '../../api';
import { startFormCode } from './pageForms';

/** A wizard page's forms, and the GET paths their saved answers are read from (`:appId`, the application). */
interface PageStart {
  forms: readonly WizardFormId[];
  paths: readonly string[];
}

/**
 * Each wizard page by its step in the address (`?task=jump&step=N`): its forms, and what they ask when they first show:
 * each stored form's loads, the calls of the forms a server module keeps (site location, project, contacts,
 * attachments) and a person form's profile ("Use my details"). Written out rather than worked out from the domain,
 * whose pages and contracts would bring zod and the forms' schemas into the code every screen loads first (ADR 0075),
 * and would cost the route a chunk of its own before it could start anything (ADR 0087). `startPage.test.ts` checks
 * it against the domain's pages, the stored forms' loads and the module-kept forms' contract routes.
 */
export const PAGE_STARTS: Readonly<Record<string, PageStart>> = {
  '1': { forms: ['preApplication', 'pim'], paths: ['/obca/ajaxform/getRefNo/:appId', '/obca/ajaxform/apptype/:appId'] },
  '3': { forms: ['applicantRole'], paths: ['/obca/ajaxform/approle/:appId'] },
  '4': { forms: ['ownerDetails'], paths: ['/obca/ajaxform/owner/:appId', '/api/profile'] },
  '5': {
    forms: ['agentDetails'],
    paths: ['/obca/ajaxform/agent/:appId', '/obca/ajaxform/needagent/:appId', '/api/profile'],
  },
  '6': { forms: ['firstPointOfContact', 'invoicePayableBy'], paths: [] },
  '7': {
    forms: ['siteLocation', 'recordOfTitle'],
    paths: [
      '/ajax/get_parcel_data/:appId',
      '/api/map/tiles',
      '/api/applications/:appId/maps-config',
      '/obca/ajaxform/certtitle/:appId',
    ],
  },
  '8': { forms: ['project'], paths: ['/obca/ajaxform/building/:appId', '/obca/ajaxform/schedule/:appId'] },
  '11': { forms: ['contacts'], paths: ['/obca/ajaxform/lbp/:appId'] },
  '13': { forms: ['plg'], paths: ['/ajax/get_plg_data/:appId', '/obca/ajaxform/plg1/:appId'] },
  '14': { forms: ['miscInfo'], paths: ['/ajax/get_misc_data/:appId', '/obca/ajaxform/otherinfo/:appId'] },
  '15': { forms: ['attachments'], paths: ['/obca/attachment/:appId'] },
};

/**
 * What a wizard page's forms will ask for, started by the route as soon as it knows the page (issue 33.2, ADR 0081,
 * ADR 0087): each form's code and what its answers are read from, side by side with the application, instead of after
 * it and after the form's code. Which of the page's forms show depends on the application, so a form that turns out
 * hidden has fetched for nothing (its answer is dropped unread). Without a step (resume) nothing is started: the page
 * is not known until the task list answers.
 */
export function startWizardPage(api: ApiClient, appId: number, search: URLSearchParams): void {
  if (search.get('task') !== 'jump') return;
  const step = search.get('step') ?? '';
  const page = Object.hasOwn(PAGE_STARTS, step) ? PAGE_STARTS[step] : undefined;
  if (!page) return;
  for (const form of page.forms) void startFormCode(form).catch(() => {}); // A failed chunk fails again where it renders.
  for (const path of page.paths) api.startEarly(path.replace(':appId', String(appId)));
}
