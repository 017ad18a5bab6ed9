import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PIM_MATTERS,
  formMessages,
  messages,
  applicationsContract,
  wizardContract,
  storedFormsContract,
} from '@consent/domain';
import { createApplication, createTestApp, registerUser } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { DECLARATION, completeApplication } from '../support/wizard.js';
import { answerOf, refusalOf, detailsOf } from '../support/answer.js';

let app: FastifyInstance;
let ids: Record<string, number>;
const auckland = () => ids['Auckland Council'];
const wellington = () => ids['Wellington City Council'];

beforeAll(async () => {
  app = await createTestApp();
  ids = await councilIds(app);
});
afterAll(() => app.close());

async function newConsent(type = 2, councilId = auckland()) {
  const client = await registerUser(app, 'pim');
  const appId = await createApplication(client, { type, param: 'standard', role: 'owner', councilId });
  return { client, appId };
}

describe('pre-application meeting: POST /ajax/set_preapp_ref and GET /obca/ajaxform/getRefNo', () => {
  it('loads an unanswered pre-application, then saves "no" as reference 0', async () => {
    const { client, appId } = await newConsent();
    expect(
      answerOf(await client.get(`/obca/ajaxform/getRefNo/${appId}`), storedFormsContract.preApplication.load[0]),
    ).toEqual({
      result: 'success',
      preAppAnswered: false,
      haveRefNumber: false,
      refNumber: null,
    });
    expect(
      answerOf(
        await client.post(`/ajax/set_preapp_ref/${appId}`, { ref_number: '0' }),
        storedFormsContract.preApplication.save,
      ),
    ).toMatchObject({
      result: 'success',
    });
    expect(
      answerOf(await client.get(`/obca/ajaxform/getRefNo/${appId}`), storedFormsContract.preApplication.load[0]),
    ).toMatchObject({
      preAppAnswered: true,
      haveRefNumber: false,
      refNumber: null,
    });
  });

  it("saves a reference that is in the council's register, whatever its letters' case", async () => {
    const { client, appId } = await newConsent();
    expect((await client.post(`/ajax/set_preapp_ref/${appId}`, { ref_number: 'pam20240012' })).statusCode).toBe(200);
    expect(
      answerOf(await client.get(`/obca/ajaxform/getRefNo/${appId}`), storedFormsContract.preApplication.load[0]),
    ).toMatchObject({
      haveRefNumber: true,
      refNumber: 'pam20240012',
    });
  });

  it.each([
    ['', messages.preAppEnterReference],
    ['PAM-2024-0012', messages.preAppInvalidReference],
    ['PAM99999999', messages.preAppReferenceNotFound],
    // Wellington's reference is not in Auckland's register.
    ['WCCPRE1021', messages.preAppReferenceNotFound],
  ])("refuses %j in mode all with the spec's message and changes nothing", async (ref, message) => {
    const { client, appId } = await newConsent();
    const response = await client.post(`/ajax/set_preapp_ref/${appId}`, { ref_number: ref, validation_mode: 'all' });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toMatchObject({
      result: 'invalid',
      message,
      details: [{ field: 'ref_number', message }],
    });
    expect(
      answerOf(await client.get(`/obca/ajaxform/getRefNo/${appId}`), storedFormsContract.preApplication.load[0])
        .preAppAnswered,
    ).toBe(false);
  });

  it("keeps an unchecked reference in modes 'min' and 'none' (the rules apply in 'all' only)", async () => {
    const { client, appId } = await newConsent();
    expect(
      (await client.post(`/ajax/set_preapp_ref/${appId}`, { ref_number: 'PAM-1', validation_mode: 'min' })).statusCode,
    ).toBe(200);
    expect(
      answerOf(await client.get(`/obca/ajaxform/getRefNo/${appId}`), storedFormsContract.preApplication.load[0])
        .refNumber,
    ).toBe('PAM-1');
  });

  it("answers checkRefNo truthy only for a reference in the application's council's register", async () => {
    const { client, appId } = await newConsent(2, wellington());
    const check = (ref: string) => client.post(`/obca/ajax/checkRefNo/${appId}`, { pre_app_meeting_ref_number: ref });
    expect(answerOf(await check('WCCPRE1021'), wizardContract.checkRefNo)).toBe(true);
    expect(answerOf(await check('PAM20240012'), wizardContract.checkRefNo)).toBe(false);
    expect(answerOf(await check(''), wizardContract.checkRefNo)).toBe(false);
    expect(answerOf(await check("x' OR '1'='1"), wizardContract.checkRefNo)).toBe(false);
  });
});

