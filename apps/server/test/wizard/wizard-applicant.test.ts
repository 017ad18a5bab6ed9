import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_REGISTRY, formMessages, messages, applicationsContract, storedFormsContract } from '@consent/domain';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { completeApplication, validPerson } from '../support/wizard.js';
import { answerOf, refusalOf, detailsOf } from '../support/answer.js';

let app: FastifyInstance;
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await councilIds(app);
});
afterAll(() => app.close());

async function newApplication(data: Record<string, unknown> = {}): Promise<{ client: Client; appId: number }> {
  const client = await registerUser(app, 'applicant');
  const appId = await createApplication(client, {
    type: 2,
    param: 'standard',
    councilId: ids['Christchurch City Council'],
    ...data,
  });
  return { client, appId };
}

describe("applicant's role: POST /obca/ajax/approle and GET /obca/ajaxform/approle", () => {
  it('stores the role uppercased and answers it', async () => {
    const { client, appId } = await newApplication();
    expect(
      answerOf(await client.get(`/obca/ajaxform/approle/${appId}`), storedFormsContract.applicantRole.load[0]),
    ).toMatchObject({
      result: 'success',
      role: null,
    });
    const saved = await client.post(`/obca/ajax/approle/${appId}`, { appId, approle: 'agent', validation_mode: 'all' });
    expect(answerOf(saved, storedFormsContract.applicantRole.save)).toEqual({
      result: 'success',
      message: 'Saved',
      role: 'AGENT',
    });
    expect(
      answerOf(await client.get(`/obca/ajaxform/approle/${appId}`), storedFormsContract.applicantRole.load[0]),
    ).toMatchObject({
      appRole: 'AGENT',
      role: 'AGENT',
    });
    expect(
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .app_signee,
    ).toBe('AGENT');
  });

  it("refuses another role with the spec's message, and no role in mode all", async () => {
    const { client, appId } = await newApplication();
    const builder = await client.post(`/obca/ajax/approle/${appId}`, { appId, approle: 'builder' });
    expect(builder.statusCode).toBe(400);
    expect(refusalOf(builder).message).toBe(messages.invalidApplicationRole('builder'));
    const none = await client.post(`/obca/ajax/approle/${appId}`, { appId, approle: '', validation_mode: 'all' });
    expect(refusalOf(none).message).toBe(formMessages.roleUnanswered);
    expect(
      answerOf(await client.get(`/obca/ajaxform/approle/${appId}`), storedFormsContract.applicantRole.load[0]).role,
    ).toBeNull();
  });

  it("refuses another role in mode 'none' too, and a blank role there keeps the role saved", async () => {
    const { client, appId } = await newApplication();
    await client.post(`/obca/ajax/approle/${appId}`, { appId, approle: 'Owner' });
    const builder = await client.post(`/obca/ajax/approle/${appId}`, {
      appId,
      approle: 'builder',
      validation_mode: 'none',
    });
    expect(refusalOf(builder).message).toBe(messages.invalidApplicationRole('builder'));
    const blank = await client.post(`/obca/ajax/approle/${appId}`, { appId, approle: '', validation_mode: 'none' });
    expect(answerOf(blank, storedFormsContract.applicantRole.save).role).toBe('OWNER');
    expect(
      answerOf(await client.get(`/obca/ajaxform/approle/${appId}`), storedFormsContract.applicantRole.load[0]).role,
    ).toBe('OWNER');
  });

  it('refuses a body appId that is not the application in the address', async () => {
    const { client, appId } = await newApplication();
    const response = await client.post(`/obca/ajax/approle/${appId}`, { appId: appId + 1, approle: 'owner' });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toBe(formMessages.appIdMismatch);
  });
});

