import { expect, type Page } from '@playwright/test';
import { signedUpThroughApi, uniqueEmail } from './users';
import { createApplicationByApi } from './wizard';

/** A new applicant with an application open at the Site Location page (legacy step 7). */
export async function atSiteLocation(page: Page, council: string): Promise<number> {
  await signedUpThroughApi(page, 'Mere Tipene', uniqueEmail('site'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Mere Tipene' })).toBeVisible();
  const appId = await createApplicationByApi(page, 2, council);
  await page.goto(`/helix/newapp/${appId}?task=jump&step=7`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site Location' })).toBeVisible();
  return appId;
}

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
