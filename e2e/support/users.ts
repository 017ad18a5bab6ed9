import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

/** A new address each time: every test owns its account and its applications. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.nz`;
}

export async function registerThroughUi(page: Page, fullName: string, email: string): Promise<void> {
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Create a password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signInThroughUi(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits for the signed-in main page. */
export async function expectMainPage(page: Page, fullName: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${fullName}` })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