describe("need agent, owner's and agent's details", () => {
  // An agent's application asks both pages: the role decides whether, and about whom, they ask.
  const AGENT = { role: 'agent' };

  it('saves and reloads need agent', async () => {
    const { client, appId } = await newApplication(AGENT);
    expect(
      answerOf(await client.get(`/obca/ajaxform/needagent/${appId}`), FORM_REGISTRY.agentDetails.store.load[1].route)
        .needagent,
    ).toBe('');
    const refused = await client.post(`/obca/ajax/needagent/${appId}`, { needagent: '', validation_mode: 'all' });
    expect(refusalOf(refused).message).toBe(formMessages.needAgentUnanswered);
    expect((await client.post(`/obca/ajax/needagent/${appId}`, { needagent: 'yes' })).statusCode).toBe(200);
    expect(
      answerOf(await client.get(`/obca/ajaxform/needagent/${appId}`), FORM_REGISTRY.agentDetails.store.load[1].route)
        .needagent,
    ).toBe('yes');
  });

  it("saves the owner's details and answers them on load", async () => {
    const { client, appId } = await newApplication(AGENT);
    const response = await client.post(`/obca/ajax/owner/${appId}`, {
      data: validPerson,
      step: 4,
      validation_mode: 'all',
    });
    expect(answerOf(response, storedFormsContract.ownerDetails.save)).toEqual({ result: 'success', message: 'Saved' });
    const loaded = answerOf(
      await client.get(`/obca/ajaxform/owner/${appId}`),
      storedFormsContract.ownerDetails.load[0],
    );
    expect(loaded).toMatchObject({
      result: 'success',
      data: { ...validPerson, nzbn: '', street_same_as_mail: false },
      streetAddressRequired: false,
    });
  });

  it("stores the save's step, and the step's max_step rises when a higher step is set (spec point 4)", async () => {
    // An agent's application: its Owner's Detail page may be opened once the role is answered (canVisit).
    const { client, appId } = await newApplication(AGENT);
    const step = async () =>
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .step;
    expect(
      (await client.post(`/obca/ajax/owner/${appId}`, { data: validPerson, step: 5, validation_mode: 'all' }))
        .statusCode,
    ).toBe(200);
    expect(await step()).toEqual({ step: 5, max_step: 5 });
    expect(
      (await client.post(`/obca/ajax/owner/${appId}`, { data: validPerson, step: 4, validation_mode: 'all' }))
        .statusCode,
    ).toBe(200);
    expect(await step()).toEqual({ step: 4, max_step: 5 });
    const refused = await client.post(`/obca/ajax/owner/${appId}`, {
      data: { ...validPerson, full_name: 'Another Name' },
      step: 2,
    });
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).message).toContain('Invalid step 2');
    expect(
      answerOf(await client.get(`/obca/ajaxform/owner/${appId}`), storedFormsContract.ownerDetails.load[0]).data
        .full_name,
    ).toBe(validPerson.full_name);
    expect(await step()).toEqual({ step: 4, max_step: 5 });
  });

  // Each save as the web sends it, on an application that had reached `reached` (the task list's step) before it.
  const AGENT_SAVE = (appId: number) => ({ path: `/obca/ajax/agent/${appId}`, body: { data: validPerson, step: 5 } });
  const LBP_SAVE = (appId: number) => ({ path: `/obca/ajax/lbp/${appId}`, body: { has_lbp: 'no', step: 11 } });
  const HASUPFILES_SAVE = (appId: number) => ({
    path: `/obca/ajax/hasupfiles/${appId}`,
    body: { data: {}, step: 15, app_id: appId, validation_mode: 'none' },
  });
  it.each([
    ["the agent's details, /obca/ajax/agent {data, step}", 15, AGENT_SAVE, { step: 5, max_step: 15 }],
    ['/obca/ajax/lbp {has_lbp, step 11}', 4, LBP_SAVE, { step: 11, max_step: 11 }],
    ['/obca/ajax/hasupfiles {data, step, app_id}', 4, HASUPFILES_SAVE, { step: 15, max_step: 15 }],
  ] as const)(
    "%s stores the save's step; max_step rises with it and never falls (spec point 4), from max_step %i",
    async (_call, reached, save, stored) => {
      const { client, appId } = await newApplication(AGENT);
      const step = async () =>
        answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
          .step;
      expect((await client.post('/obca/set_application_step', { appId, step: reached })).statusCode).toBe(200);
      const { path, body } = save(appId);
      expect((await client.post(path, body)).statusCode).toBe(200);
      expect(await step()).toEqual(stored);
    },
  );

  it('refuses incomplete details in mode all with every problem named by field, and saves nothing', async () => {
    const { client, appId } = await newApplication(AGENT);
    const response = await client.post(`/obca/ajax/owner/${appId}`, {
      data: { full_name: 'Al', email: 'nope' },
      validation_mode: 'all',
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toMatchObject({
      result: 'invalid',
      message: formMessages.personFullName('owner'),
      details: [
        { field: 'full_name', message: formMessages.personFullName('owner') },
        { field: 'mail_address', message: formMessages.mailAddress('owner') },
        { field: 'phone', message: formMessages.phoneOrMobile('owner') },
        { field: 'email', message: formMessages.emailFormat },
      ],
    });
    expect(
      answerOf(await client.get(`/obca/ajaxform/owner/${appId}`), storedFormsContract.ownerDetails.load[0]).data
        .full_name,
    ).toBe('');
  });

  it("keeps what was typed with validation_mode 'none' (going back never loses it)", async () => {
    const { client, appId } = await newApplication(AGENT);
    expect(
      (await client.post(`/obca/ajax/agent/${appId}`, { data: { full_name: 'Al' }, validation_mode: 'none' }))
        .statusCode,
    ).toBe(200);
    expect(
      answerOf(await client.get(`/obca/ajaxform/agent/${appId}`), storedFormsContract.agentDetails.load[0]).data
        .full_name,
    ).toBe('Al');
  });

  it('requires the street address of an amendment (abc), unless it is the mailing address', async () => {
    const client = await registerUser(app, 'clone');
    const appId = await createApplication(client, { type: 2, param: 'standard', councilId: ids['Auckland Council'] });
    const abc = answerOf(
      await client.post('/api/applications/related', {
        kind: 'abc',
        councilId: ids['Auckland Council'],
        bcNumber: 'BC240123',
        passcode: 'K7PQ2RXA',
      }),
      applicationsContract.createRelated,
    );
    expect(
      answerOf(await client.get(`/obca/ajaxform/owner/${abc.appId}`), storedFormsContract.ownerDetails.load[0])
        .streetAddressRequired,
    ).toBe(true);
    expect(
      answerOf(await client.get(`/obca/ajaxform/owner/${appId}`), storedFormsContract.ownerDetails.load[0])
        .streetAddressRequired,
    ).toBe(false);
    const data = { ...validPerson, street_address: '' };
    const refused = await client.post(`/obca/ajax/owner/${abc.appId}`, { data });
    expect(detailsOf(refused)).toEqual([{ field: 'street_address', message: formMessages.streetAddress('owner') }]);
    expect(
      (await client.post(`/obca/ajax/owner/${abc.appId}`, { data: { ...data, street_same_as_mail: true } })).statusCode,
    ).toBe(200);
  });

  it('saves a registered company with its NZBN and company number', async () => {
    const { client, appId } = await newApplication(AGENT);
    const company = {
      ...validPerson,
      type: 'nzbn',
      full_name: 'Kauri Coast Builders Limited',
      nzbn: '9429041537281',
      rego: '5571938',
      contact_person: 'Mere Tane',
    };
    expect((await client.post(`/obca/ajax/agent/${appId}`, { data: company, validation_mode: 'all' })).statusCode).toBe(
      200,
    );
    expect(
      answerOf(await client.get(`/obca/ajaxform/agent/${appId}`), storedFormsContract.agentDetails.load[0]).data,
    ).toMatchObject({
      type: 'nzbn',
      nzbn: '9429041537281',
      rego: '5571938',
    });
  });
});

