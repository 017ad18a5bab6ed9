import { expect, type Page } from '@playwright/test';
import { continueOn, expectWizardPage } from './wizard';

/** A small, real PDF; `padding` bytes make it as large as a test needs. */
export function pdfFile(name: string, padding = 0) {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n';
  return {
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from(body), Buffer.alloc(padding, 0x20), Buffer.from('%%EOF\n')]),
  };
}

/** On the File Attachments page: uploads a PDF for each required document still needed, then continues. */
export async function attachRequiredDocuments(page: Page, heading: string, step: string): Promise<void> {
  await expectWizardPage(page, heading, step);
  // The page lists what is still needed once the application's documents have loaded; read before that, the list
  // is not there yet, nothing is uploaded, and Continue meets 'Form was not loaded'.
  const stillNeeded = page.getByRole('list', { name: 'Still needed' });
  await expect(stillNeeded.or(page.getByText('Every required document has been uploaded.'))).toBeVisible();
  const needed = await stillNeeded.getByRole('strong').allTextContents();
  if (needed.length) {
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
  await continueOn(page);
}
