import { expect, test, type Browser, type Page } from '@playwright/test';
import { defined } from '@consent/domain';
import { expectNoAxeViolations } from '../support/axe';
import { mailedLink, signedUpThroughApi, uniqueEmail } from '../support/users';
import { answerMisc, keptPages, openMisc } from '../support/miscPage';
import { continueOn, expectFormsLoaded } from '../support/wizard';

/* Issue 33.4, nothing typed is lost (ADR 0069), on the Miscellaneous Information page. */

async function newUserPage(browser: Browser, name: string, label: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedUpThroughApi(page, name, uniqueEmail(label));
  return page;
}

/** What the server holds: the dogs answer and the form's version (1 after one save). */
async function savedMisc(page: Page, appId: number) {
  const response = await page.request.get(`/ajax/get_misc_data/${appId}`);
  const { data } = (await response.json()) as { data: { has_dogs: string } };
  return { dogs: data.has_dogs, version: response.headers()['form-version'] };
}

test('a save made offline says it is trying again, and is saved once when the network is back', async ({ browser }) => {
  const page = await newUserPage(browser, 'Mere Tane', 'offline');
  const appId = await openMisc(page);
  await answerMisc(page, 'Yes');
  await page.context().setOffline(true);
  await continueOn(page);
  await expect(page.getByRole('status').filter({ hasText: 'Not saved yet — trying again' })).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Miscellaneous Information' })).toBeHidden();
  await expect(page.getByText('Not saved yet — trying again')).toHaveCount(0);
  expect(await savedMisc(page, appId)).toEqual({ dogs: 'yes', version: '1' });
});

test('what was typed and not saved is offered back after a reload, and leaving asks first', async ({ browser }) => {
  const page = await newUserPage(browser, 'Hemi Walker', 'reload');
  const appId = await openMisc(page);
  const dogsYes = page.getByRole('group', { name: 'Are there dogs on the site?' }).getByLabel('Yes');
  await dogsYes.check();

  // Leaving for another page of the app asks first; Escape stays.
  await page.getByRole('link', { name: /^Application progress/ }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page without saving?' });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(leave).toBeHidden();
  await expect(dogsYes).toBeChecked();

  // Kept on the device once typed: then the tab is reloaded.
  await expect.poll(() => keptPages(page)).toBe(1);
  await page.reload();
  const offer = page.getByRole('region', { name: 'Answers not saved' });
  await expect(offer).toContainText(
    /You typed this on \d{1,2} [A-Z][a-z]+ at \d\d:\d\d and it was not saved — restore it, or discard it/,
  );
  await expect(offer.getByRole('heading', { name: 'Answers not saved' })).toBeFocused();
  await expectFormsLoaded(page);
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('What you typed is back on the page. It is not saved yet.')).toBeFocused();
  await expect(dogsYes).toBeChecked();

  // Saved: nothing is offered again.
  await answerMisc(page, 'Yes');
  await continueOn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Miscellaneous Information' })).toBeHidden();
  expect(await savedMisc(page, appId)).toEqual({ dogs: 'yes', version: '1' });
  await openMisc(page, appId);
  await expect(page.getByRole('region', { name: 'Answers not saved' })).toHaveCount(0);
});

test('two editors saving the same page: the second is shown both versions and keeps their own over the first', async ({
  browser,
}) => {
  const owner = await newUserPage(browser, 'Aroha Owner', 'owner');
  const editorEmail = uniqueEmail('editor');
  const editor = await (await browser.newContext()).newPage();
  await signedUpThroughApi(editor, 'Tama Editor', editorEmail);
  const appId = await openMisc(owner);
  const invited = await owner.request.post(`/api/applications/${appId}/invitations`, {
    data: { email: editorEmail, role: 'editor' },
  });
  expect(invited.status()).toBe(201);
  const token = defined(
    new URL(await mailedLink(owner, editorEmail, 'invitation')).searchParams.get('token'),
    'invitation token',
  );
  expect((await editor.request.post('/api/invitations/accept', { data: { token } })).status()).toBe(200);

  await openMisc(editor, appId);
  await answerMisc(owner, 'Yes');
  await continueOn(owner);
  await expect(owner.getByRole('heading', { level: 1, name: 'Miscellaneous Information' })).toBeHidden();

  await answerMisc(editor, 'No');
  await continueOn(editor);
  const conflict = editor.getByRole('region', { name: 'Someone else changed this page' });
  await expect(conflict).toContainText(/Aroha Owner changed this page on .* after you opened it/);
  // The error summary takes focus and says so; the choice follows it.
  await expect(editor.locator(':focus')).toContainText(
    /Aroha Owner changed this page on .* Choose which answers to keep\./,
  );
  await expect(conflict.getByRole('heading', { name: 'Your answers (not saved)' })).toBeVisible();
  await expect(conflict.getByRole('heading', { name: 'Aroha Owner’s answers (saved)' })).toBeVisible();
  await expectNoAxeViolations(editor);
  expect(await savedMisc(editor, appId)).toEqual({ dogs: 'yes', version: '1' });

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(editor.getByText('Your answers are saved.')).toBeFocused();
  expect(await savedMisc(editor, appId)).toEqual({ dogs: 'no', version: '2' });
});
