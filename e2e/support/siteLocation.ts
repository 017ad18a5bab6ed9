import { expect, type Page } from '@playwright/test';

/** Types into the site's street address and chooses the suggestion whose label starts with `label`. */
export async function chooseSiteAddress(page: Page, typed: string, label: string): Promise<void> {
  const street = page.getByRole('combobox', { name: 'Street address' });
  await street.fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`) }).click();
}

/** The single-parcel path every journey takes: an address with one parcel, whose information then shows. */
export async function chooseOneParcelSite(page: Page, typed: string, label: string, legal: string): Promise<void> {
  await chooseSiteAddress(page, typed, label);
  await expect(page.getByRole('region', { name: 'Parcel information' })).toContainText(legal);
}
