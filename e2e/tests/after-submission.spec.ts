import { expect, test, type Page } from '@playwright/test';
import { pdfFile } from '../support/attachments';
import { expectNoAxeViolations } from '../support/axe';
import { AUCKLAND, submittedConsent } from '../support/consent';
import { councilActs, officerOf, staffPayEveryInvoice } from '../support/council';
import { answerEveryForm } from '../support/answers';
import { declareAndSubmit } from '../support/submit';
import { expectMainPage, signedUpThroughApi, uniqueEmail } from '../support/users';
import { continueOn, createApplicationByApi } from '../support/wizard';

const APPLICANT = 'Mere Tipene';
const COUNCIL = 'Auckland Council';
const NZ_YEAR = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', year: 'numeric' });

async function signedUpApplicant(page: Page, label: string): Promise<void> {
  await signedUpThroughApi(page, APPLICANT, uniqueEmail(label));
  await expectMainPage(page, APPLICANT);
}

/** From the main page, the notice's link to the application page's "Where your application is". */
async function followNotice(page: Page, notice: string, link: string): Promise<void> {
  await page.goto('/');
  const item = page.getByRole('listitem').filter({ hasText: notice });
  await expect(item).toBeVisible();
  await expectNoAxeViolations(page);
  await item.getByRole('link', { name: new RegExp(`^${link}`) }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Where your application is' })).toBeVisible();
}

test('returned as incomplete: the applicant reads the reasons, fixes the answer and resubmits', async ({ page }) => {
  await signedUpApplicant(page, 'returned');
  const appId = await createApplicationByApi(page, 2, COUNCIL);
  await answerEveryForm(page, appId);
  await page.goto(`/helix/app/obca/${appId}/1?opt=resume`);
  const reference = await declareAndSubmit(page, appId, APPLICANT, COUNCIL);
  expect(reference).toMatch(new RegExp(`^AKL-${NZ_YEAR.format(new Date())}-\\d{5}$`));

  await councilActs(officerOf(AUCKLAND.slug), appId, 'return', {
    items: [{ item: "Owner's Detail", reason: 'Give the owner’s daytime phone number.' }],
  });
  await followNotice(page, 'The council returned this application as incomplete.', 'See what to fix');
  await expect(
    page.getByRole('heading', { name: 'The council returned your application as incomplete' }),
  ).toBeVisible();
  await expect(page.getByText('Give the owner’s daytime phone number.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before submitting' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole('link', { name: /^Change.*Owner/ })
    .first()
    .click();
  await expect(page.getByLabel('Phone number')).toBeVisible();
  await page.getByLabel('Phone number').fill('09 555 0199');
  await continueOn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before submitting' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('09 555 0199');
  // Resubmitted, it keeps the reference it was given the first time.
  expect(await declareAndSubmit(page, appId, APPLICANT, COUNCIL)).toBe(reference);

  await page.goto(`/helix/app/obca/${appId}/1?opt=resume`);
  await expect(page.getByText('Resubmitted', { exact: true })).toBeVisible();
  await expect(page.getByText('You submitted the application again')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a request for information answered with text and an upload, then granted', async ({ page }) => {
  await signedUpApplicant(page, 'rfi');
  const appId = await submittedConsent(page.request);
  await councilActs(officerOf(AUCKLAND.slug), appId, 'accept', { consentNumber: `ABA-E2E-${appId}` });
  await councilActs(officerOf(AUCKLAND.slug), appId, 'request-information', {
    items: [{ text: 'Truss design calculations' }],
  });

  await followNotice(page, 'The council has asked for more information.', 'Answer the council');
  await expect(page.getByRole('heading', { name: 'The council has asked for more information' })).toBeVisible();
  await expect(page.getByText('Item 1: Truss design calculations')).toBeVisible();
  await expectNoAxeViolations(page);

  // Sent empty: the error summary links to the item's answer.
  await page.getByRole('button', { name: 'Send your answers' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await summary.getByRole('link', { name: /^Item 1:/ }).click();
  await expect(page.getByLabel('Your answer to item 1')).toBeFocused();
  await expectNoAxeViolations(page);

  await page.getByLabel('Your answer to item 1').fill('The truss supplier’s calculations are attached.');
  await page.getByLabel('Files for item 1 (optional)').setInputFiles(pdfFile('truss-calculations.pdf'));
  await page.getByRole('button', { name: 'Send your answers' }).click();
  await expect(page.getByText('Further information provided', { exact: true })).toBeVisible();
  const provided = page.getByRole('region', { name: 'Information you provided' });
  await expect(provided).toContainText('The truss supplier’s calculations are attached.');
  await expect(provided.getByRole('link', { name: 'truss-calculations.pdf' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Statutory clock' })).toContainText('of 20 working days used');
  await expectNoAxeViolations(page);

  await councilActs(officerOf(AUCKLAND.slug), appId, 'grant', {
    conditions: ['Inspections as listed in the inspection schedule.'],
  });
  // Released once its invoices are paid (the council's default rule, issue 31 point 6).
  await staffPayEveryInvoice(officerOf(AUCKLAND.slug), appId);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your application has been granted' })).toBeVisible();
  await expect(page.getByText('Inspections as listed in the inspection schedule.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The council's page of the same application, opened by the applicant: a heading and the way back, not "Try again".
  await page.goto(`/council/applications/${appId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Council workspace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to your applications' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('withdrawing asks for confirmation: Escape keeps the application, confirming withdraws it', async ({ page }) => {
  await signedUpApplicant(page, 'withdraw');
  const appId = await submittedConsent(page.request);
  await page.goto(`/helix/app/obca/${appId}/1?opt=resume`);
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();

  const withdraw = page.getByRole('button', { name: 'Withdraw application' });
  await withdraw.click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(withdraw).toBeFocused();

  await withdraw.click();
  await dialog.getByRole('button', { name: 'Yes, withdraw application' }).click();
  await expect(page.getByRole('heading', { name: 'You withdrew this application' })).toBeVisible();
  await expect(page.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(withdraw).toHaveCount(0);
  await expectNoAxeViolations(page);
});
