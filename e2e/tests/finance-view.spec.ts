import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { AUCKLAND } from '../support/consent';
import { officerOf, signInAsStaff } from '../support/council';

/** Issue 31 point 7: an officer opens the council's finance view, filters the invoices and downloads them as CSV. */
test("an officer filters the council's invoices and downloads them as CSV", async ({ page }) => {
  await signInAsStaff(page, officerOf(AUCKLAND.slug));
  await page.goto(`/council/${AUCKLAND.id}`);
  await page.getByRole('link', { name: 'Finance: invoices, payments and the levy return' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Finance/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Show').selectOption('unpaid');
  await page.getByRole('button', { name: 'Show the invoices' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Unpaid: \d+ invoices?$/ })).toBeFocused();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download these invoices as a CSV file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoices-unpaid-.*\.csv$/);
  await expectNoAxeViolations(page);
});
