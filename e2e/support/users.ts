import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { defined } from '@consent/domain';

export const PASSWORD = 'correct horse battery';

/** A new address each time: every test owns its account and its applications. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.nz`;
}

/** One signed-in developer per server, who reads the dev outbox (it answers only a signed-in user). */
const developers = new Map<string, Promise<APIRequestContext>>();
function developerOf(origin: string): Promise<APIRequestContext> {
  let developer = developers.get(origin);
  if (!developer) {
    developer = (async () => {
      const context = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
      const email = uniqueEmail('developer');
      await context.post('/api/auth/register', { data: { email, password: PASSWORD, fullName: 'Developer' } });
      expect((await context.post('/api/auth/login', { data: { email, password: PASSWORD } })).ok()).toBe(true);
      return context;
    })();
    developers.set(origin, developer);
  }
  return developer;
}

/**
 * The link in the newest mail of `kind` to `email`, as the dev outbox lists it (every mail queued, sent or not),
 * read by a developer signed in on their own, so the page under test stays signed in or out as it was.
 */
export async function mailedLink(page: Page, email: string, kind: string): Promise<string> {
  // The server the page is on: some tests run their own second server.
  return mailedLinkOn(new URL(page.url()).origin, email, kind);
}

async function mailedLinkOn(origin: string, email: string, kind: string): Promise<string> {
  const developer = await developerOf(origin);
  let link: string | undefined;
  await expect(async () => {
    const { mails } = (await (await developer.get('/api/dev/outbox')).json()) as {
      mails: { to: string; kind: string; text: string }[];
    };
    link = mails.find((mail) => mail.to === email && mail.kind === kind)?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass();
  return defined(link, 'link');
}

/**
 * Registers as a person does: the form, "Check your email", the link from the mail, then sign in. Ends on
 * the signed-in main page with the email address confirmed.
 */
export async function registerThroughUi(page: Page, fullName: string, email: string): Promise<void> {
  await fillRegisterForm(page, fullName, email);
  const origin = new URL(page.url()).origin;
  await page.goto(await mailedLink(page, email, 'verify-email'));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
  await page.goto(`${origin}/signin`);
  await signInThroughUi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${fullName}` })).toBeVisible();
}

/**
 * An account made as the register page makes one, for a test about what comes after: the same calls the register
 * form, the mailed verify link and the sign-in form send (register, verify-email with the mailed token, login),
 * sent from the page's own browser context so the session cookie is the page's. Ends, like registerThroughUi, on
 * the signed-in main page with the email address confirmed. Registering through the screens is tested by the
 * tests about it (auth.spec.ts, accounts-journey.spec.ts, the keyboard journey), and took a few seconds of each
 * test that only needed someone signed in (docs/decisions/0083-faster-test-suite.md).
 */
export async function signedUpThroughApi(
  page: Page,
  fullName: string,
  email: string,
  origin = String(test.info().project.use.baseURL),
): Promise<void> {
  const api = page.context().request;
  const send = async (url: string, data: object) => {
    const response = await api.post(`${origin}${url}`, { data, headers: { origin } });
    expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  };
  await send('/api/auth/register', { email, password: PASSWORD, fullName });
  const token = new URL(await mailedLinkOn(origin, email, 'verify-email')).searchParams.get('token');
  await send('/api/auth/verify-email', { token });
  await send('/api/auth/login', { email, password: PASSWORD });
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${fullName}` })).toBeVisible();
}

/** The register form, filled and sent; ends on "Check your email". */
export async function fillRegisterForm(page: Page, fullName: string, email: string): Promise<void> {
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Create a password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
}

/** "Forgot your password?" for a signed-out page, then the mailed link, then the new password; ends on "changed". */
export async function resetPasswordThroughMail(page: Page, email: string, newPassword: string): Promise<void> {
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that email address');
  await page.goto(await mailedLink(page, email, 'password-reset'));
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
}

export async function signInThroughUi(page: Page, email: string): Promise<void> {
  // The sign-in page itself, not the page before it (whose own "Email address" may still show while the address
  // already reads /signin and the sign-in screen's code loads).
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits for the signed-in main page. */
export async function expectMainPage(page: Page, fullName: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${fullName}` })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
