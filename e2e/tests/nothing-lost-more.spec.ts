import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { startRestartableServer } from '../support/secondServer';
import { signedUpThroughApi, signInThroughUi, uniqueEmail } from '../support/users';
import { answerMisc, dogsAnswer, keptChoices, MISC, MISC_STEP, openMisc } from '../support/miscPage';
import { continueOn, expectFormsLoaded } from '../support/wizard';

/*
 * Issue 33.4, nothing typed is lost (ADRs 0069 and 0074), on the Miscellaneous Information page: the server
 * restarted mid-save, a tab closed and reopened, a session ended while typing, and the warning before it ends.
 * Each ends with the answer saved once: on the page after it opens again, and as the form's version 1.
 */

async function newUserPage(browser: Browser, label: string, options: { base?: string } = {}) {
  const base = options.base;
  const context = await browser.newContext(base ? { baseURL: base, extraHTTPHeaders: { origin: base } } : {});
  const page = await context.newPage();
  const email = uniqueEmail(label);
  await signedUpThroughApi(page, 'Rawiri Kemp', email, base);
  return { page, email };
}

/** Moved on from the page, saved once: the server holds the answer at version 1, and the page shows it again. */
async function expectSavedOnce(page: Page, appId: number): Promise<void> {
  await expect(page.getByRole('heading', MISC)).toBeHidden();
  const response = await page.request.get(`/ajax/get_misc_data/${appId}`);
  const { data } = (await response.json()) as { data: { has_dogs: string } };
  expect({ dogs: data.has_dogs, version: response.headers()['form-version'] }).toEqual({ dogs: 'yes', version: '1' });
  await openMisc(page, appId);
  await expect(dogsAnswer(page)).toBeChecked();
  await expect(page.getByRole('region', { name: 'Answers not saved' })).toHaveCount(0);
}

async function restoreOffered(page: Page): Promise<void> {
  const offer = page.getByRole('region', { name: 'Answers not saved' });
  await expect(offer).toContainText(/You typed this on .* and it was not saved — restore it, or discard it/);
  await expectFormsLoaded(page);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(dogsAnswer(page)).toBeChecked();
}

test('the server stopped mid-save and started again: the page tries again and the save lands once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = await startRestartableServer('restart', {});
  try {
    const { page } = await newUserPage(browser, 'restart', { base: server.base });
    const appId = await openMisc(page);
    await answerMisc(page);
    // The save is held at the door while the server stops, then sent on to where nothing answers.
    await page.route(
      `**/obca/ajax/otherinfo/${appId}`,
      async (route) => {
        await server.halt();
        await route.continue();
      },
      { times: 1 },
    );
    await continueOn(page);
    await expect(page.getByRole('status').filter({ hasText: 'Not saved yet — trying again' })).toBeVisible({
      timeout: 30_000,
    });
    await server.restart();
    await expect(page.getByText('Not saved yet — trying again')).toHaveCount(0, { timeout: 30_000 });
    await expectSavedOnce(page, appId);
  } finally {
    await server.stop();
  }
});

test('a tab closed before saving: the same page opened again offers what was typed, and it is saved once', async ({
  browser,
}) => {
  const { page } = await newUserPage(browser, 'closed-tab');
  const appId = await openMisc(page);
  await answerMisc(page);
  // Every one of the page's four answers kept, the last one too.
  await expect.poll(() => keptChoices(page)).toBe(4);
  const context = page.context();
  await page.close();

  const again = await context.newPage();
  await openMisc(again, appId);
  await restoreOffered(again);
  await continueOn(again);
  await expectSavedOnce(again, appId);
});

test('a session ended while typing: Save leads to sign-in, which returns to the page with the input, saved once', async ({
  browser,
}) => {
  const { page, email } = await newUserPage(browser, 'expired');
  const appId = await openMisc(page);
  await answerMisc(page);
  // Every one of the page's four answers kept, the last one too.
  await expect.poll(() => keptChoices(page)).toBe(4);
  // The server ends the session (as its end passing would); the browser still holds the cookie it no longer knows.
  const cookies = await page.context().cookies();
  expect((await page.request.post('/api/auth/logout', { data: {} })).ok()).toBe(true);
  await page.context().addCookies(cookies);

  await continueOn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('next')).toBe(`/helix/newapp/${appId}?task=jump&step=${MISC_STEP}`);
  await signInThroughUi(page, email);
  await expect(page.getByRole('heading', MISC)).toBeVisible();
  await restoreOffered(page);
  await continueOn(page);
  await expectSavedOnce(page, appId);
});

test('before the session ends a dialog offers "Stay signed in", which moves the end on', async ({ browser }) => {
  const { page } = await newUserPage(browser, 'stay');
  const me = async () =>
    Date.parse(
      ((await (await page.request.get('/api/auth/me')).json()) as { sessionExpiresAt: string }).sessionExpiresAt,
    );
  const ends = await me();
  // The page's clock (installed before the page loads, so its timers are the clock's) is moved to five minutes
  // before the end; the server's is not.
  await page.clock.install();
  await openMisc(page);
  await page.clock.fastForward(ends - Date.now() - 5 * 60_000 + 10_000);
  const dialog = page.getByRole('dialog', { name: 'Your session is about to end' });
  await expect(dialog).toContainText(/You will be signed out at \d\d:\d\d to keep your application safe\./);
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeVisible();
  await expectNoAxeViolations(page);

  const extended = page.waitForResponse((r) => r.url().endsWith('/api/auth/session/extend'));
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  expect((await extended).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'You are still signed in.' })).toBeAttached();
  expect(await me()).toBeGreaterThan(ends);
  await expect(page.getByRole('heading', MISC)).toBeVisible();
});
