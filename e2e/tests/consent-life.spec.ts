import { expect, test, type Page } from '@playwright/test';
import { pdfFile } from '../support/attachments';
import { expectNoAxeViolations } from '../support/axe';
import { answerEveryForm } from '../support/answers';
import { AUCKLAND_ADMIN, openFromQueue, signInAsStaff } from '../support/council';
import { declareAndSubmit } from '../support/submit';
import { expectMainPage, signedUpThroughApi, uniqueEmail } from '../support/users';
import { continueOn, createApplicationByApi } from '../support/wizard';
import { defined } from '@consent/domain';

const APPLICANT = 'Ana Kereama';
const COUNCIL = 'Auckland Council';

const status = (officer: Page) =>
  officer
    .locator('.summary-list__row')
    .filter({ hasText: /^Status/ })
    .locator('dd');
const act = (officer: Page, name: string) =>
  officer.getByRole('region', { name: 'Actions' }).getByRole('button', { name, exact: true });

/**
 * Issue 18's whole life of a consent, both sides in the UI at once: the applicant in one browser context, the
 * council's officer in another. Each step is a step of its own; each screen is scanned with axe.
 */
test('a consent from submission to grant, and a CCC made from it prefilled (issue 18)', async ({
  page: applicant,
  browser,
}, testInfo) => {
  test.slow();
  const officerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const officer = await officerContext.newPage();
  let appId = 0;
  const consentNumber = () => `ABA-LIFE-${appId}`;

  await test.step('the applicant submits', async () => {
    await signedUpThroughApi(applicant, APPLICANT, uniqueEmail('life'));
    await expectMainPage(applicant, APPLICANT);
    appId = await createApplicationByApi(applicant, 2, COUNCIL);
    await answerEveryForm(applicant, appId);
    await applicant.goto(`/helix/app/obca/${appId}/1?opt=resume`);
    await declareAndSubmit(applicant, appId, APPLICANT, COUNCIL);
  });

  await test.step('the officer finds it in the queue and returns it as incomplete', async () => {
    await signInAsStaff(officer, AUCKLAND_ADMIN);
    await openFromQueue(officer, appId);
    await act(officer, 'Return as incomplete').click();
    const dialog = officer.getByRole('dialog', { name: 'Return the application as incomplete' });
    await dialog.getByLabel('Item 1', { exact: true }).fill("Owner's Detail");
    await dialog.getByLabel('Why item 1 is incomplete').fill('Give the owner’s daytime phone number.');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await officer
      .getByRole('dialog', { name: 'Return this application?' })
      .getByRole('button', { name: 'Return application' })
      .click();
    await expect(status(officer)).toHaveText('Returned as incomplete');
    await expectNoAxeViolations(officer);
  });

  await test.step('the applicant fixes the answer and resubmits', async () => {
    await applicant.goto('/');
    await applicant
      .getByRole('listitem')
      .filter({ hasText: 'The council returned this application as incomplete.' })
      .getByRole('link', { name: /^See what to fix/ })
      .click();
    await expect(applicant.getByText('Give the owner’s daytime phone number.', { exact: true })).toBeVisible();
    await applicant
      .getByRole('link', { name: /^Change.*Owner/ })
      .first()
      .click();
    await applicant.getByLabel('Phone number').fill('09 555 0199');
    await continueOn(applicant);
    await declareAndSubmit(applicant, appId, APPLICANT, COUNCIL);
  });

  await test.step('the officer accepts it with a consent number and asks for further information', async () => {
    await officer.reload();
    await expect(status(officer)).toHaveText('Resubmitted');
    await act(officer, 'Accept').click();
    const accept = officer.getByRole('dialog', { name: 'Accept the application' });
    await accept.getByLabel('Consent number').fill(consentNumber());
    await accept.getByRole('button', { name: 'Accept application' }).click();
    await expect(status(officer)).toHaveText('Accepted (lodged)');
    await act(officer, 'Request further information').click();
    const rfi = officer.getByRole('dialog', { name: 'Request further information' });
    await rfi.getByLabel('Item 1', { exact: true }).fill('Truss design calculations');
    await rfi.getByRole('button', { name: 'Send request' }).click();
    await expect(status(officer)).toHaveText('Waiting for further information');
    await expectNoAxeViolations(officer);
  });

  await test.step('the applicant answers with an upload', async () => {
    await applicant.goto('/');
    await applicant
      .getByRole('listitem')
      .filter({ hasText: 'The council has asked for more information.' })
      .getByRole('link', { name: /^Answer the council/ })
      .click();
    await applicant.getByLabel('Your answer to item 1').fill('The truss supplier’s calculations are attached.');
    await applicant.getByLabel('Files for item 1 (optional)').setInputFiles(pdfFile('truss-calculations.pdf'));
    await applicant.getByRole('button', { name: 'Send your answers' }).click();
    await expect(applicant.getByText('Further information provided', { exact: true })).toBeVisible();
  });

  await test.step('the officer reads the answer and grants', async () => {
    await officer.reload();
    await expect(status(officer)).toHaveText('Further information provided');
    await expect(
      officer.getByRole('region', { name: 'Timeline' }).getByRole('link', { name: 'truss-calculations.pdf' }),
    ).toBeVisible();
    await act(officer, 'Grant').click();
    await officer
      .getByRole('dialog', { name: 'Grant the application' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await officer
      .getByRole('dialog', { name: 'Grant this application?' })
      .getByRole('button', { name: 'Grant application' })
      .click();
    await expect(status(officer)).toHaveText('Granted');
    await expectNoAxeViolations(officer);
  });

  await test.step('the applicant makes a CCC from the granted consent, prefilled', async () => {
    await applicant.goto('/');
    await applicant
      .getByRole('region', { name: 'Start an application' })
      .getByRole('button', { name: 'Code compliance certificate', exact: true })
      .click();
    const dialog = applicant.getByRole('dialog', {
      name: 'Which building consent is the code compliance certificate for?',
    });
    await dialog.getByLabel(`Application ${appId}, Building Consent, ${COUNCIL}`).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(applicant.getByTestId('parent-consent')).toContainText(`For building consent ${consentNumber()} at `);
    const cccId = Number(defined(/newapp\/(\d+)/.exec(applicant.url()), '/newapp\\/(\\d+)/.exec(applicant.url())')[1]);
    const owner = (await (await applicant.request.get(`/obca/ajaxform/owner/${cccId}`)).json()) as {
      data: { phone: string };
    };
    expect(owner.data.phone).toBe('09 555 0199');
    await expectNoAxeViolations(applicant);
  });
  await officerContext.close();
});
