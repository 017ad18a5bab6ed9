import type { WizardFormId } from '../wizard/formParts.js';
import type { SinglePageData } from './forms.js';
import type { SinglePageForm } from './which.js';

/* A single page's words and its answers' rows without its schemas (ADR 0095): check your answers draws them without zod. */

export const GARAGE_PROJECT = 'Proprietary Garage';
/** Make and model apply to the heating appliances, garage size to the garage (spec point 3, building fields). */
export const isHeatingAppliance = (project: string) => project !== '' && project !== GARAGE_PROJECT;

/** The wizard's forms a single page reuses, in its order: the site (its parcels submitted first), owner and agent… */
export const SINGLE_PAGE_BEFORE_OWN = [
  'siteLocation',
  'ownerDetails',
  'agentDetails',
] as const satisfies readonly WizardFormId[];
/** …then, after the page's own questions, the contacts (mode 'both') and the documents. */
export const SINGLE_PAGE_AFTER_OWN = ['contacts', 'attachments'] as const satisfies readonly WizardFormId[];
export const SINGLE_PAGE_OWN_TITLES: Record<SinglePageForm, string> = {
  fasttrack: 'Your project',
  floodaffected: 'Flood remediation',
};

/** The page's own answers as the summary, the read-only view and the PDF show them. */
export function singlePageAnswerRows(data: SinglePageData): { key: string; value: string }[] {
  if ('project' in data) {
    const rows: { key: string; value: string }[] = [{ key: 'Project', value: data.project }];
    if (isHeatingAppliance(data.project))
      rows.push({ key: 'Make', value: data.make }, { key: 'Model', value: data.model });
    if (data.project === GARAGE_PROJECT) rows.push({ key: 'Size of the garage', value: data.garage_size });
    rows.push({ key: 'Building Code clauses', value: data.clauses.join(', ') });
    return rows.filter((r) => r.value);
  }
  return [
    { key: 'Flood damage', value: data.damage },
    { key: 'Remediation work', value: data.remediation_work },
    { key: "Building's use", value: data.building_use },
  ].filter((r) => r.value);
}
