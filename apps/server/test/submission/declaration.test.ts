import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { DECLARATION_TEXT, declarationMessages, nzToday, applicationsContract, defined } from '@consent/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { pdfText } from '../support/pdfText.js';
import { DECLARATION, answerWizardForms } from '../support/wizard.js';
import { answerOf, refusalOf, detailsOf } from '../support/answer.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function answered() {
  const client = await registerUser(app, 'declaration');
  const appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId: 1 });
  await answerWizardForms(client, appId);
  return { client, appId };
}
const complete = (client: Client, appId: number, body?: unknown) =>
  client.post(`/ajax/complete_application_form/${appId}`, body);
const view = async (client: Client, appId: number) =>
  answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application);

describe('submitting: the declaration on POST /ajax/complete_application_form', () => {
  it('is refused without the declaration, naming what is missing, and changes nothing', async () => {
    const { client, appId } = await answered();
    const before = await view(client, appId);
    const bare = await complete(client, appId);
    expect(bare.statusCode).toBe(400);
    expect(detailsOf(bare).map((d: { message: string }) => d.message)).toEqual([
      declarationMessages.notAccepted,
      declarationMessages.nameMissing,
    ]);
    const unsigned = await complete(client, appId, { accepted: true, signedName: '   ' });
    expect(detailsOf(unsigned).map((d: { message: string }) => d.message)).toEqual([declarationMessages.nameMissing]);
    const unticked = await complete(client, appId, { accepted: 'yes', signedName: 'Aroha Smith' });
    expect(refusalOf(unticked).message).toBe(declarationMessages.notAccepted);
    expect(await view(client, appId)).toMatchObject({
      appCompleted: false,
      summary: { signedAt: null, updatedAt: before.summary.updatedAt },
    });
  });

  it('stores who declared and when, once', async () => {
    const { client, appId } = await answered();
    const submitted = await complete(client, appId, { accepted: true, signedName: '  Aroha   Smith ' });
    expect(submitted.statusCode).toBe(200);
    const after = await view(client, appId);
    expect(after).toMatchObject({ appCompleted: true, app_signee_name: 'Aroha Smith', app_sign_date: nzToday() });
    expect(Date.now() - Date.parse(defined(after.summary.signedAt, 'the signing time'))).toBeLessThan(60_000);

    const again = await complete(client, appId, { accepted: true, signedName: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(await view(client, appId)).toMatchObject({
      app_signee_name: 'Aroha Smith',
      summary: { signedAt: after.summary.signedAt },
    });
    const [listed] = answerOf(await client.get('/api/applications'), applicationsContract.list).applications.filter(
      (a) => a.appId === appId,
    );
    expect(listed).toMatchObject({ status: 'completed', signedAt: after.summary.signedAt });
  });

  it('shows the stored date on the application view and the PDF, not today', async () => {
    const { client, appId } = await answered();
    await complete(client, appId, DECLARATION);
    // As if it had been signed on an earlier day: 1:30 UTC on 2 March is 2:30 pm in New Zealand.
    const { db } = await app.databaseReady;
    await db
      .update(applications)
      .set({ signedAt: new Date('2026-03-02T01:30:00Z'), signedDate: '2026-03-02' })
      .where(eq(applications.id, appId));

    expect(await view(client, appId)).toMatchObject({
      app_sign_date: '2026-03-02',
      summary: { signedAt: '2026-03-02T01:30:00.000Z' },
    });
    const text = await pdfText((await client.get(`/api/applications/${appId}/summary.pdf`)).rawPayload);
    expect(text).toContain(DECLARATION_TEXT.slice(0, 60));
    expect(text).toContain(`Signed by ${DECLARATION.signedName}`);
    expect(text).toContain('2 March 2026 at 2:30 pm');
  });

  it('prints the declaration unsigned on a draft', async () => {
    const { client, appId } = await answered();
    const text = await pdfText((await client.get(`/api/applications/${appId}/summary.pdf`)).rawPayload);
    expect(text).toContain('Not signed yet');
    expect(text).not.toContain('Signed by');
  });
});
