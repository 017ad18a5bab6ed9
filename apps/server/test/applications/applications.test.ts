import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nzToday, applicationsContract, authContract } from '@consent/domain';
import { users } from '../../src/db/schema.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { validPerson, validPlg } from '../support/wizard.js';
import { DECLARATION, answerWizardForms } from '../support/wizard.js';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let owner: Client;
let ids: Record<string, number>;
const auckland = () => ids['Auckland Council'];
const christchurch = () => ids['Christchurch City Council'];
const kaikoura = () => ids['Kaikōura District Council'];

beforeAll(async () => {
  app = await createTestApp();
  ids = await councilIds(app);
});
// A fresh applicant per test: an untouched application of the same kind would otherwise be offered again.
beforeEach(async () => {
  owner = await registerUser(app, 'owner');
});
afterAll(() => app.close());

const create = (client: Client, data: unknown) => client.post('/access/app', { action: 'new', data });
const edit = (client: Client, appId: number, data: unknown) =>
  client.post('/access/app', { action: 'edit', appId, validation_mode: 'all', data });
const load = async (client: Client, appId: number) =>
  answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application);

describe("POST /access/app action 'new'", () => {
  it('creates a building consent at its first required page (legacy step 1, the PIM question) and answers appId, isNew and step', async () => {
    const response = await create(owner, { type: 2, param: 'standard', role: 'owner', councilId: auckland() });
    expect(response.statusCode).toBe(201);
    expect(answerOf(response, applicationsContract.accessApp)).toMatchObject({
      result: 'success',
      isNew: true,
      step: 1,
      appId: expect.any(Number),
      data: { errors: [] },
    });
  });

  it('answers isNew=false with the id and step of an untouched application of the same type, param and council', async () => {
    const client = await registerUser(app, 'again');
    const data = { type: 1, param: 'standard', councilId: auckland() };
    const first = answerOf(await create(client, data), applicationsContract.accessApp);
    const second = await create(client, data);
    expect(second.statusCode).toBe(200);
    expect(answerOf(second, applicationsContract.accessApp)).toMatchObject({
      result: 'success',
      isNew: false,
      appId: first.appId,
      step: 1,
    });
    const otherCouncil = answerOf(
      await create(client, { ...data, councilId: christchurch() }),
      applicationsContract.accessApp,
    );
    expect(otherCouncil.isNew).toBe(true);
  });

  it('creates a new one once the earlier one has been worked on', async () => {
    const client = await registerUser(app, 'touched');
    const data = { type: 6, param: 'standard', councilId: auckland() };
    const first = answerOf(await create(client, data), applicationsContract.accessApp);
    await client.post('/obca/set_application_step', { appId: first.appId, step: 4 });
    const second = answerOf(await create(client, data), applicationsContract.accessApp);
    expect(second.isNew).toBe(true);
    expect(second.appId).not.toBe(first.appId);
  });

  it.each([
    [{ type: 9, councilId: 1 }, ['Invalid Application Type 9']],
    [{ type: 2, param: 'express', councilId: 1 }, ['Invalid Application Param express']],
    [{ type: 2, role: 'builder', councilId: 1 }, ['Invalid Application Role builder']],
    [{ type: 2, colour: 'blue', councilId: 1 }, ['Invalid Attribute colour']],
    ['type=2', ['Invalid Attribute Object']],
    [{ type: 0, param: 'x', councilId: 1 }, ['Invalid Application Type 0', 'Invalid Application Param x']],
  ])('refuses %j with the spec message(s) and creates nothing', async (data, errors) => {
    const client = await registerUser(app, 'bad');
    const response = await create(client, data);
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toMatchObject({
      result: 'invalid',
      message: errors[0],
      details: errors.map((message) => ({ message })),
    });
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).hasApplications).toBe(false);
  });

  it("shows a council's own message when it has applications disabled, and creates nothing", async () => {
    const client = await registerUser(app, 'disabled');
    const response = await create(client, { type: 2, param: 'standard', councilId: kaikoura() });
    expect(response.statusCode).toBe(409);
    expect(refusalOf(response).message).toMatch(/^Kaikōura District Council is not taking online applications/);
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).hasApplications).toBe(false);
  });

  it('refuses an unknown council', async () => {
    const response = await create(owner, { type: 2, param: 'standard', councilId: 99999 });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toBe('Council not found.');
  });

  it("refuses new multiproof without the user's multiproof permission, with the spec's message", async () => {
    const client = await registerUser(app, 'multiproof');
    const refused = await create(client, { type: 2, param: 'multiproof', councilId: auckland() });
    expect(refused.statusCode).toBe(403);
    expect(refusalOf(refused).message).toBe('Error! You are not allowed to apply for multiproof application!');

    const db = (await app.databaseReady).db;
    await db.update(users).set({ multiproofPermission: 'yes' }).where(eq(users.email, client.email));
    expect(answerOf(await client.get('/api/auth/me'), authContract.me).multiproofPermission).toBe('yes');
    expect((await create(client, { type: 2, param: 'multiproof', councilId: auckland() })).statusCode).toBe(201);
  });

  it.each([
    [1, 'pim', 'Project Information Memorandum Only'],
    [4, 'bc', 'Building Consent with PIM'],
    [5, 'bc', 'Exemption from Building Consent'],
    [6, 'ca', 'Certificate of Acceptance'],
  ])('creates type %i with code %s named %s', async (type, code, name) => {
    const appId = await createApplication(owner, { type, param: 'standard', councilId: auckland() });
    expect(await load(owner, appId)).toMatchObject({ application_type: type, appTypeCode: code, appTypeName: name });
  });

  it('names fast-track and flood-affected consents by their param', async () => {
    const fast = await createApplication(owner, { type: 2, param: 'fasttrack', councilId: auckland() });
    const flood = await createApplication(owner, { type: 2, param: 'flooded', councilId: auckland() });
    expect((await load(owner, fast)).appTypeName).toBe('Fast Track Building Consent');
    expect((await load(owner, flood)).appTypeName).toBe('Building Consent to remediate Flood Affected Buildings');
  });
});

