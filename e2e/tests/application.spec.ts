import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedUpThroughApi, signInThroughUi, uniqueEmail } from '../support/users';

test('a deep link opened while signed out returns there after sign-in, and the council can be changed', async ({
  page,
}) => {
  const email = uniqueEmail('deeplink');
  const fullName = 'Tama Rangi';
  await signedUpThroughApi(page, fullName, email);
  await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${fullName}` })).toBeVisible();

  // No screen creates applications yet (a later issue), so the spec's create call makes one.
  const created = await page.request.post('/access/app', {
    data: { action: 'new', data: { type: 2, param: 'standard', role: 'owner', councilId: 1 } },
  });
  expect(created.status()).toBe(201);
  const { appId } = (await created.json()) as { appId: number };
  const deepLink = `/helix/newapp/${appId}?task=jump&step=3`;

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await page.goto(deepLink);
  await expect(page).toHaveURL(`/signin?next=${encodeURIComponent(deepLink)}`);
  await expect(page.getByText('Please sign in to continue.')).toBeVisible();
  await signInThroughUi(page, email);

  await expect(page).toHaveURL(deepLink);
  // Legacy step 3 of the wizard is the applicant's role.
  await expect(page.getByRole('heading', { level: 1, name: "Applicant's Role" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The council is changed on the summary/resume page.
  const summaryLink = `/helix/app/obca/${appId}/123456?opt=resume`;
  await page.goto(summaryLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before submitting' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Application details' });
  await expect(details).toContainText('Auckland Council');
  await expect(details).toContainText('In progress');
  await expectNoAxeViolations(page);

  const council = page.getByLabel('Council', { exact: true });
  await council.selectOption({ label: 'Wellington City Council' });
  await page.getByRole('button', { name: 'Change council' }).click();
  await page.getByRole('button', { name: 'Yes, change the council' }).click();
  await expect(page.getByRole('heading', { name: 'Council changed' })).toBeVisible();
  await expect(details).toContainText('Wellington City Council');
  await expectNoAxeViolations(page);

  // A council with applications turned off answers with its own message.
  await council.selectOption({ label: 'Kaikōura District Council' });
  await page.getByRole('button', { name: 'Change council' }).click();
  await page.getByRole('button', { name: 'Yes, change the council' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Kaikōura District Council is not taking online applications');
  await expect(details).toContainText('Wellington City Council');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('region', { name: 'Application details' })).toContainText('Wellington City Council');

  // The main page lists it under "My applications", and Resume opens the first page that still needs an answer.
  await page.goto('/');
  const mine = page.getByRole('region', { name: 'My applications' });
  await expect(mine).toContainText('Wellington City Council');
  await expect(mine).toContainText('In progress');
  await expectNoAxeViolations(page);
  await mine.getByRole('link', { name: `Resume application ${appId}, Building Consent` }).click();
  await expect(page).toHaveURL(`/helix/newapp/${appId}?task=jump&step=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-application Meeting' })).toBeVisible();
});

test("another user's application is not found", async ({ page }) => {
  await signedUpThroughApi(page, 'Owner One', uniqueEmail('owner'));
  const created = await page.request.post('/access/app', {
    data: { action: 'new', data: { type: 2, param: 'standard', role: 'owner', councilId: 1 } },
  });
  const { appId } = (await created.json()) as { appId: number };
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await signedUpThroughApi(page, 'Someone Else', uniqueEmail('other'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Someone Else' })).toBeVisible();
  await page.goto(`/helix/app/obca/${appId}/123456?opt=resume`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application not found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
