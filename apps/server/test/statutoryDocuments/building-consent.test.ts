import { createHash } from 'node:crypto';
import { councilAdminContract, defined, PRESCRIBED_FORMS, statutoryDocumentsContract } from '@consent/domain';
import { unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { applicationEvents } from '../../src/db/schema.js';
import { answerOf } from '../support/answer.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { payEveryInvoice } from '../support/money.js';
import { headingsInOrder, pdftotext } from '../support/pdftotext.js';

const AUCKLAND = 1;
const CHRISTCHURCH = 2;
const GRANT = {
  conditions: ['The retaining wall is to be built before the dwelling is occupied.'],
  notices: ['s73', 'complianceSchedule'],
};

let app: FastifyInstance;
let db: Db;
let applicant: Client;
let officer: Client;
let appId: number;

beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  applicant = await registerUser(app, 'consent-owner');
  officer = await councilStaff(app, AUCKLAND);
  appId = await submittedApplication(applicant, AUCKLAND);
  const accepted = await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: `BC${appId}` });
  expect(accepted.statusCode, accepted.body).toBe(200);
});
afterAll(() => app.close());

describe('the building consent in form 5, generated at grant (issue 32.1)', () => {
  it("previews the consent to the application's council only, storing nothing", async () => {
    const preview = await officer.post(`/api/council/applications/${appId}/grant/preview`, GRANT);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const text = pdftotext(preview.rawPayload);
    expect(text).toContain('Form 5 — Building consent');
    expect(text).toContain(`Building consent number BC${appId}`);
    expect(text).toContain(GRANT.conditions[0]);

    const elsewhere = await councilStaff(app, CHRISTCHURCH);
    expect((await elsewhere.post(`/api/council/applications/${appId}/grant/preview`, GRANT)).statusCode).toBe(404);
    expect((await applicant.post(`/api/council/applications/${appId}/grant/preview`, GRANT)).statusCode).toBe(403);
    const list = answerOf(
      await applicant.get(`/api/applications/${appId}/statutory-documents`),
      statutoryDocumentsContract.list,
    );
    expect(list.documents).toEqual([]);
  });

  it('issues it at grant: stored once, its SHA-256 on the grant event, downloadable by the applicant only', async () => {
    const granted = await officer.post(`/api/council/applications/${appId}/grant`, GRANT);
    expect(granted.statusCode, granted.body).toBe(200);

    const { documents } = answerOf(
      await applicant.get(`/api/applications/${appId}/statutory-documents`),
      statutoryDocumentsContract.list,
    );
    const consent = defined(documents[0], 'the issued building consent');
    expect(documents).toHaveLength(1);
    expect(consent).toMatchObject({ form: 5, title: 'Building consent (form 5)' });

    // Released once its invoices are paid (the council's default rule, issue 31 point 6).
    await payEveryInvoice(officer, appId);
    const download = await applicant.get(`/api/applications/${appId}/statutory-documents/${consent.id}`);
    expect(download.statusCode).toBe(200);
    const sha256 = createHash('sha256').update(download.rawPayload).digest('hex');
    expect(consent.sha256).toBe(sha256);
    const [grant] = await db
      .select({ details: applicationEvents.details })
      .from(applicationEvents)
      .where(sql`${applicationEvents.applicationId} = ${appId} and ${applicationEvents.action} = 'grant'`);
    expect(grant?.details).toMatchObject({ issuedDocument: { form: 5, sha256 } });

    const text = pdftotext(download.rawPayload);
    // Form 5's headings in the Schedule's order (regulation 6(2), ADR 0079), conditions and inspections in its work.
    expect(headingsInOrder(text, PRESCRIBED_FORMS.form5.headings)).toEqual(PRESCRIBED_FORMS.form5.headings);
    expect(
      headingsInOrder(text, ['Building work', 'Conditions of building consent', 'Compliance schedule']),
    ).toHaveLength(3);
    for (const words of [
      `Building consent number BC${appId}`,
      'Legal description of land where building is located Lot 1 DP 12345',
      'block number [to be completed by the authority]',
      'Position [to be completed by the authority]',
      'Building consent authority Auckland Council',
      'Section 51, Building Act 2004',
      GRANT.conditions[0],
      'section 73 of the Building Act 2004',
      'A compliance schedule is required for the building.',
      'On behalf of Auckland Council',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('section 75');

    // The council's export zip carries it as issued, with the same SHA-256.
    const admin = await councilStaff(app, AUCKLAND, 'admin');
    const created = await admin.post(`/api/council/councils/${AUCKLAND}/api-keys`, { name: 'Records' });
    const { key } = answerOf(created, councilAdminContract.createApiKey).apiKey;
    const exported = await app.inject({
      method: 'GET',
      url: `/api/council/v1/applications/${appId}/export`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const inZip = defined(files[`statutory/form-5-${consent.id}.pdf`], 'the consent in the export');
    expect(createHash('sha256').update(inZip).digest('hex')).toBe(sha256);
    const json = JSON.parse(Buffer.from(defined(files[`application-${appId}.json`], 'the JSON')).toString('utf8')) as {
      statutoryDocuments: unknown;
    };
    expect(json.statutoryDocuments).toEqual([
      { id: consent.id, form: 5, kind: 'form5', sha256, file: `statutory/form-5-${consent.id}.pdf` },
    ]);

    const stranger = await registerUser(app, 'stranger');
    expect((await stranger.get(`/api/applications/${appId}/statutory-documents/${consent.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/applications/${appId}/statutory-documents`)).statusCode).toBe(404);
    const rewrite = db.execute(sql`update statutory_documents set sha256 = 'x' where id = ${consent.id}`);
    await expect(rewrite).rejects.toMatchObject({ cause: { message: 'statutory_documents are never rewritten' } });
  });
});
