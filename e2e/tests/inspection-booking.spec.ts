import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { AUCKLAND, submittedConsent } from '../support/consent';
import { councilActs, grantThroughDialog, officerOf, signInAsStaff, staffPayEveryInvoice } from '../support/council';
import { mailedLink, signedUpThroughApi, uniqueEmail } from '../support/users';

/**
 * Issue 32.2-3: the officer grants a building consent requiring the foundations inspection; the builder, invited by
 * the owner as an editor, books it in a free slot from the application's page.
 */
test('a builder invited as an editor books the inspection the consent requires', async ({
  page: owner,
  browser,
}, testInfo) => {
  test.slow();
  let appId = 0;
  const builderEmail = uniqueEmail('builder');
  await test.step('the owner submits a building consent; the council accepts it', async () => {
    await signedUpThroughApi(owner, 'Aroha Owner', uniqueEmail('owner'));
    appId = await submittedConsent(owner.request, AUCKLAND.id);
    await councilActs(officerOf(AUCKLAND.slug), appId, 'accept', { consentNumber: `BC${appId}` });
  });

  const officerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const officer = await officerContext.newPage();
  await test.step('the officer grants it, requiring the foundations inspection with a note', async () => {
    await signInAsStaff(officer, officerOf(AUCKLAND.slug));
    await officer.goto(`/council/applications/${appId}`);
    await grantThroughDialog(officer, async (dialog) => {
      await dialog.getByLabel('Foundations', { exact: true }).check();
      await dialog.getByLabel('Notes on the Foundations inspection (optional)').fill('Engineer to attend.');
    });
    await expect(
      officer
        .locator('.summary-list__row')
        .filter({ hasText: /^Status/ })
        .locator('dd'),
    ).toHaveText('Granted');
  });
  await officerContext.close();

  const builderContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const builder = await builderContext.newPage();
  await test.step('the builder, invited as an editor, books the inspection', async () => {
    // The consent, and with it its inspections, is released once the invoices are paid (issue 31.6).
    await staffPayEveryInvoice(officerOf(AUCKLAND.slug), appId);
    await signedUpThroughApi(builder, 'Tama Builder', builderEmail);
    expect(
      (
        await owner.request.post(`/api/applications/${appId}/invitations`, {
          data: { email: builderEmail, role: 'editor' },
        })
      ).ok(),
    ).toBe(true);
    await builder.goto(await mailedLink(owner, builderEmail, 'invitation'));
    await builder.getByRole('button', { name: 'Accept invitation' }).click();
    await builder.goto(`/helix/app/obca/${appId}/1?opt=resume`);
    const inspections = builder.getByRole('region', { name: 'Inspections' });
    await expect(inspections).toContainText('Foundations: Not booked');
    await expect(inspections).toContainText('Council’s notes: Engineer to attend.');
    await inspections.getByRole('button', { name: 'Book the Foundations inspection' }).click();
    // The test site's suburb is in none of Auckland's areas: the default area (ADR 0077).
    await expect(inspections).toContainText('The site is in the council’s Central inspection area.');
    const when = inspections.getByLabel('When should the council inspect (Foundations)?');
    await when.selectOption({ index: 1 });
    await expectNoAxeViolations(builder);
    await inspections.getByRole('button', { name: 'Book the inspection' }).click();
    await expect(inspections.getByRole('status')).toBeFocused();
    await expect(inspections.getByRole('status')).toContainText('Foundations: Inspection booked for');
    await expect(inspections).toContainText(/Foundations: Booked for \w+day \d+ \w+ \d{4}, morning/);
    await expectNoAxeViolations(builder);
  });
  await builderContext.close();
});
