import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfFile } from '../support/attachments';
import { expectNoAxeViolations } from '../support/axe';
import { expectMainPage, signedUpThroughApi, uniqueEmail } from '../support/users';
import { defined } from '@consent/domain';

const COUNCIL_TITLE = 'Select council for new application';
const BC_CHECKLIST = 'Before you apply for a building consent';

async function registerNewUser(page: Page, label: string, fullName = 'Mere Tipene'): Promise<void> {
  await signedUpThroughApi(page, fullName, uniqueEmail(label));
  await expectMainPage(page, fullName);
}

const tile = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Start an application' }).getByRole('button', { name, exact: true });

async function chooseCouncil(page: Page, fullName: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: COUNCIL_TITLE });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Council').selectOption({ label: fullName });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  return dialog;
}

async function tickAll(dialog: Locator): Promise<void> {
  // The list appears once the council's deposit table is known.
  await expect(dialog.getByRole('checkbox').first()).toBeVisible();
  for (const box of await dialog.getByRole('checkbox').all()) await box.check();
}

test('the main page offers sixteen tiles and passes the accessibility scan on desktop and phone', async ({ page }) => {
  await registerNewUser(page, 'tiles');
  const start = page.getByRole('region', { name: 'Start an application' });
  await expect(start.getByRole('button')).toHaveCount(16);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoAxeViolations(page);
  // Nothing wider than the phone's screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('a new user ticks every item, the deposit included, at a council with a deposit table (Auckland)', async ({
  page,
}) => {
  await registerNewUser(page, 'checklist-deposit');
  await tile(page, 'Building consent (with or without PIM)').click();
  await expect(page.getByRole('dialog', { name: COUNCIL_TITLE })).toBeVisible();
  await expectNoAxeViolations(page);
  await chooseCouncil(page, 'Auckland Council');

  const checklist = page.getByRole('dialog', { name: BC_CHECKLIST });
  await expect(checklist.getByRole('checkbox')).toHaveCount(8);
  await expect(checklist.getByLabel(/deposit/)).toBeVisible();
  await expectNoAxeViolations(page);
  const boxes = await checklist.getByRole('checkbox').all();
  for (const box of boxes.slice(0, -1)) await box.check();
  await expect(checklist.getByRole('button', { name: 'Proceed' })).toHaveCount(0);
  await defined(boxes.at(-1), 'the last checklist box').check();
  await checklist.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/helix\/newapp\/\d+\?task=jump&step=1$/);
});

test('one tick fewer and no deposit item at a council without a deposit table (Christchurch)', async ({ page }) => {
  await registerNewUser(page, 'checklist-nodeposit');
  await tile(page, 'Exemption from building consent').click();
  await chooseCouncil(page, 'Christchurch City Council');
  const checklist = page.getByRole('dialog', { name: 'Before you apply for an exemption' });
  await expect(checklist.getByRole('checkbox')).toHaveCount(5);
  await expect(checklist.getByLabel(/deposit/)).toHaveCount(0);
  await tickAll(checklist);
  await expectNoAxeViolations(page);
  await checklist.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/helix\/newapp\/\d+\?task=jump&step=1$/);
});

test('Cancel closes the checklist, creates nothing and returns focus to the tile; Escape closes a dialog too', async ({
  page,
}) => {
  await registerNewUser(page, 'cancel');
  const pim = tile(page, 'Project information memorandum (PIM) only');
  await pim.click();
  await chooseCouncil(page, 'Auckland Council');
  const checklist = page.getByRole('dialog', { name: 'Before you apply for a PIM' });
  await expect(checklist.getByRole('checkbox')).toHaveCount(7);
  await expectNoAxeViolations(page);
  await checklist.getByRole('button', { name: 'Cancel' }).click();
  await expect(checklist).toHaveCount(0);
  await expect(pim).toBeFocused();
  await expect(page.getByText('You have no applications yet.')).toBeVisible();

  await pim.press('Enter');
  await expect(page.getByRole('dialog', { name: COUNCIL_TITLE })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(pim).toBeFocused();
});

test('a returning user skips the checklists, and each tile leads to its screen', async ({ page }) => {
  await registerNewUser(page, 'returning');
  // The first application makes the user a returning one.
  await tile(page, 'CodeMark consent').click();
  await chooseCouncil(page, 'Wellington City Council');
  await tickAll(page.getByRole('dialog', { name: BC_CHECKLIST }));
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/helix\/newapp\/\d+\?task=jump&step=1$/);

  const direct: [string, RegExp][] = [
    ['Building consent (with or without PIM)', /\/helix\/newapp\/\d+\?task=jump&step=1$/],
    ['Project information memorandum (PIM) only', /\/helix\/newapp\/\d+\?task=jump&step=1$/],
    ['Exemption from building consent', /\/helix\/newapp\/\d+\?task=jump&step=1$/],
    ['MBIE multiproof', /\/helix\/newapp\/\d+\?task=jump&step=1$/],
    ['Certificate of acceptance', /\/helix\/newapp\/\d+\?task=jump&step=3$/],
    ['Fast-track consent', /\/helix\/fastTrackApplication\/\d+$/],
    ['Flood-affected building consent', /\/helix\/floodAffectedBuildings\/\d+$/],
  ];
  for (const [name, url] of direct) {
    await page.goto('/');
    await tile(page, name).click();
    await chooseCouncil(page, 'Auckland Council');
    await expect(page, name).toHaveURL(url);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // The same kind again at the same council is the untouched one already started, opened where it is.
  await page.goto('/');
  const mine = page.getByRole('region', { name: 'My applications' });
  await expect(mine.getByRole('listitem')).toHaveCount(8);
  await tile(page, 'Fast-track consent').click();
  await chooseCouncil(page, 'Auckland Council');
  await expect(page).toHaveURL(/\/helix\/fastTrackApplication\/\d+$/);
  await page.goto('/');
  await expect(mine.getByRole('listitem')).toHaveCount(8);
});

test('a council with applications turned off shows its own message and nothing is created (Kaikōura)', async ({
  page,
}) => {
  await registerNewUser(page, 'kaikoura');
  await tile(page, 'Building consent (with or without PIM)').click();
  const dialog = await chooseCouncil(page, 'Kaikōura District Council');
  const summary = dialog.getByRole('alert');
  await expect(summary).toContainText('Kaikōura District Council is not taking online applications');
  await expect(summary).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('You have no applications yet.')).toBeVisible();
});

