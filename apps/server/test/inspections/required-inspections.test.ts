import { defined, inspectionMessages, statutoryDocumentsContract } from '@consent/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { requiredInspections } from '../../src/db/schema.js';
import { answerOf } from '../support/answer.js';
import { createTestApp, registerUser, type Client } from '../support/app.js';
import { councilStaff, submittedApplication } from '../support/council.js';
import { payEveryInvoice } from '../support/money.js';
import { pdftotext } from '../support/pdftotext.js';
import { grantedWithInspections, requiredOf, typeNamed } from './support.js';

const AUCKLAND = 1;
const CHRISTCHURCH = 2;

let app: FastifyInstance;
let db: Db;
let applicant: Client;

beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  applicant = await registerUser(app, 'consent-owner');
});
afterAll(() => app.close());

describe('the inspections a consent requires, chosen at grant (issue 32.2)', () => {
  it("records the chosen inspections with their notes, lists them in form 5 and on the applicant's page, not booked", async () => {
    const officer = await councilStaff(app, AUCKLAND);
    const appId = await submittedApplication(applicant, AUCKLAND);
    expect(
      (await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: `BC${appId}` })).statusCode,
    ).toBe(200);
    const [foundations, preLine, final] = await Promise.all(
      ['Foundations', 'Pre-line', 'Final'].map((name) => typeNamed(officer, AUCKLAND, name)),
    );
    const grant = {
      inspections: [
        { typeId: defined(foundations, 'foundations').id, notes: 'Engineer to attend the pile inspection.' },
        { typeId: defined(preLine, 'pre-line').id },
        { typeId: defined(final, 'final').id },
      ],
    };
    const preview = await officer.post(`/api/council/applications/${appId}/grant/preview`, grant);
    expect(pdftotext(preview.rawPayload)).toContain('1. Foundations');

    const granted = await officer.post(`/api/council/applications/${appId}/grant`, grant);
    expect(granted.statusCode, granted.body).toBe(200);
    // Released once its invoices are paid (the council's default rule, issue 31 point 6): the grant invoiced it.
    await payEveryInvoice(officer, appId);
    const list = await requiredOf(applicant, appId);
    expect(list.map((i) => [i.name, i.notes, i.state, i.booking])).toEqual([
      ['Foundations', 'Engineer to attend the pile inspection.', 'not_booked', null],
      ['Pre-line', null, 'not_booked', null],
      ['Final', null, 'not_booked', null],
    ]);

    const { documents } = answerOf(
      await applicant.get(`/api/applications/${appId}/statutory-documents`),
      statutoryDocumentsContract.list,
    );
    const consent = defined(documents[0], 'the building consent');
    const text = pdftotext(
      (await applicant.get(`/api/applications/${appId}/statutory-documents/${consent.id}`)).rawPayload,
    );
    expect(text).toContain('Inspections required');
    for (const words of ['1. Foundations', 'Engineer to attend the pile inspection.', '2. Pre-line', '3. Final'])
      expect(text).toContain(words);

    const stranger = await registerUser(app, 'stranger');
    expect((await stranger.get(`/api/applications/${appId}/inspections`)).statusCode).toBe(404);
  });

  it("refuses a type of another council's list or a retired one, and grants nothing", async () => {
    const officer = await councilStaff(app, AUCKLAND);
    const admin = await councilStaff(app, AUCKLAND, 'admin');
    const theirs = await typeNamed(await councilStaff(app, CHRISTCHURCH), CHRISTCHURCH, 'Siting');
    const added = await admin.post(`/api/council/councils/${AUCKLAND}/inspection-types`, {
      name: 'Old stage',
      morningSlots: 1,
      afternoonSlots: 1,
    });
    const old = (JSON.parse(added.body) as { type: { id: number } }).type;
    await admin.request({
      method: 'PUT',
      url: `/api/council/councils/${AUCKLAND}/inspection-types/${old.id}`,
      payload: { retired: true },
    });
    const appId = await submittedApplication(applicant, AUCKLAND);
    await officer.post(`/api/council/applications/${appId}/accept`, { consentNumber: `BC${appId}` });
    for (const typeId of [theirs.id, old.id]) {
      const refused = await officer.post(`/api/council/applications/${appId}/grant`, { inspections: [{ typeId }] });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(inspectionMessages.typeNotOfCouncil);
    }
    const twice = await officer.post(`/api/council/applications/${appId}/grant`, {
      inspections: [{ typeId: theirs.id }, { typeId: theirs.id }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(inspectionMessages.typeRepeated);
    expect(await db.select().from(requiredInspections).where(eq(requiredInspections.applicationId, appId))).toEqual([]);
    expect(JSON.parse((await officer.get(`/api/council/applications/${appId}`)).body)).toMatchObject({
      application: { status: 'accepted' },
    });
    const { appId: grantedId } = await grantedWithInspections(app, applicant, AUCKLAND, ['Siting']);
    expect((await requiredOf(applicant, grantedId)).map((i) => i.name)).toEqual(['Siting']);
  });
});
