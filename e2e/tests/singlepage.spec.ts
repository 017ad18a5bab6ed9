import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { pdfFile } from '../support/attachments';
import { createApplicationAt } from '../support/contacts';
import { chooseOneParcelSite } from '../support/siteLocation';
import { signedUpThroughApi, uniqueEmail } from '../support/users';

const FAST_TRACK = 'Application for Fast Track Building Consent';
const FLOOD = 'Application for Building Consent to remediate Flood Affected Buildings';

async function startAs(page: Page, name: string, param: 'fasttrack' | 'flooded'): Promise<number> {
  await signedUpThroughApi(page, name, uniqueEmail(`singlepage-${param}`));
  await expect(page.getByRole('heading', { level: 1, name: `Kia ora, ${name}` })).toBeVisible();
  return createApplicationAt(page, '', { type: 2, param, council: 'Christchurch City Council' });
}

async function fillOwner(page: Page, name: string) {
  const owner = page.getByRole('region', { name: "Owner's Detail" });
  await owner.getByLabel("Owner's full name").fill(name);
  await owner.getByLabel('Mailing address').fill('PO Box 4321, Christchurch 8140');
  await owner.getByLabel('Phone number').fill('03 941 8999');
  await owner.getByLabel('Email address').fill('owner@example.co.nz');
  await page
    .getByRole('group', { name: 'Is an agent acting for the owner on this application?' })
    .getByLabel('No')
    .check();
}

/** The contacts question and the required documents, as the page's last two sections ask them. */
async function answerContactsAndDocuments(page: Page) {
  await page
    .getByRole('group', { name: /licensed building practitioners carry out/ })
    .getByLabel('No')
    .check();
  // Read once the documents have loaded: before, the list is not there and reads as nothing needed.
  const stillNeeded = page.getByRole('list', { name: 'Still needed' });
  await expect(stillNeeded).toBeVisible();
  const needed = await stillNeeded.getByRole('strong').allTextContents();
  expect(needed.length).toBeGreaterThan(0);
  await page.getByLabel('Choose files').setInputFiles(needed.map((name) => pdfFile(`${name}.pdf`)));
  const queue = page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
  for (const [i, name] of needed.entries()) {
    await queue
      .nth(i)
      .getByLabel('What is this document?')
      .selectOption({ label: `${name} (required)` });
  }
  await page.getByRole('button', { name: needed.length > 1 ? 'Upload all files' : /^Upload/ }).click();
  await expect(page.getByText('Every required document has been uploaded.')).toBeVisible();
}

/** Submits, and the summary shows the page's own sections (not the wizard's pages) with its own answers. */
async function submitAndExpectSummary(page: Page, appId: number, own: string, answer: string) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/helix/app/obca/${appId}/\\d+\\?opt=resume$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your completed application' })).toBeVisible();
  await expect(page.getByRole('region', { name: own })).toContainText(answer);
  await expect(page.getByRole('region', { name: "Owner's Detail" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'FORM PLG 1' })).toHaveCount(0);
  await expectNoAxeViolations(page);
}

