import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { grantedConsent, submittedConsent } from '../support/consent';
import { expectMainPage, signedUpThroughApi, uniqueEmail } from '../support/users';
import { continueOn } from '../support/wizard';
import { defined } from '@consent/domain';

const tile = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Start an application' }).getByRole('button', { name, exact: true });

async function registerNewUser(page: Page, label: string, fullName = 'Hemi Walker'): Promise<void> {
  await signedUpThroughApi(page, fullName, uniqueEmail(label));
  await expectMainPage(page, fullName);
}

test('a CCC starts from one of the user’s granted building consents and names it on every page', async ({ page }) => {
  await registerNewUser(page, 'ccc-own');
  const { appId: consentId, consentNumber } = await grantedConsent(page);
  // Neither a consent still waiting for the council's decision nor an application in progress is offered.
  await submittedConsent(page.request);
  await page.request.post('/access/app', {
    data: { action: 'new', data: { type: 1, param: 'standard', councilId: 1 } },
  });
  const listed = (await (await page.request.get('/api/applications')).json()) as {
    applications: { appId: number; address: string }[];
  };
  const address = defined(
    listed.applications.find((a) => a.appId === consentId),
    'listed.applications.find((a) => a.appId === consentId)',
  ).address;
  expect(address).toBeTruthy();
  await page.reload();

  await tile(page, 'Code compliance certificate').click();
  const dialog = page.getByRole('dialog', { name: 'Which building consent is the code compliance certificate for?' });
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await dialog.getByLabel(`Application ${consentId}, Building Consent, Auckland Council`).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/helix\/newapp\/\d+\?task=jump&step=3$/);
  const cccId = Number(defined(/newapp\/(\d+)/.exec(page.url()), '/newapp\\/(\\d+)/.exec(page.url())')[1]);
  expect(cccId).not.toBe(consentId);

  // The parent consent's reference and address stand above each page's heading: a wizard page, the next one, the summary.
  const note = page.getByTestId('parent-consent');
  const expectParentNamed = async () => {
    await expect(note).toHaveText(`For building consent ${consentNumber} at ${address}`);
    const [noteBox, headingBox] = [
      await note.boundingBox(),
      await page.getByRole('heading', { level: 1 }).boundingBox(),
    ];
    expect(defined(noteBox, 'noteBox').y).toBeLessThan(defined(headingBox, 'headingBox').y);
  };
  await expectParentNamed();
  await expectNoAxeViolations(page);
  await continueOn(page);
  await expect(page).not.toHaveURL(/step=3$/);
  await expectParentNamed();
  await page.goto(`/helix/app/obca/${cccId}/1?opt=resume`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before submitting' })).toBeVisible();
  await expectParentNamed();

  await page.goto('/');
  await expect(
    page
      .getByRole('region', { name: 'My applications' })
      .getByRole('link', { name: `Resume application ${cccId}, Code Compliance Certificate` }),
  ).toBeVisible();
});

test('a CCC starts from the consent number and passcode of a consent made outside the product', async ({ page }) => {
  await registerNewUser(page, 'ccc-number');
  await tile(page, 'Code compliance certificate').click();
  const dialog = page.getByRole('dialog', { name: 'Which building consent is the code compliance certificate for?' });
  await expect(dialog).toContainText('You have no granted building consents in this service');

  await dialog.getByLabel('Council that granted the consent').selectOption({ label: 'Hamilton City Council' });
  await dialog.getByLabel('Consent number').fill('B!');
  await dialog.getByLabel('Passcode').fill('X7Q2MK');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const summary = dialog.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: /consent number as the council gave it/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('Consent number').fill('BC240123');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/helix\/newapp\/\d+\?task=jump&step=3$/);
  await page.goto('/');
  const mine = page.getByRole('region', { name: 'My applications' });
  await expect(mine).toContainText('Code Compliance Certificate');
  await expect(mine).toContainText('Hamilton City Council');
});

test('CPU, amendment and resource consent each start from a consent and open in the wizard', async ({ page }) => {
  await registerNewUser(page, 'related-kinds');
  const { appId: consentId } = await grantedConsent(page);
  const kinds: [string, string, string][] = [
    [
      'Certificate for public use',
      'Which building consent is the certificate for public use for?',
      'Certificate for Public Use',
    ],
    ['Building consent amendment', 'Which building consent are you amending?', 'Building Consent Amendment'],
    ['Resource consent', 'Which building consent is the resource consent for?', 'Resource Consent'],
  ];
  for (const [tileName, title, typeName] of kinds) {
    await page.goto('/');
    await tile(page, tileName).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('radio')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await dialog.getByLabel(`Application ${consentId}, Building Consent, Auckland Council`).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page, tileName).toHaveURL(/\/helix\/newapp\/\d+\?task=jump&step=3$/);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'My applications' })).toContainText(typeName);
  }
});
