import { execFileSync } from 'node:child_process';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { defined } from '@consent/domain';
import { keyboardActor } from '../support/actors';
import { answerEveryForm } from '../support/answers';
import { expectNoAxeViolations } from '../support/axe';
import { STAFF_PASSWORD, grantThroughDialog, officerOf, signInAsStaff } from '../support/council';
import { REFERENCE_PATTERN } from '../support/submit';
import { caughtMails } from '../support/mailRun';
import { signedUpThroughApi, uniqueEmail } from '../support/users';
import { createApplicationByApi } from '../support/wizard';

/** Hamilton: no other browser test applies to it, so its "clock after deposit" rule is this story's alone. */
const COUNCIL = { name: 'Hamilton City Council', slug: 'hamilton' };
const APPLICANT = 'Aroha Ngata';

/** The words of a downloaded PDF as poppler's pdftotext reads them, spaces folded. */
const pdfWords = (file: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8').replace(/\s+/g, ' ');

/** Seeded staff of the council, signed in through the API in a request context of their own. */
async function staffApi(email: string): Promise<APIRequestContext> {
  const baseURL = String(test.info().project.use.baseURL);
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signedIn = await context.post('/api/auth/login', { data: { email, password: STAFF_PASSWORD } });
  expect(signedIn.status()).toBe(200);
  return context;
}

/**
 * Issue 31's done-when: the estimate on check your answers, the deposit invoice mailed, paid by card on the
 * provider's hosted page (the run's Stripe stand-in, ADR 0071), which starts the clock; the officer grants with 3
 * hours; the final invoice carries both levies; staff record a bank transfer; the applicant downloads the consent.
 * The applicant's part by keyboard alone on a 390 x 844 phone; axe on every screen of the product it visits.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a consent paid for by card and bank transfer, from the estimate to the issued consent', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const keys = keyboardActor(page);
  const h1 = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
  const admin = await staffApi(`admin@${COUNCIL.slug}.council.demo`);
  const councilId = defined(
    (
      (await (await page.request.get('/ajax/get_councils')).json()) as { councils: { id: number; fullName: string }[] }
    ).councils.find((c) => c.fullName === COUNCIL.name),
    COUNCIL.name,
  ).id;
  const settings = await admin.put(`/api/council/councils/${councilId}/money-settings`, {
    data: { clockAfterDeposit: true, releaseOnPayment: true, paymentTermsDays: 20 },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  let appId = 0;
  let reference = '';
  await test.step('check your answers shows the estimate; submitted by keyboard, the application awaits payment', async () => {
    await signedUpThroughApi(page, APPLICANT, uniqueEmail('money'));
    appId = await createApplicationByApi(page, 2, COUNCIL.name);
    await answerEveryForm(page, appId);
    await page.goto(`/helix/app/obca/${appId}/1?opt=resume`);
    await expect(h1('Check your answers before submitting')).toBeVisible();
    const fees = page.getByRole('region', { name: 'Fees and levies' });
    await expect(fees).toContainText('Lodgement deposit, due now');
    await expect(fees).toContainText('Building levy: 450 × $1.75');
    await expect(fees).toContainText('Building research levy (BRANZ)');
    await expectNoAxeViolations(page);
    await keys.fill(page.getByLabel('Your full name'), APPLICANT);
    await keys.choose(page.getByLabel('I agree to the declaration'));
    await keys.activate(page.getByRole('button', { name: 'Submit application', exact: true }));
    await expect(h1('Application submitted')).toBeVisible();
    reference = defined(await page.getByText(REFERENCE_PATTERN).textContent(), 'the reference');
    await expectNoAxeViolations(page);
  });

  await test.step('the deposit invoice is mailed; the applicant pays it by card on the hosted page', async () => {
    // Sent by the server through SMTP to the payer and the owner the wizard names, and caught by the run's SMTP
    // server (mailRun.ts).
    await expect(async () => {
      const mail = caughtMails().find((m) => m.subject.startsWith('Tax invoice') && m.subject.includes(reference));
      expect(mail?.to.length).toBeGreaterThan(0);
      expect(mail?.subject).toMatch(new RegExp(`^Tax invoice INV-\\d{4}-\\d+ from ${COUNCIL.name}`));
      expect(mail?.text).toContain('(including GST)');
    }).toPass();
    await page.goto(`/helix/app/obca/${appId}/1?opt=resume`);
    await expect(page.getByText('Awaiting payment', { exact: true })).toBeVisible();
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await expect(invoices.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await keys.activate(invoices.getByRole('button', { name: /^Pay by card/ }));
    await expect(h1('Stand-in Stripe Checkout')).toBeVisible();
    await keys.activate(page.getByRole('button', { name: /^Pay NZD \$\d+\.\d\d$/ }));
    // Back on the application's page, focus on the result: received once the verified notification arrived.
    await expect(page.getByRole('status', { name: 'Payment received' })).toBeFocused();
    await expect(page.getByText('Awaiting payment', { exact: true })).toHaveCount(0);
    await expect(invoices.getByRole('row').nth(1)).toContainText('Paid');
    await expectNoAxeViolations(page);
  });

  const officerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const officer = await officerContext.newPage();
  await test.step('paid, it is accepted and its clock starts; the officer grants with 3 hours of processing', async () => {
    const staff = await staffApi(officerOf(COUNCIL.slug));
    const accepted = await staff.post(`/api/council/applications/${appId}/accept`, {
      data: { consentNumber: `BC${appId}` },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    await staff.dispose();
    await admin.dispose();
    await signInAsStaff(officer, officerOf(COUNCIL.slug));
    await officer.goto(`/council/applications/${appId}`);
    await expect(officer.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
    await expect(officer.getByRole('main')).toContainText(/Working days used\s*\d+ of 20/);
    await grantThroughDialog(officer, async (dialog) => {
      await dialog.getByLabel('Processing hours').fill('3');
    });
    await expect(
      officer
        .getByRole('region', { name: 'Invoices and payments' })
        .getByRole('heading', { level: 3, name: /fees and levies/ }),
    ).toBeVisible();
  });

  await test.step('the applicant, told it is issued once paid, downloads the final invoice: both levies on it', async () => {
    await page.goto(`/helix/app/obca/${appId}/1?opt=resume`);
    await expect(page.getByRole('heading', { name: 'Granted — issued when the invoice is paid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Building consent (form 5) (PDF)' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await keys.activate(page.getByRole('link', { name: 'see the invoices and how to pay them' }));
    const finalRow = page
      .getByRole('region', { name: 'Invoices' })
      .getByRole('row')
      .filter({ hasText: 'Fees and levies' });
    const downloading = page.waitForEvent('download');
    await keys.activate(finalRow.getByRole('link', { name: /^INV-\d{4}-\d+ \(PDF\)$/ }));
    const file = testInfo.outputPath('final-invoice.pdf');
    await (await downloading).saveAs(file);
    const words = pdfWords(file);
    expect(words).toContain('Building levy');
    expect(words).toContain('Building research levy (BRANZ)');
    expect(words).toContain('3 hours');
  });

  await test.step('staff record a bank transfer of what is left to pay', async () => {
    const form = officer.getByRole('form', { name: /^Record a payment on INV-/ });
    const balance = await officer
      .getByText(/Total .*, paid .*, left to pay/)
      .last()
      .textContent();
    const left = defined(/left to pay \$([\d,]+\.\d\d)/.exec(balance ?? '')?.[1], 'the balance');
    await form.getByLabel('Amount paid ($)').fill(left);
    await form.getByLabel('Reference').fill(`BC${appId} bank transfer`);
    await expect(form.getByLabel('How it was paid')).toHaveValue('bank_transfer');
    await form.getByRole('button', { name: 'Record the payment' }).click();
    await expect(officer.getByRole('status', { name: 'Payment recorded' })).toBeVisible();
    await expectNoAxeViolations(officer);
  });
  await officerContext.close();

  await test.step('the applicant downloads the issued consent by keyboard', async () => {
    await page.goto(`/helix/app/obca/${appId}/1?opt=resume`);
    const consent = page.getByRole('link', { name: 'Building consent (form 5) (PDF)' });
    await expect(consent).toBeVisible();
    await expectNoAxeViolations(page);
    const downloading = page.waitForEvent('download');
    await keys.activate(consent);
    const file = testInfo.outputPath('form-5.pdf');
    await (await downloading).saveAs(file);
    expect(pdfWords(file)).toContain(`Building consent number BC${appId}`);
  });
});
