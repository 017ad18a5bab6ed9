import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { addBuilding, fillSingleHouseProject, meetClause } from '../support/project';
import { expectMainPage, signedUpThroughApi, uniqueEmail } from '../support/users';
import { continueOn, createApplicationByApi } from '../support/wizard';
import { defined } from '@consent/domain';

async function signUp(page: Page, label: string): Promise<void> {
  await signedUpThroughApi(page, 'Mere Tane', uniqueEmail(label));
  await expectMainPage(page, 'Mere Tane');
}

const projectPage = (appId: number) => `/helix/newapp/${appId}?task=jump&step=8`;
const heading = (page: Page, name: string) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
/** The page's heading shows at once; its form once the saved answers are loaded (Continue before then: 'Form was not loaded'). */
async function projectLoaded(page: Page, field = 'Describe the building work'): Promise<void> {
  await heading(page, 'Tell Us About Your Project');
  await expect(page.getByLabel(field)).toBeVisible();
}

/** Nothing is wider than the phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    defined(page.viewportSize(), 'page.viewportSize()').width,
  );
}

/** A CCC or CPU for a consent made outside the product, started as the main page's related dialog does. */
async function relatedApplication(page: Page, kind: 'ccc' | 'cpu'): Promise<number> {
  const councils = (await (await page.request.get('/ajax/get_councils')).json()) as {
    councils: { id: number; fullName: string }[];
  };
  const councilId = defined(
    councils.councils.find((c) => c.fullName === 'Wellington City Council'),
    "councils.councils.find((c) => c.fullName === 'Wellington City Council')",
  ).id;
  const created = await page.request.post('/api/applications/related', {
    data: { kind, councilId, bcNumber: 'BC240123', passcode: 'X7K2P9' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { appId: number }).appId;
}

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a two-building commercial consent with a compliance schedule: problems listed, saved, and all shown again on reload', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, 'project-two');
    const appId = await createApplicationByApi(page, 2, 'Christchurch City Council');
    await page.goto(projectPage(appId));
    await projectLoaded(page);
    await expectNoAxeViolations(page);

    await continueOn(page);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Describe the building work.');
    await expect(summary).toContainText('Add at least one building.');
    await summary.getByRole('link', { name: 'Add at least one building.' }).click();
    await expect(page.getByRole('button', { name: 'Add a building' })).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByLabel('Describe the building work').fill('A shop with a warehouse behind it');
    await page.getByRole('group', { name: 'What type of building work is it?' }).getByLabel('Commercial').check();
    await page
      .getByRole('group', { name: /two or more allotments/ })
      .getByLabel('No')
      .check();
    await addBuilding(
      page,
      { name: 'Shop', type: 'Commercial', use: '4.0(Commercial)', value: '820000', schedule: true },
      true,
    );
    await addBuilding(page, { name: 'Warehouse', type: 'Industrial/Farm', use: '5.0(Industrial)', value: '640000.40' });
    await expect(page.getByText('Multiple buildings (2)')).toBeVisible();
    await expect(page.getByText('$1,460,000')).toBeVisible();

    await meetClause(page, 'Shop', 'B1 Structure');
    await meetClause(page, 'Shop', 'C4 Movement to place of safety', 'Verification Method');
    await meetClause(page, 'Warehouse', 'B1 Structure');
    const systems = page.getByRole('group', { name: 'Specified systems for Shop' });
    await systems
      .getByRole('group', { name: /^SS1 Automatic systems for fire suppression/ })
      .getByLabel('N: New')
      .check();
    await systems.getByRole('group', { name: 'SS3/1 Automatic doors' }).getByLabel('M: Modified').check();
    await continueOn(page);
    // A modified system is on an existing compliance schedule.
    await expect(summary).toContainText('Shop: Enter the number of the existing compliance schedule.');
    await systems.getByLabel('Existing compliance schedule number').fill('CS/2019/0042');
    await systems.getByLabel('Where the compliance schedule is kept').fill('Main reception');
    await expectNoAxeViolations(page);
    await continueOn(page);
    await heading(page, 'Project Contacts');

    await page.goto(projectPage(appId));
    await projectLoaded(page);
    await expect(page.getByLabel('Describe the building work')).toHaveValue('A shop with a warehouse behind it');
    await expect(
      page.getByRole('group', { name: 'What type of building work is it?' }).getByLabel('Commercial'),
    ).toBeChecked();
    await expect(page.getByText('Multiple buildings (2)')).toBeVisible();
    await expect(page.getByText('$1,460,000')).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Building Code clauses for Shop' }).getByLabel('C4 Movement to place of safety'),
    ).toBeChecked();
    await expect(
      page.getByRole('group', { name: 'Building Code clauses for Shop' }).getByLabel('How C4 will be met'),
    ).toHaveValue('verification_method');
    await expect(systems.getByRole('group', { name: 'SS3/1 Automatic doors' }).getByLabel('M: Modified')).toBeChecked();
    await expect(systems.getByLabel('Existing compliance schedule number')).toHaveValue('CS/2019/0042');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // The summary shows each building's answers, its means of compliance and its compliance schedule.
    await page.goto(`/helix/app/obca/${appId}/1?opt=resume`);
    const shop = page.getByRole('region', { name: 'Tell Us About Your Project' }).getByRole('region', { name: 'Shop' });
    await expect(shop.getByRole('heading', { level: 5, name: 'Means of compliance' })).toBeVisible();
    await expect(shop).toContainText('C4 Movement to place of safety');
    await expect(shop).toContainText('Verification Method');
    await expect(shop).toContainText('SS3/1 Automatic doors: M (Modified)');
    await expect(shop).toContainText('CS/2019/0042');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.goto(projectPage(appId));
    await projectLoaded(page);

    await page.getByRole('button', { name: 'Remove Warehouse' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Warehouse' });
    await expect(confirm).toContainText('Are you sure you want to remove this item?');
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(page.getByText('A single building')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Warehouse' })).toHaveCount(0);
  });

  test('a single-building residential consent: filled, saved, and every answer shown again after a reload', async ({
    page,
  }) => {
    await signUp(page, 'project-single');
    const appId = await createApplicationByApi(page, 2, 'Christchurch City Council');
    await page.goto(projectPage(appId));
    await projectLoaded(page);
    await fillSingleHouseProject(page);
    await expect(page.getByText('A single building')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await continueOn(page);
    await heading(page, 'Project Contacts');

    await page.goto(projectPage(appId));
    await page.reload();
    await projectLoaded(page);
    await expect(page.getByLabel('Describe the building work')).toHaveValue('A new three-bedroom house');
    await expect(
      page.getByRole('group', { name: 'What type of building work is it?' }).getByLabel('Residential'),
    ).toBeChecked();
    await expect(page.getByRole('group', { name: /two or more allotments/ }).getByLabel('No')).toBeChecked();
    await expect(page.getByText('A single building, estimated value $450,000 in total.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'House' })).toBeVisible();
    const house = page.getByRole('definition');
    await expect(house.filter({ hasText: 'Residential' })).toBeVisible();
    await expect(house.filter({ hasText: '1.0.2(Housing – Detached dwellings)' })).toHaveCount(2);
    await expect(house.filter({ hasText: '$450,000' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Building Code clauses for House' }).getByLabel('B1 Structure'),
    ).toBeChecked();
    await expect(
      page.getByRole('group', { name: 'Building Code clauses for House' }).getByLabel('How B1 will be met'),
    ).toHaveValue('acceptable_solution');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test("a CCC's completion details: no site page, the date not in the future, reloaded on revisit", async ({
    page,
  }) => {
    await signUp(page, 'project-ccc');
    const appId = await relatedApplication(page, 'ccc');
    await page.goto(projectPage(appId));
    await projectLoaded(page, 'Date the building work was completed');
    await expect(page.getByRole('button', { name: 'Add a building' })).toHaveCount(0);
    await page.getByLabel('Date the building work was completed').fill('2099-01-01');
    await continueOn(page);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toContainText('The date the building work was completed must be today or in the past.');
    await expect(summary).toContainText('Select whether all the building work or a stage of it is complete.');
    await expectNoAxeViolations(page);
    await page.getByLabel('Date the building work was completed').fill('2025-11-03');
    await page.getByLabel('A stage of the building work is complete').check();
    await page.getByLabel('Details of the completed work').fill('Stage 1: the house; the garage is stage 2');
    await continueOn(page);
    await heading(page, 'Project Contacts');
    await page.goto(projectPage(appId));
    await expect(page.getByLabel('Date the building work was completed')).toHaveValue('2025-11-03');
    await expect(page.getByLabel('A stage of the building work is complete')).toBeChecked();
    await expect(page.getByLabel('Details of the completed work')).toHaveValue(
      'Stage 1: the house; the garage is stage 2',
    );
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    // The CCC has no site location page: Back leads to the owner's details.
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, "Owner's Detail");
  });

  test('a CPU names the parts the public will use and why they are safe, reloaded on revisit', async ({ page }) => {
    await signUp(page, 'project-cpu');
    const appId = await relatedApplication(page, 'cpu');
    await page.goto(projectPage(appId));
    await projectLoaded(page);
    await continueOn(page);
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'Say which parts of the building the public will use.',
    );
    await page.getByLabel('Describe the building work').fill('A café opening before the upper floors are finished');
    await page.getByLabel('Which parts of the building will the public use?').fill('Ground floor café and toilets');
    await page
      .getByLabel('How are those parts safe for the public to use?')
      .fill('The fire alarm, exits and emergency lighting are complete and tested');
    await expectNoAxeViolations(page);
    await continueOn(page);
    await heading(page, 'File Attachments');
    await page.goto(projectPage(appId));
    await expect(page.getByLabel('Which parts of the building will the public use?')).toHaveValue(
      'Ground floor café and toilets',
    );
    await expect(page.getByLabel('How are those parts safe for the public to use?')).toHaveValue(
      'The fire alarm, exits and emergency lighting are complete and tested',
    );
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});
