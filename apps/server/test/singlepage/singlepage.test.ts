import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formMessages, singlePageMessages, singlePageContract } from '@consent/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applicationEvents } from '../../src/db/schema.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { pdfText } from '../support/pdfText.js';
import { uploadRequiredDocuments } from '../support/documents.js';
import { saveSiteLocation } from '../support/siteLocation.js';
import { DECLARATION, validPerson } from '../support/wizard.js';
import { answerOf, refusalOf, detailsOf } from '../support/answer.js';

let app: FastifyInstance;
let client: Client;
let councils: Record<string, number>;
const newApp = (param: string) =>
  createApplication(client, { type: 2, param, role: 'owner', councilId: councils['Auckland Council'] });
const garage = { project: 'Proprietary Garage', garage_size: '6 m x 3 m', clauses: ['B1', 'E2'] };
const flood = {
  damage: 'Silt through the ground floor',
  remediation_work: 'Replace linings and insulation',
  building_use: 'Dwelling',
};

/** Everything the page keeps with other modules, answered as the page answers it: the site first. */
async function answerOtherSections(appId: number) {
  await saveSiteLocation(client, appId);
  await client.post(`/obca/ajax/lbp/${appId}`, { has_lbp: 'no', step: 11 });
  await uploadRequiredDocuments(client, appId);
}

beforeAll(async () => {
  app = await createTestApp();
  councils = await councilIds(app);
});
beforeEach(async () => {
  client = await registerUser(app, 'single-page');
});
afterAll(async () => app?.close());

