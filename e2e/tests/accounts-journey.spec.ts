import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  expectMainPage,
  fillRegisterForm,
  mailedLink,
  resetPasswordThroughMail,
  signInThroughUi,
  uniqueEmail,
} from '../support/users';
import { chooseAndMoveOn, expectWizardPage, startConsentAsOwner } from '../support/wizard';

/**
 * Issue 19, Done when: register, open the verification link from the captured mail, forget the password, reset
 * it from the mail, fill the profile, start a consent whose owner page prefills from it, and invite an editor who
 * then (in a browser of their own) registers from the invitation, accepts it and saves a page.
 */
test('an account from registration to sharing an application with an editor who saves a page', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('journey');
  const fullName = 'Aroha Ngata';
  const newPassword = 'kowhai river lantern 7';

  await page.goto('/register');
  await fillRegisterForm(page, fullName, email);
  await page.goto(await mailedLink(page, email, 'verify-email'));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByText('Your email address is confirmed.')).toBeVisible();

  await resetPasswordThroughMail(page, email, newPassword);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectMainPage(page, fullName);

  await page.getByRole('link', { name: 'Your details' }).click();
  await page.getByLabel('Phone number (optional)').fill('06 835 1234');
  await page.getByLabel('Postal address (optional)').fill('PO Box 7, Napier 4140');
  await page.getByRole('button', { name: 'Save your details' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();

  const appId = await startConsentAsOwner(page, 'Christchurch City Council');
  await expect(page.getByLabel("Owner's full name")).toHaveValue(fullName);
  await expect(page.getByLabel('Mailing address')).toHaveValue('PO Box 7, Napier 4140');

  // The owner shares the application from its page: a refused invite first, then one to the editor.
  await page.goto(`/helix/app/obca/${appId}/0`);
  const people = page.getByRole('region', { name: 'People with access' });
  await expect(people).toContainText(`${fullName} (${email}): Owner`);
  await people.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Select whether they can edit the application or only view it',
  );
  await expectNoAxeViolations(page);
  const editorEmail = uniqueEmail('editor');
  await people.getByLabel('Their email address').fill(editorEmail);
  await people.getByLabel('Edit', { exact: true }).check();
  await people.getByRole('button', { name: 'Send invitation' }).click();
  await expect(people.getByText(`We have emailed an invitation to ${editorEmail}.`)).toBeVisible();
  await expect(people).toContainText(`${editorEmail}: Can edit, invited (not yet accepted)`);
  await expectNoAxeViolations(page);

  // The editor, in a browser of their own, has no account yet: they create one from the invitation's page.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await editor.goto(await mailedLink(page, editorEmail, 'invitation'));
  await expect(editor.getByRole('heading', { level: 1, name: 'Accept an invitation' })).toBeVisible();
  await expect(
    editor.getByText(`${fullName} has invited ${editorEmail} to edit it: application ${appId}`),
  ).toBeVisible();
  await expectNoAxeViolations(editor);
  await editor.getByRole('link', { name: 'create an account' }).click();
  await fillRegisterForm(editor, 'Tama Builder', editorEmail);
  await editor.getByRole('link', { name: 'Sign in' }).click();
  await signInThroughUi(editor, editorEmail);
  await editor.getByRole('button', { name: 'Accept invitation' }).click();
  await expectWizardPage(editor, "Owner's Detail", 'Step 3 of 10');

  // The editor saves a page; the main page lists the application as shared with them.
  await editor.goto(`/helix/newapp/${appId}?task=jump&step=2`);
  await chooseAndMoveOn(editor, 'I am an agent acting for the owner');
  await expect(editor.getByText(/^Step 3 of \d+$/)).toBeVisible();
  const saved = await page.request.post('/obca/application', { data: { application_id: appId } });
  expect(await saved.json()).toMatchObject({ app_signee: 'AGENT' });
  await editor.goto('/');
  await expect(editor.getByText('Shared with you')).toBeVisible();
  await expectNoAxeViolations(editor);
  await editorContext.close();

  await page.goto(`/helix/app/obca/${appId}/0`);
  await expect(page.getByRole('region', { name: 'People with access' })).toContainText(
    `Tama Builder (${editorEmail}): Can edit`,
  );
});
