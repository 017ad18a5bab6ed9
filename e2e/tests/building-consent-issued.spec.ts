import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { AUCKLAND, submittedConsent } from '../support/consent';
import { councilActs, grantThroughDialog, officerOf, signInAsStaff, staffPayEveryInvoice } from '../support/council';
import { expectMainPage, signedUpThroughApi, uniqueEmail } from '../support/users';

const CONDITION = 'The retaining wall is to be built before the dwelling is occupied.';

/** The words of a downloaded PDF as poppler's pdftotext reads them, spaces folded. */
const pdfWords = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8').replace(/\s+/g, ' ');

/**
 * Issue 32.1: the officer grants with a condition and the s73 notice, previews the building consent first, and the
 * applicant downloads form 5 as issued from the application's page.
 */
test('an officer previews and issues the building consent in form 5; the applicant downloads it', async ({
  page: applicant,
  browser,
}, testInfo) => {
  test.slow();
  let appId = 0;
  await test.step('the applicant submits a building consent and the council accepts it', async () => {
    await signedUpThroughApi(applicant, 'Hemi Walker', uniqueEmail('form5'));
    await expectMainPage(applicant, 'Hemi Walker');
    appId = await submittedConsent(applicant.request, AUCKLAND.id);
    await councilActs(officerOf(AUCKLAND.slug), appId, 'accept', { consentNumber: `BC${appId}` });
  });

  const officerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const officer = await officerContext.newPage();
  await test.step('the officer ticks the natural hazard notice, previews the consent and grants', async () => {
    await signInAsStaff(officer, officerOf(AUCKLAND.slug));
    await officer.goto(`/council/applications/${appId}`);
    // The page names the application by the reference it was given at submission (issue 30.1).
    await expect(officer.getByRole('heading', { level: 1, name: /^Application [A-Z]+-\d{4}-\d{5}$/ })).toBeVisible();
    await grantThroughDialog(officer, async (dialog) => {
      await dialog.getByRole('button', { name: 'Add a condition' }).click();
      await dialog.getByLabel('Condition 1').fill(CONDITION);
      await dialog.getByLabel('Natural hazard notice (s73)').check();
      await dialog.getByRole('button', { name: 'Preview the building consent' }).click();
      const preview = dialog.getByRole('link', { name: 'Open the building consent preview (PDF)' });
      await expect(preview).toBeFocused();
    });
    await expect(
      officer
        .locator('.summary-list__row')
        .filter({ hasText: /^Status/ })
        .locator('dd'),
    ).toHaveText('Granted');
  });
  await officerContext.close();

  await test.step('the applicant downloads form 5 from the application page', async () => {
    // Released once its invoices are paid (the council's default rule, issue 31 point 6).
    await staffPayEveryInvoice(officerOf(AUCKLAND.slug), appId);
    await applicant.goto(`/helix/app/obca/${appId}/1?opt=resume`);
    const link = applicant.getByRole('link', { name: 'Building consent (form 5) (PDF)' });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(applicant);
    const [download] = await Promise.all([applicant.waitForEvent('download'), link.click()]);
    const file = testInfo.outputPath('form-5.pdf');
    await download.saveAs(file);
    const words = pdfWords(file);
    expect(words).toContain(`Building consent number BC${appId}`);
    expect(words).toContain(CONDITION);
    expect(words).toContain('section 73 of the Building Act 2004');
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
  });
});
