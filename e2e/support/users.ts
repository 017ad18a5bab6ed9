import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery';

/** A new address each time: every test owns its account and its applications. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.nz`;
}

/** The link in the newest mail of `kind` to `email`, as the dev outbox lists it (the server runs without SMTP_URL). */
export async function mailedLink(page: Page, email: string, kind: string): Promise<string> {
  // The server the page is on: some tests run their own second server.
  const origin = new URL(page.url()).origin;
  let link: string | undefined;
  await expect(async () => {
    const { mails } = (await (await page.request.get(`${origin}/api/dev/outbox`)).json()) as { mails: { to: string; kind: string; text: string }[] };
    link = mails.find((mail) => mail.to === email && mail.kind === kind)?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass();
  return link!;
}

/**
 * Registers as a person does: the form, "Check your email", the link from the mail, then sign in. Ends on
 * the signed-in main page with the email address confirmed.
 */
export async function registerThroughUi(page: Page, fullName: string, email: string): Promise<void> {
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Create a password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await page.goto(await mailedLink(page, email, 'verify-email'));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.goto(`${origin}/signin`);
  await signInThroughUi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${fullName}` })).toBeVisible();
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
