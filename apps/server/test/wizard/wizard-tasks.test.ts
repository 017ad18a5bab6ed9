import {
  applicationsContract,
  contactsContract,
  documentsContract,
  locationsContract,
  tasksContract,
  storedFormsContract,
} from '@consent/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationData, createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { validPerson } from '../support/wizard.js';
import { SMALL_PDF, uploadDocument } from '../support/documents.js';
import { typedSite } from '../support/siteLocation.js';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await councilIds(app);
});
afterAll(() => app.close());

const tasksOf = async (client: Client, appId: number) =>
  answerOf(await client.get(`/api/applications/${appId}/tasks`), tasksContract.tasks);
const statuses = (body: { tasks: { page: string; status: string }[] }) =>
  Object.fromEntries(body.tasks.map((t) => [t.page, t.status]));

describe('a new application starts at its first required page', () => {
  it.each([
    [1, 1], // PIM only: the PIM matters
    [2, 1], // building consent: the PIM question
    [4, 1],
    [5, 1],
    [6, 3], // certificate of acceptance: the applicant's role
  ])('created through the API, type %i opens at legacy step %i', async (type, step) => {
    const client = await registerUser(app, 'start');
    const created = await client.post('/access/app', {
      action: 'new',
      data: { type, param: 'standard', councilId: ids['Auckland Council'] },
    });
    expect(answerOf(created, applicationsContract.accessApp)).toMatchObject({ isNew: true, step });
    expect((await applicationData(client, answerOf(created, applicationsContract.accessApp).appId)).step).toEqual({
      step,
      max_step: step,
    });
  });

  it.each(['ccc', 'cpu', 'abc', 'rc'])(
    "a %s made from a related-application tile opens at the applicant's role (step 3)",
    async (kind) => {
      const client = await registerUser(app, 'related');
      const created = await client.post('/api/applications/related', {
        kind,
        councilId: ids['Wellington City Council'],
        bcNumber: 'BC240123',
        passcode: 'X7K2P9',
      });
      expect(created.statusCode).toBe(201);
      expect(answerOf(created, applicationsContract.createRelated).step).toBe(3);
    },
  );
});

describe('the task list: GET /api/applications/{id}/tasks', () => {
  it('lists every required page with its status and where resuming opens, as the answers come in', async () => {
    const client = await registerUser(app, 'tasks');
    const appId = await createApplication(client, {
      type: 2,
      param: 'standard',
      councilId: ids['Christchurch City Council'],
    });
    const fresh = await tasksOf(client, appId);
    expect(fresh.tasks.map((t: { name: string }) => t.name).slice(0, 3)).toEqual([
      'PIM (Project Information Memorandum)',
      "Applicant's Role",
      "Owner's Detail",
    ]);
    expect(statuses(fresh)).toMatchObject({
      preApplicationAndPim: 'in-progress',
      applicantRole: 'not-started',
      ownerDetails: 'cannot-start-yet',
      project: 'not-started',
    });
    expect(fresh.resumeStep).toBe(1);

    await client.post('/access/app', { action: 'edit', appId, data: { type: 2 } });
    expect((await client.post(`/obca/ajax/approle/${appId}`, { appId, approle: 'owner' })).statusCode).toBe(200);
    const answered = await tasksOf(client, appId);
    expect(statuses(answered)).toMatchObject({
      preApplicationAndPim: 'completed',
      applicantRole: 'completed',
      ownerDetails: 'not-started',
    });
    expect(answered.resumeStep).toBe(4);
  });

  it("answers 404 for another user's application", async () => {
    const owner = await registerUser(app, 'owner');
    const appId = await createApplication(owner);
    const stranger = await registerUser(app, 'stranger');
    expect((await stranger.get(`/api/applications/${appId}/tasks`)).statusCode).toBe(404);
  });
});