describe("spec point 4 'Validation mode: none, min or all (default all); 'none' skips validation'", () => {
  // One save of the owner's details with a name too short, an email that is not one and no mailing address or phone.
  const typed = { full_name: 'Al', email: 'nope' };
  const saveOwner = async (mode?: string) => {
    const { client, appId } = await newApplication({ role: 'agent' });
    const response = await client.post(`/obca/ajax/owner/${appId}`, {
      data: typed,
      ...(mode === undefined ? {} : { validation_mode: mode }),
    });
    const stored = answerOf(await client.get(`/obca/ajaxform/owner/${appId}`), storedFormsContract.ownerDetails.load[0])
      .data.full_name;
    return { response, stored };
  };

  it("stores in mode 'none' what mode 'all' refuses: 'none' skips validation", async () => {
    const none = await saveOwner('none');
    expect(answerOf(none.response, storedFormsContract.ownerDetails.save)).toEqual({
      result: 'success',
      message: 'Saved',
    });
    expect(none.stored).toBe('Al');
    const all = await saveOwner('all');
    expect(all.response.statusCode).toBe(400);
    expect(all.stored).toBe('');
  });

  it("checks the format of what was typed in mode 'min' but asks for no missing answer", async () => {
    const min = await saveOwner('min');
    expect(min.response.statusCode).toBe(400);
    expect(detailsOf(min.response)).toEqual([{ field: 'email', message: formMessages.emailFormat }]);
    expect(min.stored).toBe('');
  });

  it("validates a save that names no mode as mode 'all' (the default)", async () => {
    const [unnamed, all] = [await saveOwner(), await saveOwner('all')];
    expect(unnamed.response.statusCode).toBe(400);
    expect(detailsOf(unnamed.response)).toEqual(detailsOf(all.response));
    expect(unnamed.stored).toBe('');
  });

  it('refuses a mode that is none of the three, storing nothing', async () => {
    const some = await saveOwner('some');
    expect(some.response.statusCode).toBe(400);
    expect(some.stored).toBe('');
  });
});

