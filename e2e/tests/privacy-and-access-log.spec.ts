import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { AUCKLAND_ADMIN, applicantApi, openFromQueue, signInAsStaff } from '../support/council';
import { AUCKLAND, submittedConsent } from '../support/consent';
import { mailedLink, signedUpThroughApi, uniqueEmail } from '../support/users';

test('the council admin searches the staff access log; an applicant downloads their data and closes their account (issue 29.4, 29.5)', async ({
  page,
}, testInfo) => {
  const appId = await submittedConsent(await applicantApi(testInfo), AUCKLAND.id);
  await signInAsStaff(page, AUCKLAND_ADMIN);
  await openFromQueue(page, appId);
  await page.getByRole('link', { name: 'Back to the applications' }).click();
  await page.getByRole('link', { name: /^Manage the council/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage the council' })).toBeVisible();
  await page.getByLabel('Application number').fill(String(appId));
  await page.getByRole('button', { name: 'Search the access log' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Entries' })).toBeFocused();
  const log = page.getByRole('table', { name: 'Staff reads of applications, newest first' });
  const opened = log.getByRole('row').filter({ hasText: 'Opened the application' });
  await expect(opened).toHaveCount(1);
  await expect(opened).toContainText(AUCKLAND_ADMIN);
  await expect(log.getByRole('row').filter({ hasText: 'Read the answers' })).toContainText(String(appId));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign out' }).click();

  const email = uniqueEmail('closing');
  await signedUpThroughApi(page, 'Hine Closing', email);
  await page.getByRole('link', { name: 'Your details' }).click();
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData.getByRole('link', { name: 'Download your data (zip)' })).toHaveAttribute(
    'href',
    '/api/profile/privacy-copy.zip',
  );
  const copy = await page.request.get('/api/profile/privacy-copy.zip');
  expect(copy.headers()['content-type']).toBe('application/zip');
  await expectNoAxeViolations(page);
  await yourData.getByRole('button', { name: 'Close your account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeFocused();

  await page.goto(await mailedLink(page, email, 'close-account'));
  await expect(page.getByRole('heading', { level: 1, name: 'Close your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been closed.' })).toBeFocused();
  await expectNoAxeViolations(page);
});
