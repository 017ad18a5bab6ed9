import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { attachRequiredDocuments } from '../support/attachments';
import { budgetedStep } from '../support/budget';
import { fillSingleHouseProject } from '../support/project';
import { signedUpThroughApi, signInThroughUi, uniqueEmail } from '../support/users';
import { chooseOneParcelSite } from '../support/siteLocation';
import { declareAndSubmit } from '../support/submit';
import { chooseAndMoveOn, continueOn, createApplicationByApi, expectWizardPage } from '../support/wizard';

const owner = {
  name: 'Aroha Ngata',
  mail: 'PO Box 4321, Christchurch 8140',
  phone: '03 941 8999',
  email: 'aroha@example.co.nz',
};

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a PIM-only application goes through every page, Back included, and is completed', async ({ page }) => {
    const appId = await budgetedStep('register, and a PIM-only application made by the API', 30, async () => {
      await signedUpThroughApi(page, owner.name, uniqueEmail('pimonly'));
      await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${owner.name}` })).toBeVisible();
      // Christchurch: first point of contact on, PLG 1 for PIM-only on, no pre-application, no invoice payer.
      return createApplicationByApi(page, 1, 'Christchurch City Council');
    });

    // The spec's redirect after creating opens legacy step 3, the applicant's role; Back reaches the PIM page.
    await budgetedStep('pages 2 and 1: Back to the matters, refused when none is chosen', 30, async () => {
      await page.goto(`/helix/newapp/${appId}?task=jump&step=3`);
      await expectWizardPage(page, "Applicant's Role", 'Step 2 of 8');
      await page.getByRole('button', { name: 'Back' }).click();
      await expectWizardPage(page, 'The following matters are involved in the project:', 'Step 1 of 8');
      await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);

      await continueOn(page);
      const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
      await expect(summary).toBeFocused();
      await expect(summary).toContainText('Please select at least one of the following matters!');
      await expectNoAxeViolations(page);
      await page.getByLabel('Subdivision').check();
      await page.getByLabel('New or altered access for vehicles').check();
      await page.getByLabel('Notes for the council (optional)').fill('Two-lot subdivision with a shared driveway.');
      await continueOn(page);
    });

    await budgetedStep("pages 2 to 4: the owner's role, details, first point of contact", 30, async () => {
      // Choosing a role moves on by itself.
      await expectWizardPage(page, "Applicant's Role", 'Step 2 of 8');
      await chooseAndMoveOn(page, 'I am the owner');
      await expectWizardPage(page, "Owner's Detail", 'Step 3 of 8');
      await page.getByLabel("Owner's full name").fill(owner.name);
      await page.getByLabel('Mailing address').fill(owner.mail);
      await page.getByLabel('Phone number').fill(owner.phone);
      await page.getByLabel('Email address').fill(owner.email);
      await continueOn(page);

      await expectWizardPage(page, 'First Point of Contact', 'Step 4 of 8');
      await page.getByLabel('The owner').check();
      await continueOn(page);
    });

    await budgetedStep('page 5: site location', 30, async () => {
      await expectWizardPage(page, 'Site Location', 'Step 5 of 8');
      await chooseOneParcelSite(page, '101 Ricc', '101 Riccarton Road', 'Lot 1 DP 21458');
      await page.getByLabel('No', { exact: true }).check();
      await page.getByLabel('Ask the council for a copy of the record of title').check();
      await page.getByLabel('Postcode of the site (optional)').fill('8011');
      await continueOn(page);
    });

    await budgetedStep('page 6: the project', 40, async () => {
      await expectWizardPage(page, 'Tell Us About Your Project', 'Step 6 of 8');
      await fillSingleHouseProject(page);
      await continueOn(page);
    });

    await budgetedStep('page 7: FORM PLG 1', 20, async () => {
      await expectWizardPage(page, 'FORM PLG 1', 'Step 7 of 8');
      await page.getByRole('group', { name: 'Will the project change the use of the land?' }).getByLabel('No').check();
      await page.getByRole('group', { name: 'Will the project disturb the soil?' }).getByLabel('Yes').check();
      await page
        .getByRole('group', { name: /Hazardous Activities and Industries List/ })
        .getByLabel('No', { exact: true })
        .check();
      await continueOn(page);
    });

    await budgetedStep('page 8: file attachments', 40, async () => {
      await attachRequiredDocuments(page, 'File Attachments', 'Step 8 of 8');
    });

    // No page is left: check your answers, the declaration, Submit and the confirmation; then its summary is read-only.
    await budgetedStep('check your answers, the declaration, submit and the confirmation', 40, async () => {
      await declareAndSubmit(page, appId, owner.name, 'Christchurch City Council');
    });
    await budgetedStep('the completed application is read-only', 30, async () => {
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Your completed application' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Application details' })).toContainText('Completed');
      const matters = page.getByRole('region', { name: 'The following matters are involved in the project:' });
      await expect(matters).toContainText('Subdivision');
      await expect(page.getByRole('link', { name: /^Change/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    // A completed application's wizard shows the complete_error view.
    await budgetedStep("a completed application's wizard shows complete_error", 20, async () => {
      await page.goto(`/helix/newapp/${appId}?task=jump&step=3`);
      await expect(page.getByRole('heading', { level: 1, name: 'This application has been completed' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

test('a building consent with PIM by an agent: pre-application, company autocomplete, contacts, resume after sign-out', async ({
  page,
}) => {
  const email = uniqueEmail('agent');
  const appId = await budgetedStep('register, and a building consent made by the API', 30, async () => {
    await signedUpThroughApi(page, 'Tama Rangi', email);
    await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Tama Rangi' })).toBeVisible();
    // Auckland: pre-application meeting, first point of contact and invoice payable by all on.
    return createApplicationByApi(page, 2, 'Auckland Council');
  });

  await budgetedStep('page 1: the pre-application meeting, its number checked', 30, async () => {
    await page.goto(`/helix/newapp/${appId}?task=jump&step=1`);
    await expectWizardPage(page, 'Pre-application Meeting', 'Step 1 of 10');
    await page.getByLabel('Yes', { exact: true }).first().check();
    await page.getByLabel('Pre-application meeting reference number').fill('PAM-1');
    await expect(page.getByText('Invalid Reference Number.')).toBeVisible();
    await page.getByLabel('Pre-application meeting reference number').fill('PAM99999999');
    await page.getByLabel('Yes, I need a PIM').check();
    await page.getByLabel('Building work over or adjacent to any road or public place').check();
    await continueOn(page);
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'The pre-application meeting reference number does not exist in the system!',
    );
    await page.getByLabel('Pre-application meeting reference number').fill('PAM20240012');
    await continueOn(page);
  });

  await budgetedStep("pages 2 and 3: the agent's role, the owner's details", 30, async () => {
    await expectWizardPage(page, "Applicant's Role", 'Step 2 of 10');
    await chooseAndMoveOn(page, 'I am an agent acting for the owner');
    // As an agent with no details on file, the agent's page joins the route.
    await expectWizardPage(page, "Owner's Detail", 'Step 3 of 11');
    await page.getByLabel("Owner's full name").fill('Hine Moana');
    await page.getByLabel('Mailing address').fill('12 Queen Street, Auckland 1010');
    await page.getByLabel('Phone number').fill('09 301 0101');
    await page.getByLabel('Email address').fill('hine@example.co.nz');
    await continueOn(page);
    await expectWizardPage(page, "Agent's Detail", 'Step 4 of 11');
  });

  // Sign out and back in: Resume on the main page opens the page left off.
  await budgetedStep('sign out, sign in, and Resume opens the page left off', 30, async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await signInThroughUi(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Tama Rangi' })).toBeVisible();
    await page
      .getByRole('region', { name: 'My applications' })
      .getByRole('link', { name: new RegExp(`Resume application ${appId}`) })
      .click();
    await expectWizardPage(page, "Agent's Detail", 'Step 4 of 11');
  });

  // Back keeps what was saved on the owner's page.
  await budgetedStep("Back keeps what was saved on the owner's page", 20, async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await expectWizardPage(page, "Owner's Detail", 'Step 3 of 11');
    await expect(page.getByLabel("Owner's full name")).toHaveValue('Hine Moana');
    await continueOn(page);
  });

  await budgetedStep("page 4: the agent's company by autocomplete", 30, async () => {
    await expectWizardPage(page, "Agent's Detail", 'Step 4 of 11');
    // The applicant said they are the agent: the page does not ask again whether an agent acts (issue 15).
    await expect(
      page.getByRole('group', { name: 'Is an agent acting for the owner on this application?' }),
    ).toHaveCount(0);
    await page.getByLabel('A registered company').check();
    const companyName = page.getByRole('combobox', { name: 'Company name' });
    await companyName.pressSequentially('kauri co');
    const option = page.getByRole('option', { name: /Kauri Coast Builders Limited/ });
    await expect(option).toBeVisible();
    await expectNoAxeViolations(page);
    await companyName.press('ArrowDown');
    await companyName.press('Enter');
    await expect(companyName).toHaveValue('Kauri Coast Builders Limited');
    await expect(page.getByLabel('NZBN')).toHaveValue('9429041537281');
    await expect(page.getByLabel('Company number')).toHaveValue('5571938');
    await page.getByLabel('Contact person').fill('Tama Rangi');
    await page.getByLabel('Mailing address').fill('PO Box 99, Whangārei 0140');
    await page.getByLabel('Phone number').fill('09 430 4200');
    await page.getByLabel('Email address').fill('tama@example.co.nz');
    await continueOn(page);
  });

  await budgetedStep('page 5: first point of contact and the invoice payer, refused then accepted', 30, async () => {
    await expectWizardPage(page, 'First Point of Contact', 'Step 5 of 11');
    await page.getByRole('region', { name: 'First Point of Contact' }).getByLabel('The agent (you)').check();
    const invoice = page.getByRole('region', { name: 'Invoice Payable By' });
    await invoice.getByLabel('Someone else').check();
    await invoice.getByLabel('Full name').fill('Jo');
    await continueOn(page);
    const problems = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(problems).toContainText("Error! Please enter the contact's full name.");
    await expect(problems).toContainText('Please enter the phone number or select "I don\'t have this information"');
    await expectNoAxeViolations(page);
    await invoice.getByLabel('Full name').fill('Joanne Kaha');
    await invoice.getByLabel("I don't have this information").first().check();
    await expect(invoice.getByLabel('Phone number')).toBeDisabled();
    await invoice.getByLabel('Email address').fill('accounts@example.co.nz');
    await continueOn(page);
  });

  await budgetedStep('pages 6 to 8: site location, the project, project contacts', 60, async () => {
    await expectWizardPage(page, 'Site Location', 'Step 6 of 11');
    await chooseOneParcelSite(page, '12 Ponsonby', '12 Ponsonby Road', 'Lot 2 DP 10433');
    await page.getByLabel('Yes', { exact: true }).check();
    await continueOn(page);
    await expectWizardPage(page, 'Tell Us About Your Project', 'Step 7 of 11');
    await fillSingleHouseProject(page);
    await continueOn(page);
    await expectWizardPage(page, 'Project Contacts', 'Step 8 of 11');
    await page
      .getByRole('group', { name: /Will licensed building practitioners/ })
      .getByLabel('No', { exact: true })
      .check();
    await continueOn(page);
  });

  await budgetedStep('pages 9 and 10: FORM PLG 1, miscellaneous information', 30, async () => {
    await expectWizardPage(page, 'FORM PLG 1', 'Step 9 of 11');
    await page.getByRole('group', { name: 'Will the project change the use of the land?' }).getByLabel('No').check();
    await page.getByRole('group', { name: 'Will the project disturb the soil?' }).getByLabel('No').check();
    await page
      .getByRole('group', { name: /Hazardous Activities and Industries List/ })
      .getByLabel('No', { exact: true })
      .check();
    await continueOn(page);

    await expectWizardPage(page, 'Miscellaneous Information', 'Step 10 of 11');
    await page
      .getByRole('group', { name: 'Is the work related to a natural disaster?' })
      .getByLabel('Yes', { exact: true })
      .check();
    await page.getByLabel('Which disaster?').selectOption({ label: 'Other' });
    await page.getByLabel('Describe the disaster').fill('Tornado, Papatoetoe 2012');
    await page.getByRole('group', { name: 'Are there dogs on the site?' }).getByLabel('Yes').check();
    await page.getByRole('group', { name: 'Does the project include a swimming pool?' }).getByLabel('No').check();
    await page
      .getByRole('group', { name: /new connection/ })
      .getByLabel('No')
      .check();
    await continueOn(page);
  });

  await budgetedStep('page 11: file attachments, then the declaration and submit', 60, async () => {
    await attachRequiredDocuments(page, 'File Attachments', 'Step 11 of 11');
    await declareAndSubmit(page, appId, 'Tama Rangi', 'Auckland Council');
  });
  await budgetedStep('the completed application shows every answer', 30, async () => {
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Your completed application' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Pre-application Meeting' })).toContainText('PAM20240012');
    await expect(page.getByRole('region', { name: "Agent's Detail" })).toContainText('Kauri Coast Builders Limited');
    await expect(page.getByRole('region', { name: 'Invoice Payable By' })).toContainText(
      "Doesn't have this information",
    );
    await expectNoAxeViolations(page);
  });
});
