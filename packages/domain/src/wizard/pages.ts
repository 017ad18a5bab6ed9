import { defined } from '../defined.js';

interface WizardPage {
  readonly id: string;
  /** Position in the spec's order, 1 to 11. */
  readonly number: number;
  /** The step number stored server-side (step, max_step). */
  readonly legacyStep: number;
}

/** The eleven wizard pages in the spec's order (point 2), with their legacy steps (point 9); each form names its page. */
export const WIZARD_PAGES = [
  { id: 'preApplicationAndPim', number: 1, legacyStep: 1 },
  { id: 'applicantRole', number: 2, legacyStep: 3 },
  { id: 'ownerDetails', number: 3, legacyStep: 4 },
  { id: 'agentDetails', number: 4, legacyStep: 5 },
  { id: 'firstContactAndInvoice', number: 5, legacyStep: 6 },
  { id: 'siteLocationAndTitle', number: 6, legacyStep: 7 },
  { id: 'project', number: 7, legacyStep: 8 },
  { id: 'contacts', number: 8, legacyStep: 11 },
  { id: 'plg', number: 9, legacyStep: 13 },
  { id: 'miscInfo', number: 10, legacyStep: 14 },
  { id: 'attachments', number: 11, legacyStep: 15 },
] as const satisfies readonly WizardPage[];

export type WizardPageId = (typeof WIZARD_PAGES)[number]['id'];

export function wizardPage(page: WizardPageId): WizardPage {
  return defined(
    WIZARD_PAGES.find((p) => p.id === page),
    'WIZARD_PAGES.find((p) => p.id === page)',
  );
}

export function legacyStepForPage(page: WizardPageId): number {
  return wizardPage(page).legacyStep;
}

/** The page stored as this legacy step, or null for a step no page has (2, 9, 10, 12, ...). */
export function pageForLegacyStep(step: number): WizardPageId | null {
  return WIZARD_PAGES.find((p) => p.legacyStep === step)?.id ?? null;
}
