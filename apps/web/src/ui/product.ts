/** The service's name, as GOV.UK-style services name themselves in the header and every page title. */
export const PRODUCT_NAME = 'Building consent applications';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} – ${PRODUCT_NAME}`;
}
