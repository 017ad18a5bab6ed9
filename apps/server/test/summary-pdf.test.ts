import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser } from './support/app.js';
import { SMALL_PDF, uploadDocument } from './support/documents.js';
import { answerWizardForms } from './support/wizard.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The PDF's text, page by page, as a PDF reader extracts it. */
async function pdfText(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  return pages;
}

describe('GET /api/applications/{appId}/summary.pdf', () => {
  it('is the whole application: its facts, every answered section, the documents and the signature', async () => {
    const client = await registerUser(app, 'pdf');
    const appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId: 1 });
    await answerWizardForms(client, appId);
    const owner = { type: 'person', full_name: 'Hēmi Pōtae', mail_address: 'PO Box 99, Nelson 7040', phone: '03 555 0101', email: 'hemi@example.co.nz' };
    await client.post(`/obca/ajax/owner/${appId}`, { data: owner, step: 4 });
    await uploadDocument(client, appId, 99, 'Geotechnical report (final).pdf', SMALL_PDF);
    const data = (await client.post('/obca/application', { application_id: appId })).json();

    const response = await client.get(`/api/applications/${appId}/summary.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`application-${appId}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = (await pdfText(response.rawPayload)).join('\n');
    for (const expected of [
      `Application ${appId}`,
      'Building Consent',
      data.summary.councilName,
      'Site Location',
      '12 Example Street, Nowhere, Testville',
      'Lot 1 DP 12345',
      "Applicant's Role",
      'The owner',
      'Hemi Potae', // the standard fonts have no macrons: the letters are kept without them
      'PO Box 99, Nelson 7040',
      'Record of Title',
      'Has a copy of the record of title',
      'Documents',
      'Plans and drawings',
      'Geotechnical report (final).pdf',
      'Other document',
      'Declaration',
      'Signed by',
      'Test pdf',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/page 1 of \d/);
  });

  it('answers 404 to another user', async () => {
    const client = await registerUser(app, 'pdf');
    const appId = await createApplication(client);
    const other = await registerUser(app, 'other');
    expect((await other.get(`/api/applications/${appId}/summary.pdf`)).statusCode).toBe(404);
  });

  it('says when nothing is uploaded yet and lays a long application over several pages', async () => {
    const client = await registerUser(app, 'pdf');
    const appId = await createApplication(client);
    await client.post(`/obca/ajax/otherinfo/${appId}`, { data: { disaster_related: 'yes', disaster_id: 5, disaster_other: 'Flood '.repeat(300) }, validation_mode: 'none' });
    const pages = await pdfText((await client.get(`/api/applications/${appId}/summary.pdf`)).rawPayload);
    expect(pages.join('\n')).toContain('No documents have been uploaded.');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`page ${pages.length} of ${pages.length}`);
  });
});
