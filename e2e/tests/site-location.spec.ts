import { parcelMessages } from '@consent/domain';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { atSiteLocation, chooseOneParcelSite, chooseSiteAddress } from '../support/siteLocation';
import { continueOn } from '../support/wizard';

const parcelData = async (page: Page, appId: number) =>
  (await (await page.request.get(`/ajax/get_parcel_data/${appId}`)).json()) as {
    parcelOpt: string;
    parcels: { location: { legalDesc: string; street: string } }[];
  };

test('an address with one parcel: the suggestion list, the parcel information, the map and the enlarged map', async ({
  page,
}) => {
  const appId = await atSiteLocation(page, 'Auckland Council');
  const street = page.getByRole('combobox', { name: 'Street address' });
  await street.fill('12 Pon');
  await expect(page.getByText(parcelMessages.loading).first()).toBeVisible();
  const option = page.getByRole('option', { name: '12 Ponsonby Road, Grey Lynn, Auckland (Lot 2 DP 10433)' });
  await expect(option).toBeVisible();
  await expectNoAxeViolations(page);
  // Keyboard: down to the suggestion and Enter. The parcel, once saved, is asked about at the council's own service.
  const councilInfo = page.waitForRequest(new RegExp(`/api/applications/${appId}/parcels/\\d+/information$`));
  await street.press('ArrowDown');
  await street.press('Enter');
  await councilInfo;
  const info = page.getByRole('region', { name: 'Parcel information' });
  await expect(info).toContainText('Lot 2 DP 10433');
  await expect(info).toContainText('02810-00012');
  await expect(page.getByLabel('Suburb')).toHaveValue('Grey Lynn');
  // The small map draws once it is in view (ADR 0094).
  await page.locator('.map-panel').scrollIntoViewIfNeeded();
  await expect(page.locator('.site-map .leaflet-interactive')).toHaveCount(2);
  await expectNoAxeViolations(page);
  expect((await parcelData(page, appId)).parcels.map((p) => p.location.legalDesc)).toEqual(['Lot 2 DP 10433']);

  await page.getByRole('button', { name: 'Enlarge map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Address Marker' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.leaflet-interactive')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  await page.getByLabel('Yes', { exact: true }).check();
  await continueOn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell Us About Your Project' })).toBeVisible();
});

test('an address with several parcels opens Select Parcel: nothing chosen, cancel restores, two chosen switch to multiple', async ({
  page,
}) => {
  const appId = await atSiteLocation(page, 'Auckland Council');
  await chooseOneParcelSite(page, '12 Ponsonby', '12 Ponsonby Road', 'Lot 2 DP 10433');
  await chooseSiteAddress(page, '14 Ponsonby', '14 Ponsonby Road');
  const dialog = page.getByRole('dialog', { name: 'Select Parcel' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(parcelMessages.selectParcel);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Cancelling returns to the previous selection.
  await expect(page.getByRole('region', { name: 'Parcel information' })).toContainText('Lot 2 DP 10433');

  await chooseSiteAddress(page, '14 Ponsonby', '14 Ponsonby Road');
  await dialog.getByLabel(/^Lot 3 DP 10433/).check();
  await dialog.getByLabel(/^Lot 10 DP 10433/).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('tab', { name: 'Multiple parcels' })).toHaveAttribute('aria-selected', 'true');
  const list = page.locator('.parcel-list');
  await expect(list).toContainText('Lot 3 DP 10433');
  await expect(list).toContainText('Lot 10 DP 10433');
  const data = await parcelData(page, appId);
  expect(data.parcelOpt).toBe('multiple');
  expect(data.parcels.map((p) => p.location.legalDesc)).toEqual(['Lot 3 DP 10433', 'Lot 10 DP 10433']);
});

test('multiple mode: add a parcel in the dialog, refuse a duplicate, remove one after confirming', async ({ page }) => {
  const appId = await atSiteLocation(page, 'Auckland Council');
  await chooseOneParcelSite(page, '16 Ponsonby', '16 Ponsonby Road', 'Lot 4 DP 10433');
  await page.getByRole('tab', { name: 'Multiple parcels' }).click();
  await expect(page.locator('.parcel-list')).toContainText('Lot 4 DP 10433');

  await page.getByRole('button', { name: 'Add a parcel' }).click();
  const add = page.getByRole('dialog', { name: 'Select Parcel' });
  await expect(add).toBeVisible();
  await expectNoAxeViolations(page);
  await add.getByRole('combobox', { name: 'Street address of the parcel' }).fill('18 Ponsonby');
  await add.getByRole('option', { name: /^18 Ponsonby Road/ }).click();
  await add.getByLabel(/^Lot 5 DP 10433/).check();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.parcel-list__item')).toHaveCount(2);

  await page.getByRole('button', { name: 'Add a parcel' }).click();
  await add.getByRole('combobox', { name: 'Street address of the parcel' }).fill('18 Ponsonby');
  await add.getByRole('option', { name: /^18 Ponsonby Road/ }).click();
  await add.getByLabel(/^Lot 5 DP 10433/).check();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByRole('alert')).toContainText('Error! This parcel is already in the list.');
  await add.getByRole('button', { name: 'Close', exact: true }).click();

  await page.getByRole('button', { name: 'Remove Lot 4 DP 10433' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove parcel' });
  await expect(confirm).toContainText(parcelMessages.removeConfirm);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(page.locator('.parcel-list__item')).toHaveCount(1);
  expect((await parcelData(page, appId)).parcels.map((p) => p.location.legalDesc)).toEqual(['Lot 5 DP 10433']);
});

test('an address with no parcel asks for the legal description, built as Lot {lot} DP {dp}', async ({ page }) => {
  const appId = await atSiteLocation(page, 'Auckland Council');
  await chooseSiteAddress(page, '22 Ponsonby', '22 Ponsonby Road');
  const legal = page.getByRole('group', { name: 'Legal description of the site' });
  await expect(legal).toBeVisible();
  await page.getByLabel('Yes', { exact: true }).check();
  await continueOn(page);
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText('Enter the legal description of the site');
  await expectNoAxeViolations(page);
  await legal.getByLabel('Lot').fill('7');
  await legal.getByLabel('DP').fill('10433');
  await continueOn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell Us About Your Project' })).toBeVisible();
  const [saved] = (await parcelData(page, appId)).parcels;
  expect(saved?.location).toMatchObject({ street: '22 Ponsonby Road', legalDesc: 'Lot 7 DP 10433' });
});

test('an address outside the council region shows the Error! box; changing council revalidates it', async ({
  page,
}) => {
  await atSiteLocation(page, 'Christchurch City Council');
  await chooseOneParcelSite(page, '12 Ponsonby', '12 Ponsonby Road', 'Lot 2 DP 10433');
  const box = page.getByRole('alert').filter({ hasText: 'Error!' });
  await expect(box).toContainText('This address is outside Christchurch City Council’s region.');
  await expectNoAxeViolations(page);
  // The box goes after 5 seconds.
  await expect(box).toHaveCount(0, { timeout: 7000 });

  await page.getByLabel('Council', { exact: true }).selectOption({ label: 'Auckland Council' });
  await page.getByRole('button', { name: 'Change council' }).click();
  await page.getByRole('button', { name: 'Yes, change the council' }).click();
  await page.getByLabel('Yes', { exact: true }).check();
  await continueOn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell Us About Your Project' })).toBeVisible();
});
