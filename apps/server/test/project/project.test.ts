import { defined, applicationsContract, projectContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PROJECT, EMPTY_SCHEDULE, SPECIFIED_SYSTEMS, productMessages, projectMessages } from '@consent/domain';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { addBuilding, b1Clauses, validBuilding, validProject } from '../support/project.js';
import { answerOf, refusalOf, detailsOf } from '../support/answer.js';

let app: FastifyInstance;
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await councilIds(app);
});
afterAll(() => app.close());

async function newConsent(param = 'standard') {
  const client = await registerUser(app, 'project');
  const appId = await createApplication(client, {
    type: 2,
    param,
    role: 'owner',
    councilId: ids['Christchurch City Council'],
  });
  return { client, appId };
}
const load = async (client: Client, appId: number) =>
  answerOf(await client.get(`/obca/ajaxform/building/${appId}`), projectContract.load);
const saveProject = (client: Client, appId: number, body: Record<string, unknown>) =>
  client.post(`/obca/ajax/project/${appId}`, body);

describe('buildings: POST /obca/ajax/savebuilding, GET /ajax/get_building_data and /obca/ajaxform/building', () => {
  it("adds a building, loads it back rounded and to 2 decimals, and edits it; the name defaults to 'Main Building'", async () => {
    const { client, appId } = await newConsent();
    const empty = await load(client, appId);
    expect(empty).toMatchObject({
      result: 'success',
      project: EMPTY_PROJECT,
      buildings: [],
      projectOpt: 'single',
      estimatedValue: 0,
      variant: 'project',
    });
    const added = await client.post(`/obca/ajax/savebuilding/${appId}`, {
      app_id: appId,
      data: { ...validBuilding, name: '', estimated_value: 450000.6, existing_floor_area: 95.456 },
    });
    expect(added.statusCode).toBe(200);
    const { building_id, building } = answerOf(added, projectContract.saveBuilding);
    expect(building).toMatchObject({
      id: building_id,
      name: 'Main Building',
      estimated_value: 450001,
      existing_floor_area: 95.46,
      mc_data: b1Clauses,
    });
    const edited = await client.post(`/obca/ajax/savebuilding/${appId}`, {
      app_id: String(appId),
      data: { ...validBuilding, id: building_id, name: 'House' },
    });
    expect(answerOf(edited, projectContract.saveBuilding).building_id).toBe(building_id);
    const data = answerOf(await client.get(`/ajax/get_building_data/${appId}`), projectContract.buildings);
    expect(data).toMatchObject({ result: 'success', projectOpt: 'single', estimatedValue: 450000 });
    expect(data.data).toHaveLength(1);
    expect(data.data[0]).toMatchObject({ id: building_id, name: 'House', intended_life: 50 });
  });

  it('a second building makes the project multiple and the estimated value is their total', async () => {
    const { client, appId } = await newConsent();
    await addBuilding(client, appId);
    await addBuilding(client, appId, {
      ...validBuilding,
      name: 'Garage',
      classification_id: 10,
      use_id: 10,
      estimated_value: 60000,
    });
    expect(await load(client, appId)).toMatchObject({ projectOpt: 'multiple', estimatedValue: 510000 });
  });

  it('refuses a building with problems in mode all, with every message, and saves nothing', async () => {
    const { client, appId } = await newConsent();
    const refused = await client.post(`/obca/ajax/savebuilding/${appId}`, {
      app_id: appId,
      data: { ...validBuilding, change_use: 'yes', has_restricted_work: 'yes', restricted_work: '', mc_data: [] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused)).toMatchObject({
      result: 'invalid',
      message: projectMessages.newUse,
    });
    expect(detailsOf(refused).map((d) => d.field)).toEqual([
      'change_use_id',
      'change_type',
      'restricted_work',
      'mc_data',
    ]);
    expect((await load(client, appId)).buildings).toEqual([]);
    const partial = await client.post(`/obca/ajax/savebuilding/${appId}`, {
      app_id: appId,
      data: { name: 'Shed', mc_data: [] },
      validation_mode: 'min',
    });
    expect(partial.statusCode).toBe(200);
  });

  it.each([
    ['an intended life not on the list', { intended_life: 42 }],
    ['a negative floor area', { new_floor_area: -3 }],
    ['an unknown field', { colour: 'red' }],
    ['a type not offered', { type: 'castle' }],
    ['a status-less clause code', { mc_data: [{ code: 'Z9', present: true }] }],
  ])('refuses %s with 400 and changes nothing', async (_what, over) => {
    const { client, appId } = await newConsent();
    const response = await client.post(`/obca/ajax/savebuilding/${appId}`, {
      app_id: appId,
      data: { ...validBuilding, ...over },
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).result).toBe('invalid');
    expect((await load(client, appId)).buildings).toEqual([]);
  });

  it('refuses an app_id that is not the application in the address, and a building of another application', async () => {
    const { client, appId } = await newConsent();
    const other = await createApplication(client, { type: 2, param: 'standard', councilId: ids['Auckland Council'] });
    const elsewhere = await addBuilding(client, other);
    expect(
      (await client.post(`/obca/ajax/savebuilding/${appId}`, { app_id: other, data: validBuilding })).statusCode,
    ).toBe(400);
    const stolen = await client.post(`/obca/ajax/savebuilding/${appId}`, {
      app_id: appId,
      data: { ...validBuilding, id: elsewhere, name: 'Mine now' },
    });
    expect(stolen.statusCode).toBe(404);
    expect(refusalOf(stolen).message).toBe(projectMessages.buildingNotFound);
    expect((await load(client, other)).buildings[0]?.name).toBe('Main Building');
  });
});

describe('removing a building: DELETE /api/applications/{appId}/buildings/{buildingId}', () => {
  it('removes it, recomputes the totals and clears it from the use table', async () => {
    const { client, appId } = await newConsent();
    const house = await addBuilding(client, appId);
    const garage = await addBuilding(client, appId, { ...validBuilding, name: 'Garage', estimated_value: 60000 });
    const useTable = [
      { work_id: 1, work: 'Garage', level: 'Ground', occupants: 0, building_id: garage, activity: 'Storage' },
    ];
    expect((await saveProject(client, appId, { ...validProject, useTable })).statusCode).toBe(200);
    const removed = await client.request({ method: 'DELETE', url: `/api/applications/${appId}/buildings/${garage}` });
    expect(removed.statusCode).toBe(200);
    expect(answerOf(removed, projectContract.removeBuilding)).toMatchObject({
      result: 'success',
      projectOpt: 'single',
      estimatedValue: 450000,
    });
    const after = await load(client, appId);
    expect(after.buildings.map((b: { id: number }) => b.id)).toEqual([house]);
    expect(after.project.useTable[0]?.building_id).toBeNull();
    const again = await client.request({ method: 'DELETE', url: `/api/applications/${appId}/buildings/${garage}` });
    expect(again.statusCode).toBe(404);
  });
});

describe("enableCompliance, the application's compliance flag (spec point 3)", () => {
  it('is on while a building has or needs a compliance schedule, and off again once none does', async () => {
    const { client, appId } = await newConsent();
    const flag = async () =>
      answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
        .enableCompliance;
    await addBuilding(client, appId, { ...validBuilding, is_compliance_schedule: 'no' });
    expect(await flag()).toBe(false);
    const mall = await addBuilding(client, appId, { ...validBuilding, name: 'Mall', is_compliance_schedule: 'yes' });
    expect(await flag()).toBe(true);
    await client.request({ method: 'DELETE', url: `/api/applications/${appId}/buildings/${mall}` });
    expect(await flag()).toBe(false);
  });
});

describe('the project: POST /obca/ajax/project with mc_data', () => {
  it('saves the project fields and each building’s means of compliance, and loads them back', async () => {
    const { client, appId } = await newConsent();
    const house = await addBuilding(client, appId);
    const body = {
      ...validProject,
      lawfulUses: [1],
      buildingUses: [1, 10],
      primaryAddress: '12 Tinakori Road, Thorndon, Wellington 6011',
      useTable: [
        { work_id: 1, work: 'New house', level: 'Ground', occupants: 4, building_id: house, activity: 'Living' },
      ],
      mc_data: [
        {
          building_id: house,
          clauses: [
            ...b1Clauses,
            {
              code: 'E2',
              present: true,
              means: 'alternative_solution',
              data: '',
              notes: 'Cavity with a rigid air barrier',
            },
          ],
        },
      ],
      validation_mode: 'all',
    };
    const saved = await saveProject(client, appId, body);
    expect(saved.statusCode).toBe(200);
    expect(answerOf(saved, projectContract.saveProject)).toEqual({ result: 'success', message: 'Saved' });
    const loaded = await load(client, appId);
    expect(loaded.project).toMatchObject({
      ...validProject,
      lawfulUses: [1],
      buildingUses: [1, 10],
      useTable: body.useTable,
    });
    expect(defined(loaded.buildings[0], 'the saved building').mc_data).toEqual(
      defined(body.mc_data[0], 'the sent building').clauses,
    );
  });

  it('refuses missing answers in mode all with the messages, fields named, and changes nothing', async () => {
    const { client, appId } = await newConsent();
    const refused = await saveProject(client, appId, { projectDescription: 'A house' });
    expect(refused.statusCode).toBe(400);
    expect(detailsOf(refused)).toEqual([
      { field: 'tbuilding', message: projectMessages.buildingTypeProject },
      { field: 'projectSection75', message: projectMessages.section75 },
      { field: 'buildings', message: projectMessages.noBuildings },
    ]);
    expect((await load(client, appId)).project).toEqual(EMPTY_PROJECT);
    expect(
      (await saveProject(client, appId, { projectDescription: 'A house', validation_mode: 'none' })).statusCode,
    ).toBe(200);
    expect((await load(client, appId)).project.projectDescription).toBe('A house');
  });

  it('names the building in a problem when there are several, and refuses mc_data for a building not of the application', async () => {
    const { client, appId } = await newConsent();
    await addBuilding(client, appId);
    const garage = await addBuilding(client, appId, { ...validBuilding, name: 'Garage' });
    const refused = await saveProject(client, appId, {
      ...validProject,
      mc_data: [{ building_id: garage, clauses: [{ code: 'B1', present: true }] }],
    });
    expect(detailsOf(refused)).toEqual([
      { field: `mc_data.${garage}.B1.means`, message: 'Garage: Select how B1 Structure will be met.' },
    ]);
    const foreign = await saveProject(client, appId, {
      ...validProject,
      mc_data: [{ building_id: 99999999, clauses: b1Clauses }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(refusalOf(foreign).message).toBe(projectMessages.buildingNotOfApplication);
  });

  it.each([
    ['no answer about the plans', {}, projectMessages.mbiePlans],
    ['plans without their number', { has_mbie_plans: 'yes' }, projectMessages.mbieNumber],
  ])('asks an MBIE multiproof consent about its plans: %s', async (_what, over, message) => {
    const { client, appId } = await newConsent('mbie');
    await addBuilding(client, appId);
    const refused = await saveProject(client, appId, { ...validProject, ...over });
    expect(refusalOf(refused).message).toBe(message);
    expect(
      (await saveProject(client, appId, { ...validProject, has_mbie_plans: 'yes', mbie_number: 'MP1234' })).statusCode,
    ).toBe(200);
  });
});

describe('the compliance schedule: GET /obca/ajaxform/schedule and POST /obca/ajax/schedule', () => {
  it('loads every building with whether it has a schedule, the SS1-SS16 systems, and saves one building’s schedule', async () => {
    const { client, appId } = await newConsent();
    const shop = await addBuilding(client, appId, {
      ...validBuilding,
      name: 'Shop',
      type: 'commercial',
      classification_id: 8,
      residential_contract: '',
      is_compliance_schedule: 'yes',
    });
    const loaded = answerOf(await client.get(`/obca/ajaxform/schedule/${appId}`), projectContract.schedules);
    expect(loaded).toEqual({
      result: 'success',
      data: [{ building_id: shop, name: 'Shop', applies: true, schedule: EMPTY_SCHEDULE }],
      systems: SPECIFIED_SYSTEMS,
    });
    const data = {
      systems: [
        { code: 'SS2/4', status: 'N' },
        { code: 'SS3/1', status: 'M' },
      ],
      cs_number: 'CS/2019/0042',
      cs_location: 'Main reception',
      cs_notes: '',
    };
    expect((await client.post(`/obca/ajax/schedule/${appId}`, { building_id: shop, data })).statusCode).toBe(200);
    expect(
      answerOf(await client.get(`/obca/ajaxform/schedule/${appId}`), projectContract.schedules).data[0]?.schedule,
    ).toEqual(data);
  });

  it.each([
    ['no systems', { systems: [] }, projectMessages.scheduleNoSystems],
    [
      'an existing system without the schedule number',
      { systems: [{ code: 'SS4', status: 'E' }], cs_location: 'Foyer' },
      projectMessages.csNumberMissing,
    ],
  ])('refuses %s in mode all and keeps what was saved', async (_what, data, message) => {
    const { client, appId } = await newConsent();
    const shop = await addBuilding(client, appId, {
      ...validBuilding,
      type: 'commercial',
      classification_id: 8,
      is_compliance_schedule: 'yes',
    });
    const refused = await client.post(`/obca/ajax/schedule/${appId}`, { building_id: shop, data });
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).message).toBe(message);
    expect(
      answerOf(await client.get(`/obca/ajaxform/schedule/${appId}`), projectContract.schedules).data[0]?.schedule,
    ).toEqual(EMPTY_SCHEDULE);
  });

  it.each([
    ['an unknown system', { systems: [{ code: 'SS17', status: 'N' }] }],
    ['an unknown status', { systems: [{ code: 'SS1', status: 'X' }] }],
    [
      'a system twice',
      {
        systems: [
          { code: 'SS1', status: 'N' },
          { code: 'SS1', status: 'E' },
        ],
      },
    ],
  ])('refuses %s with 400', async (_what, data) => {
    const { client, appId } = await newConsent();
    const shop = await addBuilding(client, appId);
    expect((await client.post(`/obca/ajax/schedule/${appId}`, { building_id: shop, data })).statusCode).toBe(400);
  });
});

describe('ownership and completion', () => {
  it("answers 404 for another user's application or building on every call, changing nothing", async () => {
    const { client, appId } = await newConsent();
    const house = await addBuilding(client, appId);
    const stranger = await registerUser(app, 'stranger');
    const calls = await Promise.all([
      stranger.get(`/obca/ajaxform/building/${appId}`),
      stranger.get(`/ajax/get_building_data/${appId}`),
      stranger.get(`/obca/ajaxform/schedule/${appId}`),
      stranger.post(`/obca/ajax/project/${appId}`, validProject),
      stranger.post(`/obca/ajax/savebuilding/${appId}`, { app_id: appId, data: { ...validBuilding, id: house } }),
      stranger.post(`/obca/ajax/schedule/${appId}`, { building_id: house, data: EMPTY_SCHEDULE }),
      stranger.request({ method: 'DELETE', url: `/api/applications/${appId}/buildings/${house}` }),
    ]);
    expect(calls.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(refusalOf(defined(calls[0], 'the first call')).message).toBe(productMessages.applicationNotFound);
    expect((await load(client, appId)).buildings).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: `/obca/ajaxform/building/${appId}` })).statusCode).toBe(401);
  });
});
