/*
 * Which single-page form an application is, apart from the forms' schemas (forms.ts): the task list and the
 * summary's routes ask it before any form is drawn, and load no zod for it (ADR 0085).
 */

/** The two single-page consent forms (spec point 2) and the application param each belongs to. */
export const SINGLE_PAGE_FORMS = { fasttrack: 'fasttrack', floodaffected: 'flooded' } as const;
export type SinglePageForm = keyof typeof SINGLE_PAGE_FORMS;

/** The single-page form an application is filled in on, from its param; null for the wizard's applications. */
export function singlePageFormOf(param: string): SinglePageForm | null {
  const entry = Object.entries(SINGLE_PAGE_FORMS).find(([, p]) => p === param);
  return entry ? (entry[0] as SinglePageForm) : null;
}
