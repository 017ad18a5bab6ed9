import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMainPage, registerThroughUi, signInThroughUi, uniqueEmail } from '../support/users';

test('a new user registers, lands on the main page, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail('register');
  const fullName = 'Mere Tawhiri';

  await page.goto('/');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await expect(page).toHaveTitle(/Create an account/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Create a password').fill('password1!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toContainText('Choose a password that is harder to guess.');

  await registerThroughUi(page, fullName, email);
  await expectMainPage(page, fullName);
  await expect(page.getByText('You have no applications yet.')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(fullName);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
  await expect(page.getByRole('banner')).not.toContainText(fullName);

  await signInThroughUi(page, email);
  await expectMainPage(page, fullName);
});

test('sign-in errors are listed in a focused summary that links to each field', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expectNoAxeViolations(page);

  await summary.getByRole('link', { name: 'Enter your password' }).click();
  await expect(page.getByLabel('Password')).toBeFocused();

  await page.getByLabel('Email address').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('not the right password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(summary).toContainText('The email address or password is not correct.');
});
