import type { WizardFormId } from '@consent/domain';

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

/** The page a wizard address names (`?task=jump&step=N`), if it names one: without a step (resume) none is known. */
export function pageStartOf(search: URLSearchParams): PageStart | undefined {
  if (search.get('task') !== 'jump') return undefined;
  const step = search.get('step') ?? '';
  return Object.hasOwn(PAGE_STARTS, step) ? PAGE_STARTS[step] : undefined;
}
