import { expect, test, type Page } from '@playwright/test';
import { formMessages, nzToday } from '@consent/domain';
import { expectNoAxeViolations } from '../support/axe';
import { answerEveryForm } from '../support/answers';
import { signedUpThroughApi, uniqueEmail } from '../support/users';
import { chooseAndMoveOn, continueOn, createApplicationByApi, expectWizardPage } from '../support/wizard';

async function registerNewUser(page: Page, label: string): Promise<void> {
  await signedUpThroughApi(page, 'Rangi Parata', uniqueEmail(label));
  await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Rangi Parata' })).toBeVisible();
}

/** Lets the wizard open a later page directly, as an applicant who had reached it would. */
async function reachStep(page: Page, appId: number, step: number): Promise<void> {
  expect((await page.request.post('/obca/set_application_step', { data: { appId, step } })).status()).toBe(200);
}

/** The same day `years` away, as the date picker's ISO value (worked out here, not by the code under test). */
function yearsFrom(today: string, years: number): string {
  return `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
}

const PIM_QUESTION = 'Do you require a PIM (Project Information Memorandum) with this application?';

test('the regional-council form on the PLG page: its date range, its problems, saved and shown again after a reload', async ({
  page,
}) => {
  await registerNewUser(page, 'ecan');
  const appId = await createApplicationByApi(page, 2, 'Canterbury Regional Council (Environment Canterbury)');
  await reachStep(page, appId, 13);
  await page.goto(`/helix/newapp/${appId}?task=jump&step=13`);
  await expect(page.getByRole('heading', { level: 1, name: 'FORM PLG 1' })).toBeVisible();
  const ecan = page.getByRole('region', { name: 'Regional council: dam details' });
  await expect(ecan).toBeVisible();
  await expectNoAxeViolations(page);

  // The date picker spans ten years either side of today (spec point 2, -10:+10).
  const worksDate = ecan.getByLabel('Date the building work starts');
  const today = nzToday();
  await expect(worksDate).toHaveAttribute('min', yearsFrom(today, -10));
  await expect(worksDate).toHaveAttribute('max', yearsFrom(today, 10));

  await page.getByRole('group', { name: 'Will the project change the use of the land?' }).getByLabel('No').check();
  await page.getByRole('group', { name: 'Will the project disturb the soil?' }).getByLabel('Yes').check();
  await page
    .getByRole('group', { name: /Hazardous Activities and Industries List/ })
    .getByLabel('No', { exact: true })
    .check();
  await ecan.getByLabel('Name of the dam').fill('Opuha Dam');
  await worksDate.fill(yearsFrom(today, 11));
  await continueOn(page);
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(formMessages.worksDateRange);
  await expect(summary).toContainText(formMessages.damClassification);
  await expectNoAxeViolations(page);
  // Each problem links to its field.
  await summary.getByRole('link', { name: formMessages.worksDateRange }).click();
  await expect(worksDate).toBeFocused();

  await ecan.getByLabel('Medium potential impact').check();
  await worksDate.fill(yearsFrom(today, 1));
  await continueOn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Miscellaneous Information' })).toBeVisible();

  // Revisiting after a reload shows what the server holds.
  await page.goto(`/helix/newapp/${appId}?task=jump&step=13`);
  await page.reload();
  await expect(ecan.getByLabel('Name of the dam')).toHaveValue('Opuha Dam');
  await expect(ecan.getByLabel('Medium potential impact')).toBeChecked();
  await expect(worksDate).toHaveValue(yearsFrom(today, 1));
  await expect(page.getByRole('group', { name: 'Will the project disturb the soil?' }).getByLabel('Yes')).toBeChecked();
  await expectNoAxeViolations(page);
});

test("the summary of an open application: each section's Change link opens its wizard page", async ({ page }) => {
  await registerNewUser(page, 'change-links');
  // Christchurch: no pre-application page, so the PIM question heads the first page.
  const appId = await createApplicationByApi(page, 2, 'Christchurch City Council');
  await answerEveryForm(page, appId);
  await reachStep(page, appId, 15);
  const summaryPath = `/helix/app/obca/${appId}/1?opt=resume`;
  await page.goto(summaryPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before submitting' })).toBeVisible();
  await expectNoAxeViolations(page);

  const sections: [string, number, string][] = [
    [PIM_QUESTION, 1, PIM_QUESTION],
    ["Applicant's Role", 3, "Applicant's Role"],
    ['First Point of Contact', 6, 'First Point of Contact'],
    ['Site Location', 7, 'Site Location'],
    ['Tell Us About Your Project', 8, 'Tell Us About Your Project'],
    ['Project Contacts', 11, 'Project Contacts'],
    ['FORM PLG 1', 13, 'FORM PLG 1'],
    ['Miscellaneous Information', 14, 'Miscellaneous Information'],
    ['File Attachments', 15, 'File Attachments'],
  ];
  for (const [section, step, heading] of sections) {
    await page.goto(summaryPath);
    // The sections appear together once every one has read its answers (one loading message until then).
    await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before submitting' })).toBeVisible();
    await expect(page.getByText(/^Loading your/)).toHaveCount(0);
    await page
      .getByRole('region', { name: section })
      .getByRole('link', { name: `Change ${section}` })
      .click();
    await expect(page, section).toHaveURL(`/helix/newapp/${appId}?task=jump&step=${step}&return=check`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  // Continue on a page opened by a Change link saves it and returns to check your answers.
  await page.goto(summaryPath);
  await expect(page.getByText(/^Loading your/)).toHaveCount(0);
  await page
    .getByRole('region', { name: 'Miscellaneous Information' })
    .getByRole('link', { name: 'Change Miscellaneous Information' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Miscellaneous Information' })).toBeVisible();
  // Continue before the form has shown its saved answers is refused ('Form was not loaded', spec point 4): wait for them.
  await expect(
    page.getByRole('group', { name: 'Are there dogs on the site?' }).getByRole('radio', { name: 'No' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/helix/app/obca/${appId}/\\d+\\?opt=resume$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before submitting' })).toBeVisible();
});

test("choosing 'no' for a PIM moves on by itself, and Back keeps what was typed but not continued", async ({
  page,
}) => {
  await registerNewUser(page, 'back-keeps');
  const appId = await createApplicationByApi(page, 2, 'Christchurch City Council');
  await page.goto(`/helix/newapp/${appId}?task=jump&step=1`);
  await expectWizardPage(page, PIM_QUESTION, 'Step 1 of 10');
  await chooseAndMoveOn(page, 'No, I do not need a PIM');
  await expectWizardPage(page, "Applicant's Role", 'Step 2 of 10');

  await chooseAndMoveOn(page, 'I am the owner');
  await expectWizardPage(page, "Owner's Detail", 'Step 3 of 10');
  // Part of the owner's details, then Back rather than Continue.
  await page.getByLabel("Owner's full name").fill('Wiremu Hohaia');
  await page.getByLabel('Phone number').fill('03 366 1234');
  await page.getByRole('button', { name: 'Back' }).click();
  await expectWizardPage(page, "Applicant's Role", 'Step 2 of 10');
  await expect(page.getByLabel('I am the owner')).toBeChecked();
  await continueOn(page);
  await expectWizardPage(page, "Owner's Detail", 'Step 3 of 10');
  await expect(page.getByLabel("Owner's full name")).toHaveValue('Wiremu Hohaia');
  await expect(page.getByLabel('Phone number')).toHaveValue('03 366 1234');

  // Saved on the server, not just held by the browser; and the PIM answer 'no' too.
  await page.reload();
  await expect(page.getByLabel("Owner's full name")).toHaveValue('Wiremu Hohaia');
  await page.goto(`/helix/newapp/${appId}?task=jump&step=1`);
  await expect(page.getByLabel('No, I do not need a PIM')).toBeChecked();
});