describe('POST /helix/fastTrackApplication/save/{appId}', () => {
  it('save-later keeps partial answers without validating, and the load returns them', async () => {
    const appId = await newApp('fasttrack');
    const partial = {
      submit_action: 'save-later',
      owner: { ...validPerson, email: '' },
      data: { project: 'Proprietary Garage' },
    };
    const saved = await client.post(`/helix/fastTrackApplication/save/${appId}`, partial);
    expect(saved.statusCode).toBe(200);
    expect(answerOf(saved, singlePageContract.saveFastTrack)).toMatchObject({ result: 'success', completed: false });
    const loaded = answerOf(await client.get(`/obca/ajaxform/fasttrack/${appId}`), singlePageContract.loadFastTrack);
    expect(loaded).toMatchObject({ result: 'success', completed: false, needagent: '' });
    // The agent form saves its question through its own call; a save without it keeps that answer.
    await client.post(`/obca/ajax/needagent/${appId}`, { needagent: 'yes' });
    await client.post(`/helix/fastTrackApplication/save/${appId}`, partial);
    expect(
      answerOf(await client.get(`/obca/ajaxform/fasttrack/${appId}`), singlePageContract.loadFastTrack).needagent,
    ).toBe('yes');
    expect(loaded.data).toEqual({ project: 'Proprietary Garage', make: '', model: '', garage_size: '', clauses: [] });
    expect(loaded.owner).toMatchObject({ full_name: validPerson.full_name, email: '' });
  });

  it('submit lists every problem of the page, site first, and changes nothing; then completes once all is answered', async () => {
    const appId = await newApp('fasttrack');
    const refused = await client.post(`/helix/fastTrackApplication/save/${appId}`, {
      submit_action: 'submit',
      data: { project: 'Installation of Freestanding Solid Fuel Heating Appliance' },
    });
    expect(refused.statusCode).toBe(400);
    const messages = detailsOf(refused).map((d: { message: string }) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        singlePageMessages.makeRequired,
        singlePageMessages.modelRequired,
        singlePageMessages.clausesChoose,
      ]),
    );
    expect(detailsOf(refused)[0]?.field).toBe('street');
    // Each section's problem names its form, so the page can link it to that form's field; the page's own do not.
    const details = detailsOf(refused);
    expect(details[0]?.form).toBe('siteLocation');
    expect(details.find((d) => d.message === formMessages.needAgentUnanswered)?.form).toBe('agentDetails');
    expect(details.find((d) => d.field === 'full_name')?.form).toBe('ownerDetails');
    expect(details.find((d) => d.message === singlePageMessages.makeRequired)?.form).toBeUndefined();
    expect(messages.indexOf(singlePageMessages.makeRequired)).toBeGreaterThan(
      messages.indexOf(formMessages.needAgentUnanswered),
    );
    expect(
      answerOf(await client.get(`/obca/ajaxform/fasttrack/${appId}`), singlePageContract.loadFastTrack).data.project,
    ).toBe('');

    await answerOtherSections(appId);
    const submitted = await client.post(`/helix/fastTrackApplication/save/${appId}`, {
      submit_action: 'submit',
      owner: validPerson,
      needagent: 'no',
      data: garage,
    });
    expect(submitted.statusCode).toBe(200);
    expect(answerOf(submitted, singlePageContract.saveFastTrack)).toMatchObject({ result: 'success', completed: true });
    const loaded = answerOf(await client.get(`/obca/ajaxform/fasttrack/${appId}`), singlePageContract.loadFastTrack);
    expect(loaded).toMatchObject({ completed: true, data: { ...garage, make: '', model: '' } });
    const again = await client.post(`/helix/fastTrackApplication/save/${appId}`, {
      submit_action: 'save-later',
      data: garage,
    });
    expect(again.statusCode).toBe(409);

    // The PDF shows the page's sections with its own answers, not the wizard's pages.
    const pdf = await client.get(`/api/applications/${appId}/summary.pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Your project');
    expect(text).toContain('Proprietary Garage');
    expect(text).toContain('6 m x 3 m');
    expect(text).not.toContain('FORM PLG 1');
  });

  it('refuses a clause code that fast track does not offer', async () => {
    const appId = await newApp('fasttrack');
    const res = await client.post(`/helix/fastTrackApplication/save/${appId}`, {
      submit_action: 'save-later',
      data: { clauses: ['H1'] },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /helix/floodAffectedBuildings/save/{appId}', () => {
  it('save-later then submit completes with the flood remediation answers', async () => {
    const appId = await newApp('flooded');
    const later = await client.post(`/helix/floodAffectedBuildings/save/${appId}`, {
      submit_action: 'save-later',
      data: { damage: flood.damage },
    });
    expect(later.statusCode).toBe(200);
    expect(
      answerOf(await client.get(`/obca/ajaxform/floodaffected/${appId}`), singlePageContract.loadFloodAffected).data,
    ).toEqual({
      damage: flood.damage,
      remediation_work: '',
      building_use: '',
    });
    const refused = await client.post(`/helix/floodAffectedBuildings/save/${appId}`, {
      submit_action: 'submit',
      data: { damage: flood.damage },
    });
    expect(refused.statusCode).toBe(400);
    expect(detailsOf(refused).map((d) => d.field)).toEqual(
      expect.arrayContaining(['remediation_work', 'building_use']),
    );
    await answerOtherSections(appId);
    const submitted = await client.post(`/helix/floodAffectedBuildings/save/${appId}`, {
      submit_action: 'submit',
      owner: validPerson,
      needagent: 'yes',
      agent: validPerson,
      data: flood,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(
      answerOf(await client.get(`/obca/ajaxform/floodaffected/${appId}`), singlePageContract.loadFloodAffected),
    ).toMatchObject({
      completed: true,
      data: flood,
      needagent: 'yes',
    });
    const { db } = await app.databaseReady;
    const recorded = await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, appId));
    expect(recorded.map((e) => [e.actor, e.action, e.toStatus])).toEqual([['applicant', 'submit', 'submitted']]);
  });
});

describe("the wizard's completion of a single-page application", () => {
  it("asks the page's sections, its own answers included, not the wizard's pages", async () => {
    const appId = await newApp('fasttrack');
    await answerOtherSections(appId);
    await client.post(`/helix/fastTrackApplication/save/${appId}`, {
      submit_action: 'save-later',
      owner: validPerson,
      needagent: 'no',
      data: {},
    });
    const refused = await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION);
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).message).toBe(singlePageMessages.projectChoose);
    await client.post(`/helix/fastTrackApplication/save/${appId}`, { submit_action: 'save-later', data: garage });
    expect((await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION)).statusCode).toBe(200);
  });
});

describe("the wrong application, someone else's, or a completed one", () => {
  it('refuses a standard consent or the other single-page form with 400, changing nothing', async () => {
    const standard = await newApp('standard');
    expect(
      (await client.post(`/helix/fastTrackApplication/save/${standard}`, { submit_action: 'save-later', data: garage }))
        .statusCode,
    ).toBe(400);
    expect((await client.get(`/obca/ajaxform/fasttrack/${standard}`)).statusCode).toBe(400);
    const flooded = await newApp('flooded');
    const res = await client.post(`/helix/fastTrackApplication/save/${flooded}`, {
      submit_action: 'save-later',
      data: garage,
    });
    expect(res.statusCode).toBe(400);
    expect(
      answerOf(await client.get(`/obca/ajaxform/floodaffected/${flooded}`), singlePageContract.loadFloodAffected).data
        .damage,
    ).toBe('');
  });

  it("answers 404 for another applicant's application and 409 for a completed one", async () => {
    const appId = await newApp('flooded');
    const stranger = await registerUser(app, 'single-page-stranger');
    expect(
      (await stranger.post(`/helix/floodAffectedBuildings/save/${appId}`, { submit_action: 'save-later', data: flood }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.get(`/obca/ajaxform/floodaffected/${appId}`)).statusCode).toBe(404);
    expect(
      answerOf(await client.get(`/obca/ajaxform/floodaffected/${appId}`), singlePageContract.loadFloodAffected).data
        .damage,
    ).toBe('');

    const done = await newApp('fasttrack');
    await answerOtherSections(done);
    await client.post(`/helix/fastTrackApplication/save/${done}`, {
      submit_action: 'submit',
      owner: validPerson,
      needagent: 'no',
      data: garage,
    });
    const late = await client.post(`/helix/fastTrackApplication/save/${done}`, {
      submit_action: 'submit',
      data: garage,
    });
    expect(late.statusCode).toBe(409);
  });
});
