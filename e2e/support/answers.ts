import { expect, type Page } from '@playwright/test';
import { requiredForms, testApplicationOf, testCallsOf, wizardContextOf, type ApplicationData } from '@consent/domain';

/** A small, real PDF: what the attachments page accepts for every document type. */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Answers every form the application requires, validly, through the spec's calls — for tests whose subject
 * is what happens after completion: each form's test answers, from its definition (issue 28 point 2). Each form's
 * own behaviour is tested by its own specs.
 */
export async function answerEveryForm(page: Pick<Page, 'request'>, appId: number): Promise<void> {
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  };
  const data = (await (
    await page.request.post('/obca/application', { data: { application_id: appId } })
  ).json()) as ApplicationData;
  const app = testApplicationOf(data);
  for (const form of requiredForms(wizardContextOf(data))) {
    for (const call of testCallsOf(form, app)) {
      if (call.kind === 'post') await post(call.path, call.body);
      else {
        const list = (await (await page.request.get(call.list)).json()) as { missing: { id: number; name: string }[] };
        for (const type of list.missing) {
          const upload = await page.request.post(call.path(type.id), {
            multipart: { file: { name: `${type.name}.pdf`, mimeType: 'application/pdf', buffer: SMALL_PDF } },
          });
          expect(upload.status(), await upload.text()).toBe(201);
        }
      }
    }
  }
}