describe('POST /obca/application', () => {
  it('returns the full application data', async () => {
    const appId = await createApplication(owner, { type: 4, param: 'standard', role: 'agent', councilId: auckland() });
    const data = await load(owner, appId);
    expect(data).toMatchObject({
      result: 'success',
      id: appId,
      council_id: auckland(),
      application_type: 4,
      appTypeCode: 'bc',
      appParam: 'standard',
      step: { step: 1, max_step: 1 },
      appCompleted: false,
      enableCompliance: false,
      app_signee: 'AGENT',
      applicantRole: 'AGENT',
      app_signee_name: 'Test owner',
      // Signed today, in New Zealand, when no signed date exists yet.
      app_sign_date: nzToday(),
      imported: 'n',
      request_ct_from_council: 'n',
      passcode: expect.stringMatching(/^[A-Z2-9]{8}$/),
      userDetails: { email: owner.email, fullName: 'Test owner' },
      summary: { councilName: 'Auckland Council', status: 'in progress' },
      config: { enablePreApplication: true },
    });
    expect(data.councils.length).toBeGreaterThanOrEqual(6);
  });

  it("carries the wizard template's section answers: owner details, PLG and misc once saved, null before", async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', role: 'owner', councilId: auckland() });
    expect(await load(owner, appId)).toMatchObject({
      ownerDetails: null,
      agentDetails: null,
      preApplication: null,
      plgData: null,
      miscData: null,
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await owner.post(`/obca/ajax/owner/${appId}`, { data: validPerson, step: 4, validation_mode: 'all' });
    await owner.post(`/obca/ajax/plg1/${appId}`, { data: validPlg, validation_mode: 'all' });
    expect(await load(owner, appId)).toMatchObject({
      ownerDetails: { full_name: validPerson.full_name },
      plgData: validPlg,
    });
  });
});

describe("POST /access/app action 'edit'", () => {
  it('changes type 2 to 4 and back', async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', councilId: auckland() });
    expect(answerOf(await edit(owner, appId, { type: 4 }), applicationsContract.accessApp)).toMatchObject({
      result: 'success',
      data: { type: 4 },
    });
    expect((await load(owner, appId)).application_type).toBe(4);
    expect((await edit(owner, appId, { type: 2 })).statusCode).toBe(200);
    expect((await load(owner, appId)).application_type).toBe(2);
  });

  it.each([
    [1, 4],
    [6, 2],
    [2, 1],
  ])('leaves a type %i application unchanged when asked to become type %i', async (from, to) => {
    const appId = await createApplication(owner, { type: from, param: 'standard', councilId: christchurch() });
    const response = await edit(owner, appId, { type: to });
    expect(response.statusCode).toBe(400);
    expect((await load(owner, appId)).application_type).toBe(from);
  });

  it('stores the role uppercased', async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', councilId: christchurch() });
    await edit(owner, appId, { role: 'agent' });
    expect((await load(owner, appId)).app_signee).toBe('AGENT');
  });

  it('refuses bad attributes with the spec messages and changes nothing', async () => {
    const appId = await createApplication(owner, {
      type: 2,
      param: 'standard',
      role: 'owner',
      councilId: christchurch(),
    });
    const response = await edit(owner, appId, { role: 'agent', size: 'big' });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toBe('Invalid Attribute size');
    expect((await load(owner, appId)).app_signee).toBe('OWNER');
  });

  it("'validate' answers success for an open application whose required forms are answered", async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', councilId: christchurch() });
    await answerWizardForms(owner, appId);
    const response = await owner.post('/access/app', { action: 'validate', appId, validation_mode: 'all' });
    expect(answerOf(response, applicationsContract.accessApp)).toMatchObject({
      result: 'success',
      appId,
      data: { errors: [] },
    });
  });
});