describe('a save for a page that may not be opened yet', () => {
  it('is refused with the reason until the role is answered, and saves nothing', async () => {
    const client = await registerUser(app, 'early');
    const appId = await createApplication(client, {
      type: 2,
      param: 'standard',
      councilId: ids['Christchurch City Council'],
    });
    const early = await client.post(`/obca/ajax/owner/${appId}`, { data: validPerson, step: 4 });
    expect(early.statusCode).toBe(409);
    expect(refusalOf(early).result).toBe('error');
    expect(refusalOf(early).message).toBe(
      "Owner's Detail cannot start yet: first answer Applicant's Role, as it decides what Owner's Detail asks.",
    );
    expect(
      answerOf(await client.get(`/obca/ajaxform/owner/${appId}`), storedFormsContract.ownerDetails.load[0]).data
        .full_name,
    ).toBe('');

    await client.post(`/obca/ajax/approle/${appId}`, { appId, approle: 'owner' });
    expect((await client.post(`/obca/ajax/owner/${appId}`, { data: validPerson, step: 4 })).statusCode).toBe(200);
  });

  it('is refused for a page the application does not have', async () => {
    const client = await registerUser(app, 'nopage');
    const appId = await createApplication(client, {
      type: 2,
      param: 'standard',
      role: 'owner',
      councilId: ids['Christchurch City Council'],
    });
    const refused = await client.post(`/obca/ajax/agent/${appId}`, { data: validPerson });
    expect(refused.statusCode).toBe(409);
    expect(refusalOf(refused).message).toBe("This application does not need Agent's Detail.");
  });
});

/** A code compliance certificate made from the seeded consent: it has no site-location or attachments page. */
async function newCcc(): Promise<{ client: Client; appId: number }> {
  const client = await registerUser(app, 'ccc');
  const created = await client.post('/api/applications/related', {
    kind: 'ccc',
    councilId: ids['Wellington City Council'],
    bcNumber: 'BC240123',
    passcode: 'X7K2P9',
  });
  expect(created.statusCode, created.body).toBe(201);
  return { client, appId: answerOf(created, applicationsContract.createRelated).appId };
}

const step = async (client: Client, appId: number) =>
  answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application).step;

function expectRefused(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode).toBe(409);
  expect(refusalOf(response)).toMatchObject({ result: 'error', message });
}

// Issue 15.2: every module's save of a wizard page asks the domain's canVisit through one check (applications().open).
describe('a save on a page the application may not open, in each module', () => {
  it('locations: is refused with the reason and stores no parcel', async () => {
    const { client, appId } = await newCcc();
    const before = answerOf(await client.get(`/ajax/get_parcel_data/${appId}`), locationsContract.parcelData).parcels;
    expectRefused(
      await client.post('/ajax/submit_parcels', { appId, features: [typedSite], parcel_opt: 'single' }),
      'This application does not need Site Location and Record of Title.',
    );
    expect(answerOf(await client.get(`/ajax/get_parcel_data/${appId}`), locationsContract.parcelData).parcels).toEqual(
      before,
    );
  });

  it('documents: is refused with the reason and stores no file', async () => {
    const { client, appId } = await newCcc();
    expectRefused(
      await uploadDocument(client, appId, 1, 'plans.pdf', SMALL_PDF),
      'This application does not need File Attachments.',
    );
    expect(answerOf(await client.get(`/obca/attachment/${appId}`), documentsContract.list).documents).toEqual([]);
  });

  it('contacts: is refused with the reason and keeps the answer unset', async () => {
    const client = await registerUser(app, 'pim');
    const appId = await createApplication(client, {
      type: 1,
      param: 'standard',
      councilId: ids['Christchurch City Council'],
    });
    expectRefused(
      await client.post(`/obca/ajax/lbp/${appId}`, { has_lbp: 'no', step: 11 }),
      'This application does not need Project Contacts.',
    );
    expect(answerOf(await client.get(`/obca/ajaxform/lbp/${appId}`), contactsContract.form).has_lbp).toBe('');
  });

  it('edit_application: a first point of contact is refused where there is no such page, and not stored', async () => {
    const { client, appId } = await newCcc();
    const before = answerOf(
      await client.post('/obca/application', { application_id: appId }),
      applicationsContract.application,
    ).firstContact;
    const refused = await client.post('/access/app', {
      action: 'edit',
      appId,
      data: { firstContact: { contactType: 2 } },
    });
    expectRefused(refused, 'This application does not need First Point of Contact and Invoice Payable By.');
    expect(
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .firstContact,
    ).toEqual(before);
  });

  it('set_application_step: a step whose page cannot start yet is refused with the reason, and the step stays', async () => {
    const client = await registerUser(app, 'step');
    const appId = await createApplication(client, {
      type: 2,
      param: 'standard',
      councilId: ids['Christchurch City Council'],
    });
    const before = await step(client, appId);
    expectRefused(
      await client.post('/obca/set_application_step', { appId, step: 4 }),
      "Owner's Detail cannot start yet: first answer Applicant's Role, as it decides what Owner's Detail asks.",
    );
    expect(await step(client, appId)).toEqual(before);
    expect((await client.post('/obca/set_application_step', { appId, step: 3 })).statusCode).toBe(200);
  });
});
