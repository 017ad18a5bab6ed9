import { addYears } from './days.js';

// The regional council's form's rules that a page draws with: no schema here (ADR 0089).

/** How many years before or after today the works may be dated. */
const ECAN_YEAR_RANGE = 10;

export function ecanDateRange(today: string): { min: string; max: string } {
  return { min: addYears(today, -ECAN_YEAR_RANGE), max: addYears(today, ECAN_YEAR_RANGE) };
}

/**
 * The regional-council step (legacy step 12) has no page of its own: it moves on to 13, so the form
 * shows on the FORM PLG 1 page, for an application to a regional council whose route has that page.
 */
export function regionalCouncilFormShown(isRegional: boolean, plgPageRequired: boolean): boolean {
  return isRegional && plgPageRequired;
}
