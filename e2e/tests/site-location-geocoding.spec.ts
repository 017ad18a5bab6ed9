import { locationMessages, defined } from '@consent/domain';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { atSiteLocation, chooseSiteAddress } from '../support/siteLocation';

test("a typed address that cannot be located shows 'Error! Unable to get the address details.' and keeps what was typed", async ({
  page,
}) => {
  await atSiteLocation(page, 'Auckland Council');
  const street = page.getByRole('combobox', { name: 'Street address' });
  await street.fill('7 Nowhere Lane');
  await page.getByLabel('Suburb').fill('Hinterland');
  await page.getByLabel('Town or city').fill('Faraway');
  // Leaving the address fields checks the typed address: the geocoder cannot locate it.
  await page.getByLabel('Region', { exact: true }).fill('Nowhere');
  await page.getByRole('heading', { level: 1, name: 'Site Location' }).click();
  const box = page.getByRole('alert').filter({ hasText: 'Error!' });
  await expect(box).toHaveText(locationMessages.geocodeFailed);
  await expectNoAxeViolations(page);
  await expect(street).toHaveValue('7 Nowhere Lane');
  await expect(page.getByLabel('Suburb')).toHaveValue('Hinterland');
  await expect(page.getByLabel('Town or city')).toHaveValue('Faraway');
  await expect(page.getByRole('group', { name: 'Legal description of the site' })).toBeVisible();
  // The box goes after 5 seconds; leaving the same address again does not ask twice.
  await expect(box).toHaveCount(0, { timeout: 7000 });
  await page.getByLabel('Suburb').focus();
  await page.getByRole('heading', { level: 1, name: 'Site Location' }).click();
  await expect(box).toHaveCount(0);
});

test('a typed address we can locate gets its postcode from the geocoder', async ({ page }) => {
  await atSiteLocation(page, 'Auckland Council');
  await page.getByRole('combobox', { name: 'Street address' }).fill('16 Ponsonby Road');
  await page.getByLabel('Suburb').fill('Grey Lynn');
  await page.getByLabel('Town or city').fill('Auckland');
  // Moving between the address fields asks nothing; leaving them does.
  await page.getByLabel('Town or city').press('Tab');
  await page.getByRole('heading', { level: 1, name: 'Site Location' }).click();
  await expect(page.getByRole('textbox', { name: 'Postcode', exact: true })).toHaveValue('1021');
  await expect(page.getByRole('alert').filter({ hasText: 'Error!' })).toHaveCount(0);
});

test('placing the marker on the enlarged map finds the address and parcel at that point', async ({ page }) => {
  await atSiteLocation(page, 'Auckland Council');
  // 22 Ponsonby Road has no parcel: the map shows its marker alone, at zoom 18.
  await chooseSiteAddress(page, '22 Ponsonby', '22 Ponsonby Road');
  await expect(page.getByRole('group', { name: 'Legal description of the site' })).toBeVisible();
  await page.getByRole('button', { name: 'Enlarge map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Address Marker' });
  await expect(dialog.getByText('Click the site on the map to place the marker there')).toBeVisible();
  await expect(dialog.locator('.site-map__marker')).toBeVisible();
  await expectNoAxeViolations(page);
  // A neighbour to the west (the demo street's numbers run east): a point beside the marker, not on it.
  const map = dialog.locator('.site-map');
  const box = defined(await map.boundingBox(), '(await map.boundingBox())');
  const found = page.waitForResponse((r) => r.url().includes('/api/addresses/at?'));
  await map.click({ position: { x: box.width / 2 - 75, y: box.height / 2 } });
  const answer = (await (await found).json()) as {
    result: string;
    address: { location: { street: string } };
    parcels: { location: { legalDesc: string } }[];
  };
  expect(answer.result).toBe('success');
  expect(answer.address.location.street).toMatch(/^(10|12|14|16|18|20) Ponsonby Road$/);
  expect(answer.parcels).toHaveLength(1);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Street address' })).toHaveValue(answer.address.location.street);
  await expect(page.getByRole('region', { name: 'Parcel information' })).toContainText(
    defined(answer.parcels[0], 'the first parcel').location.legalDesc,
  );
  await expectNoAxeViolations(page);
});
