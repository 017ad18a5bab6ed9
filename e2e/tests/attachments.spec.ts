import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { pdfFile } from '../support/attachments';
import { signedUpThroughApi, uniqueEmail } from '../support/users';
import { createApplicationByApi } from '../support/wizard';

/** Slows uploads to about 1 MB/s (Chromium's network emulation), so each file's progress can be seen. */
async function slowUploads(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  return cdp;
}

async function openAttachments(page: Page, label: string) {
  await signedUpThroughApi(page, 'Aroha Ngata', uniqueEmail(label));
  await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Aroha Ngata' })).toBeVisible();
  const appId = await createApplicationByApi(page, 2, 'Christchurch City Council');
  expect((await page.request.post('/obca/set_application_step', { data: { appId, step: 15 } })).status()).toBe(200);
  await page.goto(`/helix/newapp/${appId}?task=jump&step=15`);
  await expect(page.getByRole('heading', { level: 1, name: 'File Attachments' })).toBeVisible();
  await expectNoAxeViolations(page);
  return appId;
}

test('uploads two files at once with visible progress, lists them, deletes one, and the summary offers the PDF', async ({
  page,
}) => {
  const appId = await openAttachments(page, 'attach');
  const missing = page.getByRole('list', { name: 'Still needed' });
  await expect(missing).toContainText('Plans and drawings');
  await expect(missing).toContainText('Record of title');

  await page
    .getByLabel('Choose files')
    .setInputFiles([pdfFile('Site plan.pdf', 3_000_000), pdfFile('Specification.pdf', 2_500_000)]);
  const queue = page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
  await expect(queue).toHaveCount(2);
  await queue.nth(0).getByLabel('What is this document?').selectOption({ label: 'Plans and drawings (required)' });
  await queue.nth(1).getByLabel('What is this document?').selectOption({ label: 'Specifications (required)' });
  await expectNoAxeViolations(page);

  const cdp = await slowUploads(page);
  await page.getByRole('button', { name: 'Upload all files' }).click();
  // One bar per file, in the queue: the wizard's own "Step 10 of 10" bar is a progressbar too, so counting the
  // page's bars waited for one upload to finish and left the other's progress a moment to be seen.
  const bars = page.getByRole('list', { name: 'Files to upload' }).getByRole('progressbar');
  await expect(bars).toHaveCount(2);
  await expect(queue.getByText(/^Uploading: \d+%$/)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Cancel the upload of Site plan.pdf' })).toBeVisible();
  await expectNoAxeViolations(page);
  const uploaded = page.getByRole('list', { name: 'Uploaded documents' });
  await expect(uploaded.getByRole('link', { name: 'Site plan.pdf' })).toBeVisible({ timeout: 20_000 });
  await expect(uploaded.getByRole('link', { name: 'Specification.pdf' })).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('list', { name: 'Files to upload' })).toHaveCount(0);
  await expect(missing).not.toContainText('Plans and drawings');
  await expect(page.getByRole('status').filter({ hasText: /\.pdf uploaded\.$/ })).toHaveCount(1);

  // Delete one, confirming in the dialog.
  await page.getByRole('button', { name: 'Delete Specification.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this document?' });
  await expect(dialog).toContainText('“Specification.pdf” will be deleted from this application.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(uploaded.getByRole('link', { name: 'Specification.pdf' })).toHaveCount(0);
  await expect(missing).toContainText('Specifications');

  // Continue is refused while required documents are missing, naming them.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText('Upload the specifications.');
  await expect(summary).toContainText('Upload the record of title.');

  // The summary page lists the document and downloads the whole application as a PDF.
  await page.goto(`/helix/app/obca/${appId}/1?opt=resume`);
  await expect(
    page.getByRole('region', { name: 'File Attachments' }).getByRole('link', { name: 'Site plan.pdf' }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download PDF of application ${appId}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`application-${appId}.pdf`);
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expectNoAxeViolations(page);
});

test.describe('on a 360 px wide phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a renamed program is refused with a clear message, and a cancelled upload can be retried', async ({ page }) => {
    await openAttachments(page, 'attachphone');
    const program = {
      name: 'plans.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(5000)]),
    };
    await page.getByLabel('Choose files').setInputFiles([program, pdfFile('Record of title.pdf', 4_000_000)]);
    const queue = page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
    await expect(queue.nth(0)).toContainText(
      '“plans.pdf” is not a PDF, JPEG, PNG, TIFF, DWG, Word (.docx) or Excel (.xlsx) file.',
    );
    await expect(queue.nth(0).getByRole('button', { name: /^Upload/ })).toHaveCount(0);
    await queue.nth(1).getByLabel('What is this document?').selectOption({ label: 'Record of title (required)' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    await slowUploads(page);
    await queue.nth(1).getByRole('button', { name: 'Upload Record of title.pdf' }).click();
    await expect(queue.nth(1).getByRole('progressbar')).toBeVisible();
    await queue.nth(1).getByRole('button', { name: 'Cancel the upload of Record of title.pdf' }).click();
    await expect(queue.nth(1)).toContainText('The upload of “Record of title.pdf” was cancelled.');
    await queue.nth(1).getByRole('button', { name: 'Retry Record of title.pdf' }).click();
    await expect(
      page.getByRole('list', { name: 'Uploaded documents' }).getByRole('link', { name: 'Record of title.pdf' }),
    ).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
  });
});
