import { createHash } from 'node:crypto';
import { defined, PRESCRIBED_FORMS, statutoryDocumentsContract } from '@consent/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { applicationEvents } from '../../src/db/schema.js';
import { answerOf } from '../support/answer.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { payEveryInvoice } from '../support/money.js';
import { headingsInOrder, pdftotext } from '../support/pdftotext.js';
import { completeApplication } from '../support/wizard.js';

const AUCKLAND = 1;
const PIM = {
  pim: {
    landFeatures: ['The site is in a flood plain (1% annual exceedance probability).'],
    utilitySystems: ['Public wastewater main along the eastern boundary.'],
    authorisations: ['A resource consent for the earthworks.'],
  },
};

let app: FastifyInstance;
let db: Db;
let applicant: Client;
let officer: Client;

beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  applicant = await registerUser(app, 'pim-owner');
  officer = await councilStaff(app, AUCKLAND);
});
afterAll(() => app.close());

async function accepted(appId: number) {
  const response = await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: `BC${appId}` });
  expect(response.statusCode, response.body).toBe(200);
}

const issued = async (appId: number) =>
  answerOf(await applicant.get(`/api/applications/${appId}/statutory-documents`), statutoryDocumentsContract.list)
    .documents;

async function downloaded(appId: number, id: number) {
  const response = await applicant.get(`/api/applications/${appId}/statutory-documents/${id}`);
  expect(response.statusCode).toBe(200);
  return {
    text: pdftotext(response.rawPayload),
    sha256: createHash('sha256').update(response.rawPayload).digest('hex'),
  };
}

async function eventDetails(appId: number, action: string) {
  const [row] = await db
    .select({ details: applicationEvents.details })
    .from(applicationEvents)
    .where(sql`${applicationEvents.applicationId} = ${appId} and ${applicationEvents.action} = ${action}`);
  return row?.details;
}

describe('the project information memorandum in form 4 (issue 32.1)', () => {
  it('previews, then issues form 4 at the grant of a PIM: its s35 lines printed, its SHA-256 on the event', async () => {
    const appId = await createApplication(applicant, {
      type: 1,
      param: 'standard',
      role: 'owner',
      councilId: AUCKLAND,
    });
    await completeApplication(applicant, appId);
    await accepted(appId);

    const preview = await officer.post(`/api/council/applications/${appId}/grant/preview`, PIM);
    expect(preview.statusCode).toBe(200);
    expect(pdftotext(preview.rawPayload)).toContain('Form 4 — Project information memorandum');
    expect(await issued(appId)).toEqual([]);

    const granted = await officer.post(`/api/council/applications/${appId}/grant`, PIM);
    expect(granted.statusCode, granted.body).toBe(200);
    // Released once its invoices are paid (the council's default rule, issue 31 point 6): the grant invoiced it.
    await payEveryInvoice(officer, appId);
    const documents = await issued(appId);
    expect(documents.map((d) => [d.kind, d.form, d.title])).toEqual([
      ['form4', 4, 'Project information memorandum (form 4)'],
    ]);
    const form4 = defined(documents[0], 'form 4');
    const { text, sha256 } = await downloaded(appId, form4.id);
    expect(form4.sha256).toBe(sha256);
    expect(await eventDetails(appId, 'grant')).toMatchObject({ issuedDocuments: [{ kind: 'form4', sha256 }] });
    expect(headingsInOrder(text, PRESCRIBED_FORMS.form4.headings)).toEqual(PRESCRIBED_FORMS.form4.headings);
    for (const words of [
      'Section 34, Building Act 2004',
      `Project information memorandum number BC${appId}`,
      'Territorial authority Auckland Council',
      ...PIM.pim.landFeatures,
      ...PIM.pim.utilitySystems,
      ...PIM.pim.authorisations,
      'Subject to the requirement to obtain a building consent',
      'On behalf of Auckland Council',
    ])
      expect(text).toContain(words);
  });

  it('issues form 4 and form 5 at the grant of a building consent with a PIM, form 5 naming form 4 attached', async () => {
    const appId = await submittedApplication(applicant, AUCKLAND);
    await db.execute(sql`update applications set application_type = 4 where id = ${appId}`);
    await accepted(appId);
    const form4Preview = await officer.post(`/api/council/applications/${appId}/grant/preview?document=form4`, PIM);
    expect(pdftotext(form4Preview.rawPayload)).toContain('Form 4 — Project information memorandum');

    expect((await officer.post(`/api/council/applications/${appId}/grant`, PIM)).statusCode).toBe(200);
    // Released once its invoices are paid (the council's default rule, issue 31 point 6): the grant invoiced it.
    await payEveryInvoice(officer, appId);
    const documents = await issued(appId);
    expect(documents.map((d) => d.kind)).toEqual(['form4', 'form5']);
    const { text } = await downloaded(appId, defined(documents[1], 'form 5').id);
    expect(text).toContain('Form 5 — Building consent');
    expect(text).toContain('Attachment 1 Project information memorandum (form 4)');
    expect(text).toContain('It does not relieve the owner');
  });
});

describe('the notice of refusal of a building consent (s50)', () => {
  it('issues the notice with the reasons at a refusal, stored once and downloadable', async () => {
    const appId = await submittedApplication(applicant, AUCKLAND);
    await accepted(appId);
    const reasons = ['The bracing design does not meet clause B1.', 'No producer statement for the foundations.'];
    const refused = await officer.post(`/api/council/applications/${appId}/refuse`, { reasons });
    expect(refused.statusCode, refused.body).toBe(200);

    const documents = await issued(appId);
    expect(documents.map((d) => [d.kind, d.form])).toEqual([['refusalS50', null]]);
    const notice = defined(documents[0], 'the notice');
    const { text, sha256 } = await downloaded(appId, notice.id);
    expect(await eventDetails(appId, 'refuse')).toMatchObject({
      reasons,
      issuedDocuments: [{ kind: 'refusalS50', sha256 }],
    });
    for (const words of [
      'Notice of refusal of building consent',
      'Section 50, Building Act 2004',
      'Auckland Council refuses to grant the application for a building consent.',
      ...reasons,
    ])
      expect(text).toContain(words);
  });

  it('issues nothing when the refusal is refused for want of reasons', async () => {
    const appId = await submittedApplication(applicant, AUCKLAND);
    await accepted(appId);
    const refused = await officer.post(`/api/council/applications/${appId}/refuse`, { reasons: [] });
    expect(refused.statusCode).toBe(400);
    expect(await issued(appId)).toEqual([]);
  });
});
