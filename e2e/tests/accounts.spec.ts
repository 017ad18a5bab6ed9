import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { PASSWORD, expectMainPage, mailedLink, signInThroughUi, uniqueEmail } from '../support/users';

test('register, confirm the address from the mail, forget the password and set a new one from the mail', async ({
  page,
}) => {
  const email = uniqueEmail('accounts');
  const fullName = 'Hemi Walker';
  const newPassword = 'pohutukawa harbour lantern 5';

  await page.goto('/register');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Create a password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Signed in before confirming: the main page asks for the confirmation and can send the link again.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInThroughUi(page, email);
  await expectMainPage(page, fullName);
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText('We have sent you a new link to confirm your email address.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(await mailedLink(page, email, 'verify-email'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to your applications' }).click();
  await expectMainPage(page, fullName);
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that email address');

  await page.goto(await mailedLink(page, email, 'password-reset'));
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('password1!');
  await page.getByRole('button', { name: 'Set new password' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText('Choose a password that is harder to guess.');
  await expectNoAxeViolations(page);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectMainPage(page, fullName);
});
