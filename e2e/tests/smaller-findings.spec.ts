import { documentMessages } from '@consent/domain';
import { expect, test, type Page } from '@playwright/test';
import { pdfFile } from '../support/attachments';
import { createApplicationAt } from '../support/contacts';
import { atSiteLocation, chooseOneParcelSite } from '../support/siteLocation';
import { signedUpThroughApi, uniqueEmail } from '../support/users';
import { continueOn } from '../support/wizard';

/** The levels of the page's headings in order, and any step down of more than one level (h1 then h3). */
const headingJumps = (page: Page) =>
  page.evaluate(() => {
    const levels = [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) =>
      Number(h.tagName[1]),
    );
    return levels.flatMap((level, i) => {
      const previous = levels[i - 1]; // undefined for the first heading
      return previous !== undefined && level > previous + 1 ? [`h${previous} then h${level}`] : [];
    });
  });

test('site location: no "No council parcel" before the search answers, and no jump from the h1 to an h3', async ({
  page,
}) => {
  await atSiteLocation(page, 'Auckland Council');
  await page.getByRole('combobox', { name: 'Street address' }).fill('12 Pon');
  await expect(page.getByText(/No council parcel was found/)).toHaveCount(0);
  await chooseOneParcelSite(page, '12 Pon', '12 Ponsonby Road', 'Lot 2 DP 10433');
  await expect(page.locator('#parcel-info-title')).toHaveJSProperty('tagName', 'H2');
  expect(await headingJumps(page)).toEqual([]);
});

test('fast track: the question about an agent starts at No, and no element id holds a space', async ({ page }) => {
  await signedUpThroughApi(page, 'Mere Tautahi', uniqueEmail('findings-fasttrack'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Mere Tautahi' })).toBeVisible();
  const appId = await createApplicationAt(page, '', {
    type: 2,
    param: 'fasttrack',
    council: 'Christchurch City Council',
  });
  await page.goto(`/helix/fastTrackApplication/${appId}`);
  const agent = page.getByRole('group', { name: 'Is an agent acting for the owner on this application?' });
  await expect(agent.getByLabel('No')).toBeChecked();
  await expect(page.getByLabel('Proprietary Garage')).toBeVisible();
  expect(
    await page.evaluate(() => [...document.querySelectorAll('[id]')].map((e) => e.id).filter((id) => /\s/.test(id))),
  ).toEqual([]);
});

test('attachments: a fixed missing document leaves the error summary, and the file input shows its focus ring', async ({
  page,
}) => {
  await signedUpThroughApi(page, 'Aroha Ngata', uniqueEmail('findings-attach'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Aroha Ngata' })).toBeVisible();
  const appId = await createApplicationAt(page, '', {
    type: 2,
    param: 'standard',
    council: 'Christchurch City Council',
  });
  await page.goto(`/helix/newapp/${appId}?task=jump&step=15`);
  const input = page.getByLabel('Choose files');
  await expect(input).toBeVisible();

  await continueOn(page);
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText(documentMessages.documentMissing('Plans and drawings'));

  await input.setInputFiles([pdfFile('Site plan.pdf')]);
  const queued = page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
  // The type the queue starts with is the first document still needed, and it says so.
  await expect(queued.getByText(/We chose the first document still needed/)).toBeVisible();
  await queued.getByLabel('What is this document?').selectOption({ label: 'Plans and drawings (required)' });
  await queued.getByRole('button', { name: 'Upload Site plan.pdf' }).click();
  await expect(
    page.getByRole('list', { name: 'Uploaded documents' }).getByRole('link', { name: 'Site plan.pdf' }),
  ).toBeVisible();
  await expect(summary).not.toContainText(documentMessages.documentMissing('Plans and drawings'));
  await expect(summary).toContainText(documentMessages.documentMissing('Record of title'));

  // Focus put back on the input after a mouse click (as after choosing files) is not :focus-visible, yet it shows.
  await input.focus();
  expect(await input.evaluate((e) => e.matches(':focus-visible'))).toBe(false);
  expect(await input.evaluate((e) => getComputedStyle(e).outlineStyle)).toBe('solid');
});
