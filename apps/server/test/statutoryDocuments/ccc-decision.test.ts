import { createHash } from 'node:crypto';
import {
  applicationsContract,
  councilWorkspaceContract,
  defined,
  lifecycleMessages,
  PRESCRIBED_FORMS,
  statutoryDocumentsContract,
} from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../support/answer.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilStaff, grantedConsent } from '../support/council.js';
import { payEveryInvoice } from '../support/money.js';
import { headingsInOrder, pdftotext } from '../support/pdftotext.js';
import { completeApplication } from '../support/wizard.js';

const AUCKLAND = 1;
const CHRISTCHURCH = 2;

let app: FastifyInstance;
let owner: Client;
let officer: Client;
let consent: { appId: number; consentNumber: string };

beforeAll(async () => {
  app = await createTestApp();
  owner = await registerUser(app, 'ccc-owner');
  officer = await councilStaff(app, AUCKLAND);
  consent = await grantedConsent(app, owner, AUCKLAND);
});
afterAll(() => app.close());

/** A CCC application for the owner's granted consent, picked from their consents, submitted and accepted. */
async function acceptedCcc(): Promise<number> {
  const created = await owner.post('/api/applications/related', { kind: 'ccc', relatedAppId: consent.appId });
  expect(created.statusCode, created.body).toBe(201);
  const appId = answerOf(created, applicationsContract.createRelated).appId;
  await completeApplication(owner, appId);
  const accepted = await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: `CCC${appId}` });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return appId;
}

const page = async (client: Client, appId: number) =>
  answerOf(await client.get(`/api/council/applications/${appId}`), councilWorkspaceContract.application);

const issued = async (appId: number) =>
  answerOf(await owner.get(`/api/applications/${appId}/statutory-documents`), statutoryDocumentsContract.list)
    .documents;

describe('the council decides a CCC application (issue 32.5)', () => {
  it('shows the consent the application names and the s93 clock, which a request for information suspends', async () => {
    const appId = await acceptedCcc();
    const view = await page(officer, appId);
    expect(view.ccc?.consent).toMatchObject({
      appId: consent.appId,
      consentNumber: consent.consentNumber,
      status: 'granted',
      typeName: 'Building Consent',
    });
    expect(view.ccc?.consent.grantedAt).toEqual(expect.any(String));
    // s93: the 20 working days run from the application as made, before the council accepts it.
    expect(view.clock).toMatchObject({ started: true, running: true, daysRemaining: 20 - view.clock.daysUsed });

    const asked = await officer.post(`/api/council/applications/${appId}/request-information`, {
      items: [{ text: 'The electrical certificate of compliance.' }],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await page(officer, appId)).clock).toMatchObject({ started: true, running: false });
  });

  it('refuses to issue without the statement on the inspections, or regardless without a reason', async () => {
    const appId = await acceptedCcc();
    const bare = await officer.post(`/api/council/applications/${appId}/grant`, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain(lifecycleMessages.cccInspectionsRequired);
    const noReason = await officer.post(`/api/council/applications/${appId}/grant`, {
      ccc: { inspections: 'issueRegardless', reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(lifecycleMessages.cccReasonRequired);
    expect((await page(officer, appId)).application.status).toBe('accepted');
    expect(await issued(appId)).toEqual([]);
  });

  it('issues form 7 regardless with the reason recorded, stored once, downloadable by the owner only', async () => {
    const appId = await acceptedCcc();
    const ccc = {
      inspections: 'issueRegardless',
      reason: 'The final inspection was passed under the earlier consent.',
    };
    const preview = await officer.post(`/api/council/applications/${appId}/grant/preview`, { ccc });
    expect(pdftotext(preview.rawPayload)).toContain('Form 7 — Code compliance certificate');

    const granted = await officer.post(`/api/council/applications/${appId}/grant`, { ccc });
    expect(granted.statusCode, granted.body).toBe(200);
    const view = await page(officer, appId);
    // Released once its invoices are paid (the council's default rule, issue 31 point 6): the grant invoiced it.
    await payEveryInvoice(officer, appId);
    expect(view.application.status).toBe('granted');
    expect(view.timeline.find((e) => e.action === 'grant')?.details).toMatchObject({ ccc });

    const documents = await issued(appId);
    expect(documents.map((d) => [d.kind, d.form, d.title])).toEqual([
      ['form7', 7, 'Code compliance certificate (form 7)'],
    ]);
    const form7 = defined(documents[0], 'form 7');
    const download = await owner.get(`/api/applications/${appId}/statutory-documents/${form7.id}`);
    expect(download.statusCode).toBe(200);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(form7.sha256);
    const text = pdftotext(download.rawPayload);
    expect(headingsInOrder(text, PRESCRIBED_FORMS.form7.headings)).toEqual(PRESCRIBED_FORMS.form7.headings);
    for (const words of [
      'Section 95, Building Act 2004',
      `Building consent number ${consent.consentNumber}`,
      'is satisfied, on reasonable grounds, that the building work complies with the building consent',
      'On behalf of Auckland Council',
    ])
      expect(text).toContain(words);

    const stranger = await registerUser(app, 'ccc-stranger');
    expect((await stranger.get(`/api/applications/${appId}/statutory-documents/${form7.id}`)).statusCode).toBe(404);
    const elsewhere = await councilStaff(app, CHRISTCHURCH);
    expect((await elsewhere.get(`/api/council/applications/${appId}`)).statusCode).toBe(404);
    expect((await elsewhere.post(`/api/council/applications/${appId}/grant/preview`, { ccc })).statusCode).toBe(404);
  });

  it('issues form 7 when the officer confirms every required inspection passed', async () => {
    const appId = await acceptedCcc();
    const granted = await officer.post(`/api/council/applications/${appId}/grant`, {
      ccc: { inspections: 'allPassed' },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await issued(appId)).map((d) => d.kind)).toEqual(['form7']);
  });

  it('refuses with reasons, issuing the s95A notice', async () => {
    const appId = await acceptedCcc();
    const reasons = ['The balustrade to the deck is missing.'];
    const refused = await officer.post(`/api/council/applications/${appId}/refuse`, { reasons });
    expect(refused.statusCode, refused.body).toBe(200);
    const [notice] = await issued(appId);
    expect(notice).toMatchObject({ kind: 'refusalS95A', form: null });
    const text = pdftotext(
      (await owner.get(`/api/applications/${appId}/statutory-documents/${notice?.id}`)).rawPayload,
    );
    expect(text).toContain('Section 95A, Building Act 2004');
    expect(text).toContain('refuses to issue a code compliance certificate');
    expect(text).toContain(reasons[0]);
  });
});