test('without the multiproof permission, new multiproof and clone open the activation dialog, which takes a request', async ({
  page,
}) => {
  await registerNewUser(page, 'multiproof');
  await tile(page, 'New multiproof').click();
  const dialog = page.getByRole('dialog', { name: 'Activate Multiproof Function' });
  await expect(dialog).toContainText('Error! You are not allowed to apply for multiproof application!');
  await expectNoAxeViolations(page);

  // The server refuses the same attempt made directly.
  const refused = await page.request.post('/access/app', {
    data: { action: 'new', data: { type: 2, param: 'multiproof', councilId: 1 } },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Error! You are not allowed to apply for multiproof application!',
  );

  await dialog
    .getByLabel('Why do you need the multiproof function?')
    .fill('We build the same four designs across the Waikato.');
  await dialog.getByRole('button', { name: 'Request the multiproof function' }).click();
  await expect(dialog.getByRole('heading', { name: 'Request received' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await page.reload();
  await tile(page, 'Multiproof clone').click();
  await expect(page.getByRole('dialog', { name: 'Activate Multiproof Function' })).toContainText('is with us');
});

test('minor variation: the council’s download, or a message when it has none', async ({ page }) => {
  await registerNewUser(page, 'minor');
  await tile(page, 'Minor variation').click();
  const dialog = page.getByRole('dialog', { name: 'Apply for a Minor Variation' });
  const box = await dialog.boundingBox();
  expect(defined(box, 'box').width).toBeLessThanOrEqual(500);
  expect(defined(box, 'box').height).toBeLessThanOrEqual(280);
  const council = dialog.getByLabel('Council');

  await council.selectOption({ label: 'Auckland Council' });
  const auckland = dialog.getByRole('link', { name: /Download Auckland Council's minor variation form/ });
  await expect(auckland).toHaveAttribute('href', 'https://www.aucklandcouncil.govt.nz/');
  await expect(auckland).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  await council.selectOption({ label: 'Wellington City Council' });
  await expect(dialog.getByRole('link', { name: /Download Wellington City Council's/ })).toHaveAttribute(
    'href',
    'https://wellington.govt.nz/',
  );

  await council.selectOption({ label: 'Christchurch City Council' });
  await expect(dialog).toContainText(
    'Christchurch City Council does not have any minor variation application forms available to download.',
  );
  await expect(dialog.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('upload of documents offers only applications with a File Attachments page and uploads a file there', async ({
  page,
}) => {
  await registerNewUser(page, 'upload');
  await tile(page, 'Upload documents').click();
  const empty = page.getByRole('dialog', { name: 'Upload documents' });
  await expect(empty).toContainText('You have no applications in progress');
  await expectNoAxeViolations(page);
  await empty.getByRole('button', { name: 'Close', exact: true }).click();

  const created = await page.request.post('/access/app', {
    data: { action: 'new', data: { type: 2, param: 'standard', councilId: 1 } },
  });
  const { appId } = (await created.json()) as { appId: number };
  // A CCC has no File Attachments page, so it is not offered.
  const ccc = await page.request.post('/api/applications/related', {
    data: { kind: 'ccc', councilId: 1, bcNumber: 'BC240777', passcode: 'K4P9ZT' },
  });
  expect(ccc.status(), await ccc.text()).toBe(201);
  const { appId: cccId } = (await ccc.json()) as { appId: number };
  await page.reload();
  await tile(page, 'Upload documents').click();
  const dialog = page.getByRole('dialog', { name: 'Upload documents' });
  await expect(dialog).toContainText('File Attachments page');
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await expect(dialog.getByLabel(new RegExp(`^Application ${cccId},`))).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByLabel(`Application ${appId}, Building Consent, Auckland Council`).check();
  await dialog.getByRole('button', { name: 'Go to the application' }).click();
  await expect(page).toHaveURL(`/helix/newapp/${appId}?task=jump&step=15`);
  await expect(page.getByRole('heading', { level: 1, name: 'File Attachments' })).toBeVisible();

  await page.getByLabel('Choose files').setInputFiles(pdfFile('Site plan.pdf'));
  const queue = page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
  await queue.nth(0).getByLabel('What is this document?').selectOption({ label: 'Plans and drawings (required)' });
  await queue.nth(0).getByRole('button', { name: 'Upload Site plan.pdf' }).click();
  await expect(
    page.getByRole('list', { name: 'Uploaded documents' }).getByRole('link', { name: 'Site plan.pdf' }),
  ).toBeVisible();
});

test('the dialog fills a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await registerNewUser(page, 'phone');
  await tile(page, 'Building consent (with or without PIM)').click();
  const dialog = page.getByRole('dialog', { name: COUNCIL_TITLE });
  await expect(dialog).toBeVisible();
  const box = await page.locator('.dialog').boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 360, height: 740 });
  await expectNoAxeViolations(page);
});
