import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { answerEveryForm } from '../support/answers';
import { expectNoAxeViolations } from '../support/axe';
import { AUCKLAND, grantedConsent } from '../support/consent';
import { councilActs, officerOf, signInAsStaff, staffPayEveryInvoice } from '../support/council';
import { submitByApi } from '../support/submit';
import { expectMainPage, signedUpThroughApi, uniqueEmail } from '../support/users';

const REASON = 'The final plumbing inspection was passed under the earlier consent.';

/** The words of a downloaded PDF as poppler's pdftotext reads them, spaces folded. */
const pdfWords = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8').replace(/\s+/g, ' ');

/**
 * Issue 32.5: the owner applies for the CCC of their granted consent; the officer sees the consent and the s93 clock,
 * is asked for the reason to issue regardless, previews form 7 and issues it; the owner downloads it.
 */
test('an officer issues the code compliance certificate in form 7; the owner downloads it', async ({
  page: owner,
  browser,
}, testInfo) => {
  test.slow();
  let cccId = 0;
  let consentNumber = '';
  await test.step('the owner applies for the CCC of their granted consent; the council accepts it', async () => {
    await signedUpThroughApi(owner, 'Hemi Walker', uniqueEmail('ccc'));
    await expectMainPage(owner, 'Hemi Walker');
    const consent = await grantedConsent(owner);
    consentNumber = consent.consentNumber;
    const created = await owner.request.post('/api/applications/related', {
      data: { kind: 'ccc', relatedAppId: consent.appId },
    });
    expect(created.status(), await created.text()).toBe(201);
    cccId = ((await created.json()) as { appId: number }).appId;
    await answerEveryForm(owner, cccId);
    await submitByApi(owner.request, cccId);
    await councilActs(officerOf(AUCKLAND.slug), cccId, 'accept', { consentNumber: `CCC${cccId}` });
  });

  const officerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const officer = await officerContext.newPage();
  await test.step('the officer issues form 7 regardless, with the reason', async () => {
    await signInAsStaff(officer, officerOf(AUCKLAND.slug));
    await officer.goto(`/council/applications/${cccId}`);
    const consent = officer.getByRole('region', { name: 'The building consent' });
    await expect(consent).toContainText(consentNumber);
    await expect(officer.getByText(/Building Act 2004 s93: 20 working days from the CCC application/)).toBeVisible();
    await officer.getByRole('button', { name: 'Issue code compliance certificate' }).click();
    const dialog = officer.getByRole('dialog', { name: 'Issue the code compliance certificate' });
    await dialog.getByLabel('Issue regardless').check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('link', { name: /Give the reason for issuing/ })).toBeVisible();
    await dialog.getByLabel('Reason for issuing regardless').fill(REASON);
    await dialog.getByRole('button', { name: 'Preview the code compliance certificate' }).click();
    await expect(
      dialog.getByRole('link', { name: 'Open the code compliance certificate preview (PDF)' }),
    ).toBeFocused();
    await expectNoAxeViolations(officer);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await officer
      .getByRole('dialog', { name: 'Issue the code compliance certificate?' })
      .getByRole('button', { name: 'Issue certificate' })
      .click();
    await expect(officer.getByText('Code compliance certificate issued.')).toBeVisible();
    await expect(officer.getByText(`Issued regardless: ${REASON}`)).toBeVisible();
  });
  await officerContext.close();

  await test.step('the owner downloads form 7 from the application page', async () => {
    // The certificate is released once the invoices are paid (issue 31.6, s95(c)).
    await staffPayEveryInvoice(officerOf(AUCKLAND.slug), cccId);
    await owner.goto(`/helix/app/obca/${cccId}/1?opt=resume`);
    const link = owner.getByRole('link', { name: 'Code compliance certificate (form 7) (PDF)' });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(owner);
    const [download] = await Promise.all([owner.waitForEvent('download'), link.click()]);
    const file = testInfo.outputPath('form-7.pdf');
    await download.saveAs(file);
    const words = pdfWords(file);
    expect(words).toContain('Form 7 — Code compliance certificate');
    expect(words).toContain(`Building consent number ${consentNumber}`);
  });
});