describe('council and step', () => {
  it('switches the council', async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', councilId: auckland() });
    const response = await owner.post('/obca/set_app_council', { appId, councilId: christchurch() });
    expect(answerOf(response, applicationsContract.setAppCouncil)).toMatchObject({ result: 'success' });
    expect((await load(owner, appId)).council_id).toBe(christchurch());
  });

  it('refuses to switch to a council that has applications disabled', async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', councilId: auckland() });
    const response = await owner.post('/obca/set_app_council', { appId, councilId: kaikoura() });
    expect(response.statusCode).toBe(409);
    expect((await load(owner, appId)).council_id).toBe(auckland());
  });

  it('sets the step; max_step only rises', async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', councilId: auckland() });
    expect(
      answerOf(
        await owner.post('/obca/set_application_step', { appId, step: 11 }),
        applicationsContract.setApplicationStep,
      ).step,
    ).toEqual({
      step: 11,
      max_step: 11,
    });
    expect(
      answerOf(
        await owner.post('/obca/set_application_step', { appId, step: 7 }),
        applicationsContract.setApplicationStep,
      ).step,
    ).toEqual({
      step: 7,
      max_step: 11,
    });
    expect((await load(owner, appId)).step).toEqual({ step: 7, max_step: 11 });
  });

  it('refuses a step that is not a legacy step', async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', councilId: auckland() });
    const response = await owner.post('/obca/set_application_step', { appId, step: 2 });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toBe('Invalid step 2');
  });
});

describe('a completed application', () => {
  it('is completed by POST /ajax/complete_application_form and then refuses every write, unchanged', async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', role: 'owner', councilId: auckland() });
    await answerWizardForms(owner, appId);
    const completed = await owner.post(`/ajax/complete_application_form/${appId}`, DECLARATION);
    expect(answerOf(completed, applicationsContract.complete)).toMatchObject({ result: 'success', appId });
    const before = await load(owner, appId);
    expect(before.appCompleted).toBe(true);
    expect(before.summary.status).toBe('completed');

    const writes = [
      edit(owner, appId, { role: 'agent' }),
      owner.post('/obca/set_app_council', { appId, councilId: christchurch() }),
      owner.post('/obca/set_application_step', { appId, step: 15 }),
      owner.post(`/ajax/complete_application_form/${appId}`, DECLARATION),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(409);
      expect(refusalOf(response).message).toBe('This application has been completed and can no longer be changed.');
    }
    expect(await load(owner, appId)).toEqual(before);
  });
});

describe('GET /api/applications', () => {
  it("lists only the user's own applications, most recently changed first", async () => {
    const first = await createApplication(owner, { type: 2, param: 'standard', councilId: auckland() });
    const second = await createApplication(owner, { type: 1, param: 'standard', councilId: christchurch() });
    await owner.post('/obca/set_application_step', { appId: first, step: 6 });
    const stranger = await registerUser(app, 'lister');
    await createApplication(stranger);

    const response = await owner.get('/api/applications');
    expect(response.statusCode).toBe(200);
    expect(answerOf(response, applicationsContract.list).applications).toEqual([
      expect.objectContaining({
        appId: first,
        typeName: 'Building Consent',
        councilName: 'Auckland Council',
        status: 'in progress',
        completed: false,
        step: 6,
        maxStep: 6,
      }),
      expect.objectContaining({
        appId: second,
        typeName: 'Project Information Memorandum Only',
        councilName: 'Christchurch City Council',
        typeCode: 'pim',
      }),
    ]);
  });

  it('answers 401 when signed out', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/applications' })).statusCode).toBe(401);
  });
});

describe('ownership', () => {
  it("answers 404 on every application route for another user's application, and changes nothing", async () => {
    const appId = await createApplication(owner, { type: 2, param: 'standard', role: 'owner', councilId: auckland() });
    const stranger = await registerUser(app, 'stranger');
    const attempts = [
      stranger.post('/obca/application', { application_id: appId }),
      stranger.post('/access/app', { action: 'validate', appId }),
      edit(stranger, appId, { role: 'agent' }),
      stranger.post('/obca/set_app_council', { appId, councilId: christchurch() }),
      stranger.post('/obca/set_application_step', { appId, step: 11 }),
      stranger.post(`/ajax/complete_application_form/${appId}`, DECLARATION),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(owner.email);
    }
    expect(await load(owner, appId)).toMatchObject({
      app_signee: 'OWNER',
      council_id: auckland(),
      appCompleted: false,
      step: { step: 1 },
    });
  });

  it('answers 401 on every application route when signed out', async () => {
    const anonymous = [
      app.inject({ method: 'POST', url: '/access/app', payload: { action: 'new', data: { type: 2, councilId: 1 } } }),
      app.inject({ method: 'POST', url: '/obca/application', payload: { application_id: 1 } }),
      app.inject({ method: 'POST', url: '/obca/set_app_council', payload: { appId: 1, councilId: 2 } }),
      app.inject({ method: 'POST', url: '/obca/set_application_step', payload: { appId: 1, step: 4 } }),
      app.inject({ method: 'POST', url: '/ajax/complete_application_form/1' }),
    ];
    for (const response of await Promise.all(anonymous)) expect(response.statusCode).toBe(401);
  });
});