describe('PIM: GET /obca/ajaxform/apptype, POST /access/app type, POST /ajax/set_pimmatters', () => {
  it('serves the PIM matters list and the unanswered question', async () => {
    const { client, appId } = await newConsent();
    expect(answerOf(await client.get(`/obca/ajaxform/apptype/${appId}`), storedFormsContract.pim.load[0])).toEqual({
      result: 'success',
      appType: 2,
      answered: false,
      pimClasses: [],
      notes: '',
      pim_classes: PIM_MATTERS,
    });
  });

  it('answers "yes" by setting type 4, then saves the matters and notes', async () => {
    const { client, appId } = await newConsent();
    expect((await client.post('/access/app', { action: 'edit', appId, data: { type: 4 } })).statusCode).toBe(200);
    const saved = await client.post('/ajax/set_pimmatters', {
      app_id: appId,
      pim_classes: [3, 1],
      notes: 'New garage',
      validation_mode: 'all',
    });
    expect(answerOf(saved, storedFormsContract.pim.save)).toMatchObject({ result: 'success' });
    expect(
      answerOf(await client.get(`/obca/ajaxform/apptype/${appId}`), storedFormsContract.pim.load[0]),
    ).toMatchObject({
      appType: 4,
      answered: true,
      pimClasses: [1, 3],
      notes: 'New garage',
    });
  });

  it("refuses no matters for type 4 with the spec's message, unless the mode is 'none'", async () => {
    const { client, appId } = await newConsent(4);
    const refused = await client.post('/ajax/set_pimmatters', {
      app_id: appId,
      pim_classes: [],
      notes: 'x',
      validation_mode: 'min',
    });
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).message).toBe(messages.pimNoMatters);
    expect(answerOf(await client.get(`/obca/ajaxform/apptype/${appId}`), storedFormsContract.pim.load[0]).notes).toBe(
      '',
    );
    expect(
      (
        await client.post('/ajax/set_pimmatters', {
          app_id: appId,
          pim_classes: [],
          notes: 'x',
          validation_mode: 'none',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses matters for a building consent without a PIM (type 2)', async () => {
    const { client, appId } = await newConsent(2);
    const response = await client.post('/ajax/set_pimmatters', { app_id: appId, pim_classes: [1], notes: '' });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toBe(formMessages.pimNotApplicable);
  });

  it("refuses completion with 'Please select whether you require a PIM' until the question is answered", async () => {
    const { client, appId } = await newConsent(2, ids['Christchurch City Council']);
    const response = await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION);
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response).map((d: { message: string }) => d.message)).toContain(messages.pimUnanswered);
  });

  it("refuses completion of a PIM-only application without matters with the spec's message, first", async () => {
    const { client, appId } = await newConsent(1, ids['Christchurch City Council']);
    const response = await client.post(`/ajax/complete_application_form/${appId}`, DECLARATION);
    expect(refusalOf(response).message).toBe(messages.pimNoMatters);
    await completeApplication(client, appId);
    expect(
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .appCompleted,
    ).toBe(true);
  });

  it('refuses another user (404) and a completed application (409), changing nothing', async () => {
    const { client, appId } = await newConsent(1, ids['Christchurch City Council']);
    const stranger = await registerUser(app, 'stranger');
    expect((await stranger.get(`/obca/ajaxform/apptype/${appId}`)).statusCode).toBe(404);
    expect(
      (await stranger.post('/ajax/set_pimmatters', { app_id: appId, pim_classes: [2], notes: '' })).statusCode,
    ).toBe(404);
    expect((await stranger.post(`/ajax/set_preapp_ref/${appId}`, { ref_number: '0' })).statusCode).toBe(404);
    await completeApplication(client, appId);
    expect((await client.post('/ajax/set_pimmatters', { app_id: appId, pim_classes: [2], notes: '' })).statusCode).toBe(
      409,
    );
    expect((await client.post(`/ajax/set_preapp_ref/${appId}`, { ref_number: '0' })).statusCode).toBe(409);
    expect(
      answerOf(await client.get(`/obca/ajaxform/apptype/${appId}`), storedFormsContract.pim.load[0]).pimClasses,
    ).toEqual([1]);
  });

  it('refuses unknown fields and unknown matters (400)', async () => {
    const { client, appId } = await newConsent(4);
    expect(
      (await client.post('/ajax/set_pimmatters', { app_id: appId, pim_classes: [1], notes: '', colour: 'red' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await client.post('/ajax/set_pimmatters', { app_id: appId, pim_classes: [42], notes: '' })).statusCode,
    ).toBe(400);
  });
});