describe('record of title: POST /obca/ajax/ct and GET /obca/ajaxform/certtitle', () => {
  it('saves has_cert, request_ct and postcode and sets request_ct_from_council', async () => {
    const { client, appId } = await newApplication();
    const saved = await client.post(`/obca/ajax/ct/${appId}`, {
      appId,
      has_cert: 'no',
      request_ct: 'y',
      postcode: '8011',
      validation_mode: 'all',
    });
    expect(saved.statusCode).toBe(200);
    expect(
      answerOf(await client.get(`/obca/ajaxform/certtitle/${appId}`), storedFormsContract.recordOfTitle.load[0]),
    ).toEqual({
      result: 'success',
      has_cert: 'no',
      request_ct_from_council: 'y',
      site_address_postcode: '8011',
    });
    expect(
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .request_ct_from_council,
    ).toBe('y');
  });

  it('refuses an unanswered question in mode all and a bad postcode in mode min, changing nothing', async () => {
    const { client, appId } = await newApplication();
    const unanswered = await client.post(`/obca/ajax/ct/${appId}`, {
      appId,
      has_cert: '',
      request_ct: 'y',
      postcode: '',
      validation_mode: 'all',
    });
    expect(refusalOf(unanswered).message).toBe(formMessages.hasCertUnanswered);
    const postcode = await client.post(`/obca/ajax/ct/${appId}`, {
      appId,
      has_cert: 'yes',
      request_ct: 'y',
      postcode: '80',
      validation_mode: 'min',
    });
    expect(refusalOf(postcode).message).toBe(formMessages.postcodeFormat);
    expect(
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .request_ct_from_council,
    ).toBe('n');
  });

  it("refuses a body appId of the user's other application, saving to neither", async () => {
    const { client, appId } = await newApplication();
    const other = await createApplication(client, { type: 2, param: 'standard', councilId: ids['Auckland Council'] });
    const answers = { has_cert: 'no', request_ct: 'y', postcode: '8011', validation_mode: 'all' };
    const response = await client.post(`/obca/ajax/ct/${appId}`, { appId: other, ...answers });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toBe(formMessages.appIdMismatch);
    for (const id of [appId, other]) {
      expect(
        answerOf(await client.get(`/obca/ajaxform/certtitle/${id}`), storedFormsContract.recordOfTitle.load[0])
          .has_cert,
      ).toBe('');
    }
  });
});

describe('ownership and completion', () => {
  it("answers 404 for another user's application on every load and save", async () => {
    const { appId } = await newApplication();
    const stranger = await registerUser(app, 'stranger');
    for (const form of ['approle', 'needagent', 'owner', 'agent', 'certtitle']) {
      expect((await stranger.get(`/obca/ajaxform/${form}/${appId}`)).statusCode).toBe(404);
    }
    expect((await stranger.post(`/obca/ajax/owner/${appId}`, { data: validPerson })).statusCode).toBe(404);
    expect((await stranger.post(`/obca/ajax/approle/${appId}`, { appId, approle: 'owner' })).statusCode).toBe(404);
  });

  it('answers 409 for every save once the application is completed, and keeps its answers', async () => {
    const { client, appId } = await newApplication({ role: 'owner' });
    await completeApplication(client, appId);
    const saves = [
      client.post(`/obca/ajax/owner/${appId}`, { data: { ...validPerson, full_name: 'Changed Name' } }),
      client.post(`/obca/ajax/agent/${appId}`, { data: validPerson }),
      client.post(`/obca/ajax/needagent/${appId}`, { needagent: 'no' }),
      client.post(`/obca/ajax/approle/${appId}`, { appId, approle: 'agent' }),
      client.post(`/obca/ajax/ct/${appId}`, { appId, has_cert: 'no', request_ct: 'y', postcode: '' }),
    ];
    for (const response of await Promise.all(saves)) expect(response.statusCode).toBe(409);
    expect(
      answerOf(await client.get(`/obca/ajaxform/owner/${appId}`), storedFormsContract.ownerDetails.load[0]).data
        .full_name,
    ).toBe(validPerson.full_name);
    expect(
      answerOf(await client.get(`/obca/ajaxform/approle/${appId}`), storedFormsContract.applicantRole.load[0]).role,
    ).toBe('OWNER');
  });
});
