import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser, type Client } from './support/app.js';
import { councilIds } from './support/councils.js';
import { SMALL_PDF, uploadDocument } from './support/documents.js';
import { typedSite } from './support/siteLocation.js';

// Issue 15.2: every module's save of a wizard page asks the domain's canVisit through one check (applications().open).
let app: FastifyInstance;
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await councilIds(app);
});
afterAll(() => app.close());

/** A code compliance certificate made from the seeded consent: it has no site-location or attachments page. */
async function newCcc(): Promise<{ client: Client; appId: number }> {
  const client = await registerUser(app, 'ccc');
  const created = await client.post('/api/applications/related', { kind: 'ccc', councilId: ids['Wellington City Council'], bcNumber: 'BC240123', passcode: 'X7K2P9' });
  expect(created.statusCode, created.body).toBe(201);
  return { client, appId: created.json().appId };
}

const step = async (client: Client, appId: number) => (await client.post('/obca/application', { application_id: appId })).json().step;

function expectRefused(response: { statusCode: number; json: () => { result: string; message: string } }, message: string) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toMatchObject({ result: 'error', message });
}

describe('a save on a page the application may not open', () => {
  it('locations: is refused with the reason and stores no parcel', async () => {
    const { client, appId } = await newCcc();
    const before = (await client.get(`/ajax/get_parcel_data/${appId}`)).json().parcels;
    expectRefused(await client.post('/ajax/submit_parcels', { appId, features: [typedSite], parcel_opt: 'single' }), 'This application does not need Site Location and Record of Title.');
    expect((await client.get(`/ajax/get_parcel_data/${appId}`)).json().parcels).toEqual(before);
  });

  it('documents: is refused with the reason and stores no file', async () => {
    const { client, appId } = await newCcc();
    expectRefused(await uploadDocument(client, appId, 1, 'plans.pdf', SMALL_PDF), 'This application does not need File Attachments.');
    expect((await client.get(`/obca/attachment/${appId}`)).json().data ?? []).toEqual([]);
  });

  it('contacts: is refused with the reason and keeps the answer unset', async () => {
    const client = await registerUser(app, 'pim');
    const appId = await createApplication(client, { type: 1, param: 'standard', councilId: ids['Christchurch City Council'] });
    expectRefused(await client.post(`/obca/ajax/lbp/${appId}`, { has_lbp: 'no', step: 11 }), 'This application does not need Project Contacts.');
    expect((await client.get(`/obca/ajaxform/lbp/${appId}`)).json().has_lbp).toBe('');
  });

  it("edit_application: a first point of contact is refused where there is no such page, and not stored", async () => {
    const { client, appId } = await newCcc();
    const before = (await client.post('/obca/application', { application_id: appId })).json().firstContact;
    const refused = await client.post('/access/app', { action: 'edit', appId, data: { firstContact: { contactType: 2 } } });
    expectRefused(refused, 'This application does not need First Point of Contact and Invoice Payable By.');
    expect((await client.post('/obca/application', { application_id: appId })).json().firstContact).toEqual(before);
  });

  it('set_application_step: a step whose page cannot start yet is refused with the reason, and the step stays', async () => {
    const client = await registerUser(app, 'step');
    const appId = await createApplication(client, { type: 2, param: 'standard', councilId: ids['Christchurch City Council'] });
    const before = await step(client, appId);
    expectRefused(
      await client.post('/obca/set_application_step', { appId, step: 4 }),
      "Owner's Detail cannot start yet: first answer Applicant's Role, as it decides what Owner's Detail asks.",
    );
    expect(await step(client, appId)).toEqual(before);
    expect((await client.post('/obca/set_application_step', { appId, step: 3 })).statusCode).toBe(200);
  });
});
