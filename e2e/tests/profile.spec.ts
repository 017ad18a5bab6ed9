import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedUpThroughApi, uniqueEmail } from '../support/users';
import { startConsentAsOwner } from '../support/wizard';

test('fill the profile, then the owner page of a new consent starts from it', async ({ page }) => {
  const email = uniqueEmail('profile');
  await signedUpThroughApi(page, 'Mere Tapsell', email);

  await page.getByRole('link', { name: 'Your details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Full name').fill('Mere Tapsell');
  await page.getByLabel('Phone number (optional)').fill('call me');
  await page.getByLabel('Postal address (optional)').fill('PO Box 12, Hamilton 3240');
  await page.getByRole('button', { name: 'Save your details' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText('Enter a phone number using digits, like 09 123 4567.');
  await expectNoAxeViolations(page);
  await summary.getByRole('link', { name: 'Enter a phone number using digits, like 09 123 4567.' }).click();
  await expect(page.getByLabel('Phone number (optional)')).toBeFocused();
  await page.getByLabel('Phone number (optional)').fill('07 838 6699');
  await page.getByRole('button', { name: 'Save your details' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Phone number (optional)')).toHaveValue('07 838 6699');
  await expect(page.getByLabel('Postal address (optional)')).toHaveValue('PO Box 12, Hamilton 3240');

  await startConsentAsOwner(page, 'Christchurch City Council');
  await expect(page.getByLabel("Owner's full name")).toHaveValue('Mere Tapsell');
  await expect(page.getByLabel('Mailing address')).toHaveValue('PO Box 12, Hamilton 3240');
  await expect(page.getByLabel('Phone number')).toHaveValue('07 838 6699');
  await expect(page.getByLabel('Email address')).toHaveValue(email);
});
