import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { AUCKLAND_ADMIN, signInAsStaff } from '../support/council';
import { uniqueEmail } from '../support/users';

test('a council admin invites a member, creates an API key that is shown once, and saves an inspection area (issue 18.1, 18.7, 32.3)', async ({
  page,
}) => {
  await signInAsStaff(page, AUCKLAND_ADMIN);
  await page.getByRole('link', { name: /^Manage the council/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage the council' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members of the council' })).toContainText(AUCKLAND_ADMIN);
  await expectNoAxeViolations(page);

  const invitee = uniqueEmail('officer');
  await page.getByLabel('Email address').fill(invitee);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The invitation has been sent.' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(invitee);

  await page.getByLabel('Name of the new key').fill('Consenting system');
  await page.getByRole('button', { name: 'Create a key' }).click();
  const shown = page.getByRole('status').filter({ hasText: 'It is shown only this once.' });
  await expect(shown.locator('code')).toHaveText(/^cck_/);
  await expect(page.getByRole('table', { name: 'The council’s API keys' })).toContainText('Consenting system');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('table', { name: 'The council’s API keys' })).toContainText('Consenting system');
  await expect(page.getByText('It is shown only this once.')).toHaveCount(0);

  // Issue 32.3: the inspection areas, each inspection's slots in an area, saved with focus on the result.
  await expect(page.getByRole('table', { name: 'The council’s inspection areas' })).toContainText('Takapuna');
  await page.getByLabel('Area to change').selectOption({ label: 'North' });
  await expect(page.getByLabel('Suburbs and towns in the area').first()).toHaveValue(/Takapuna/);
  await page.getByLabel('Foundations: slots each morning').first().fill('3');
  await page.getByRole('button', { name: 'Save the area' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'North is saved.' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('an officer is not offered the admin page', async ({ page }) => {
  await signInAsStaff(page, 'officer@auckland.council.demo');
  await expect(page.getByRole('link', { name: /^Manage the council/ })).toHaveCount(0);
});
