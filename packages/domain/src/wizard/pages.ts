import type { WizardFormId } from './forms.js';

export interface WizardPage {
  readonly id: string;
  /** Position in the spec's order, 1 to 11. */
  readonly number: number;
  /** The step number stored server-side (step, max_step). */
  readonly legacyStep: number;
  readonly forms: readonly WizardFormId[];
}

/** The eleven wizard pages in the spec's order (point 2), with their legacy steps (point 9). */
export const WIZARD_PAGES = [
  { id: 'preApplicationAndPim', number: 1, legacyStep: 1, forms: ['preApplication', 'pim'] },
  { id: 'applicantRole', number: 2, legacyStep: 3, forms: ['applicantRole'] },
  { id: 'ownerDetails', number: 3, legacyStep: 4, forms: ['ownerDetails'] },
  { id: 'agentDetails', number: 4, legacyStep: 5, forms: ['agentDetails'] },
  { id: 'firstContactAndInvoice', number: 5, legacyStep: 6, forms: ['firstPointOfContact', 'invoicePayableBy'] },
  { id: 'siteLocationAndTitle', number: 6, legacyStep: 7, forms: ['siteLocation', 'recordOfTitle'] },
  { id: 'project', number: 7, legacyStep: 8, forms: ['project'] },
  { id: 'contacts', number: 8, legacyStep: 11, forms: ['contacts'] },
  { id: 'plg', number: 9, legacyStep: 13, forms: ['plg'] },
  { id: 'miscInfo', number: 10, legacyStep: 14, forms: ['miscInfo'] },
  { id: 'attachments', number: 11, legacyStep: 15, forms: ['attachments'] },
] as const satisfies readonly WizardPage[];

export type WizardPageId = (typeof WIZARD_PAGES)[number]['id'];

export function wizardPage(page: WizardPageId): WizardPage {
  return WIZARD_PAGES.find((p) => p.id === page)!;
}

export function legacyStepForPage(page: WizardPageId): number {
  return wizardPage(page).legacyStep;
}

/** The page stored as this legacy step, or null for a step no page has (2, 9, 10, 12, ...). */
export function pageForLegacyStep(step: number): WizardPageId | null {
  return WIZARD_PAGES.find((p) => p.legacyStep === step)?.id ?? null;
}