test('fast track: Submit lists every problem linked to its field, then a filled page completes and reopens read-only', async ({
  page,
}) => {
  const appId = await startAs(page, 'Mere Tautahi', 'fasttrack');
  await page.goto(`/helix/fastTrackApplication/${appId}`);
  await expect(page.getByRole('heading', { level: 1, name: FAST_TRACK })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Project Contacts' }).getByRole('button', { name: 'Add another professional' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Please select the project.');
  await expect(summary).toContainText('Please select at least one Building Code clause.');
  await summary.getByRole('link', { name: 'Please select the project.' }).click();
  await expect(page.getByLabel('Installation of Freestanding Solid Fuel Heating Appliance')).toBeFocused();
  await expectNoAxeViolations(page);

  await chooseOneParcelSite(page, '101 Ricc', '101 Riccarton Road', 'Lot 1 DP 21458');
  await fillOwner(page, 'Mere Tautahi');
  // Only the fast-track clause codes are offered.
  const clauses = page.getByRole('group', { name: 'Building Code clauses the work complies with' });
  await expect(clauses.getByRole('checkbox')).toHaveCount(11);
  await expect(clauses.getByLabel(/^H1/)).toHaveCount(0);
  await page.getByLabel('Installation of Inbuilt Solid Fuel Heating Appliance').check();
  await page.getByLabel('Make of the appliance').fill('Masport');
  await page.getByLabel('Model of the appliance').fill('Akaroa');
  await clauses.getByLabel(/^B1/).check();
  await clauses.getByLabel(/^C2/).check();
  await answerContactsAndDocuments(page);
  await expectNoAxeViolations(page);
  await submitAndExpectSummary(page, appId, 'Your project', 'Masport');

  await page.goto(`/helix/fastTrackApplication/${appId}`);
  await expect(page.getByRole('heading', { level: 1, name: FAST_TRACK })).toBeVisible();
  await expect(page.getByText('This application has been completed, so it can no longer be changed.')).toBeVisible();
  await expect(page.getByText('Installation of Inbuilt Solid Fuel Heating Appliance')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', new RegExp(`${appId}`));
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'View the application’s summary' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your completed application' })).toBeVisible();
});

test('fast track: Save for later keeps the owner, the project with its make and model, and the clauses through a reload', async ({
  page,
}) => {
  const appId = await startAs(page, 'Hone Tuwhare', 'fasttrack');
  await page.goto(`/helix/fastTrackApplication/${appId}`);
  await expect(page.getByRole('heading', { level: 1, name: FAST_TRACK })).toBeVisible();

  // A partial page: no site, no contacts answer, no documents; nothing is checked on Save for later.
  await fillOwner(page, 'Hone Tuwhare');
  await page.getByLabel('Installation of Freestanding Solid Fuel Heating Appliance').check();
  await page.getByLabel('Make of the appliance').fill('Woodsman');
  await page.getByLabel('Model of the appliance').fill('Serene');
  const clauses = page.getByRole('group', { name: 'Building Code clauses the work complies with' });
  await clauses.getByLabel(/^B1/).check();
  await clauses.getByLabel(/^E2/).check();
  await clauses.getByLabel(/^G9/).check();
  await page.getByRole('button', { name: 'Save for later' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your application has been saved.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Resume from the main page, as a returning applicant would.
  await page.goto('/');
  await page
    .getByRole('region', { name: 'My applications' })
    .getByRole('link', { name: new RegExp(`Resume application ${appId}`) })
    .click();
  await expect(page).toHaveURL(`/helix/fastTrackApplication/${appId}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: FAST_TRACK })).toBeVisible();
  const owner = page.getByRole('region', { name: "Owner's Detail" });
  await expect(owner.getByLabel("Owner's full name")).toHaveValue('Hone Tuwhare');
  await expect(owner.getByLabel('Email address')).toHaveValue('owner@example.co.nz');
  await expect(
    page.getByRole('group', { name: 'Is an agent acting for the owner on this application?' }).getByLabel('No'),
  ).toBeChecked();
  await expect(page.getByLabel('Installation of Freestanding Solid Fuel Heating Appliance')).toBeChecked();
  await expect(page.getByLabel('Make of the appliance')).toHaveValue('Woodsman');
  await expect(page.getByLabel('Model of the appliance')).toHaveValue('Serene');
  for (const code of [/^B1/, /^E2/, /^G9/]) await expect(clauses.getByLabel(code)).toBeChecked();
  await expect(clauses.getByRole('checkbox', { checked: true })).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('flood affected: Save for later keeps a partial page without checking it, and a reload resumes it to submit', async ({
    page,
  }) => {
    const appId = await startAs(page, 'Rawiri Paki', 'flooded');
    await page.goto(`/helix/floodAffectedBuildings/${appId}`);
    await expect(page.getByRole('heading', { level: 1, name: FLOOD })).toBeVisible();
    await expectNoAxeViolations(page);

    await chooseOneParcelSite(page, '101 Ricc', '101 Riccarton Road', 'Lot 1 DP 21458');
    await page.getByLabel('Describe the flood damage to the building').fill('Silt and water through the ground floor');
    await page.getByRole('button', { name: 'Save for later' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your application has been saved.' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: FLOOD })).toBeVisible();
    await expect(page.getByLabel('Describe the flood damage to the building')).toHaveValue(
      'Silt and water through the ground floor',
    );
    await expect(page.getByRole('region', { name: 'Parcel information' })).toContainText('Lot 1 DP 21458');

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toContainText('Please describe the work to remediate the flood damage.');
    await summary.getByRole('link', { name: "Please enter the building's use." }).click();
    await expect(page.getByLabel('What is the building used for?')).toBeFocused();
    await expectNoAxeViolations(page);

    await fillOwner(page, 'Rawiri Paki');
    await page
      .getByLabel('Describe the work to remediate the flood damage')
      .fill('Replace the linings, insulation and floor coverings');
    await page.getByLabel('What is the building used for?').fill('Dwelling');
    await answerContactsAndDocuments(page);
    await submitAndExpectSummary(page, appId, 'Flood remediation', 'Dwelling');
  });
});
