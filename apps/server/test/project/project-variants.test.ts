import { defined, projectContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PROJECT, addYears, nzToday, productMessages, projectMessages } from '@consent/domain';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { addBuilding, createRelatedApplication, validBuilding, validProject } from '../support/project.js';
import { completeApplication } from '../support/wizard.js';
import { answerOf, refusalOf, detailsOf } from '../support/answer.js';

let app: FastifyInstance;
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await councilIds(app);
});
afterAll(() => app.close());

/** A CCC, CPU or amendment for a consent made outside the product (its number and passcode identify it). */
async function relatedTo(kind: 'ccc' | 'cpu' | 'abc') {
  const client = await registerUser(app, kind);
  return {
    client,
    appId: await createRelatedApplication(client, kind, defined(ids['Wellington City Council'], 'Wellington')),
  };
}
async function certificateOfAcceptance() {
  const client = await registerUser(app, 'ca');
  return {
    client,
    appId: await createApplication(client, { type: 6, param: 'standard', councilId: ids['Wellington City Council'] }),
  };
}
const load = async (client: Client, appId: number) =>
  answerOf(await client.get(`/obca/ajaxform/building/${appId}`), projectContract.load);

describe('code compliance certificate: POST /obca/ajax/projectccc', () => {
  it('saves the completion date, reason and details, and has no buildings', async () => {
    const { client, appId } = await relatedTo('ccc');
    const body = {
      projectDescription: '',
      bwcoDate: addYears(nzToday(), -1),
      bwcoReason: 'stage',
      bwcoDetails: 'Stage 1: the house; the garage is stage 2',
    };
    expect((await client.post(`/obca/ajax/projectccc/${appId}`, { ...body, validation_mode: 'all' })).statusCode).toBe(
      200,
    );
    const loaded = await load(client, appId);
    expect(loaded).toMatchObject({
      variant: 'projectccc',
      hasBuildings: false,
      buildings: [],
      project: { ...EMPTY_PROJECT, ...body },
    });
    const building = await client.post(`/obca/ajax/savebuilding/${appId}`, { app_id: appId, data: validBuilding });
    expect(building.statusCode).toBe(400);
    expect(refusalOf(building).message).toBe(projectMessages.noBuildingsForType);
  });

  it.each([
    [
      'a date in the future',
      { bwcoDate: addYears(nzToday(), 1), bwcoReason: 'all' },
      'min',
      projectMessages.bwcoDateFuture,
    ],
    ['no date', { bwcoReason: 'all' }, 'all', projectMessages.bwcoDate],
    ['a stage without its details', { bwcoDate: nzToday(), bwcoReason: 'stage' }, 'all', projectMessages.bwcoDetails],
  ])('refuses %s and saves nothing', async (_what, body, validation_mode, message) => {
    const { client, appId } = await relatedTo('ccc');
    const refused = await client.post(`/obca/ajax/projectccc/${appId}`, { ...body, validation_mode });
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).message).toBe(message);
    expect((await load(client, appId)).project).toEqual(EMPTY_PROJECT);
  });

  it('refuses a building consent’s fields on the CCC call (strict), and the CCC’s on the project call', async () => {
    const { client, appId } = await relatedTo('ccc');
    expect((await client.post(`/obca/ajax/projectccc/${appId}`, { tbuilding: 'residential' })).statusCode).toBe(400);
    const wrong = await client.post(`/obca/ajax/project/${appId}`, validProject);
    expect(wrong.statusCode).toBe(400);
    expect(refusalOf(wrong).message).toBe(
      projectMessages.wrongVariant('Code Compliance Certificate', `/obca/ajax/projectccc/${appId}`),
    );
  });
});

describe('certificate for public use: POST /obca/ajax/projectcpu', () => {
  it('saves the building parts and how they are safe to use', async () => {
    const { client, appId } = await relatedTo('cpu');
    const body = {
      projectDescription: 'Ground floor café opening before the upper floors are finished',
      cpuBuildingParts: 'Ground floor café and toilets',
      cpuSafeUse: 'The fire alarm, exits and emergency lighting on the ground floor are complete and tested',
    };
    expect((await client.post(`/obca/ajax/projectcpu/${appId}`, body)).statusCode).toBe(200);
    expect((await load(client, appId)).project).toMatchObject(body);
  });

  it('asks for the parts and the safe use in mode all, and is refused on the ca variant', async () => {
    const { client, appId } = await relatedTo('cpu');
    const refused = await client.post(`/obca/ajax/projectcpu/${appId}`, { projectDescription: 'Café' });
    expect(detailsOf(refused).map((d: { message: string }) => d.message)).toEqual([
      projectMessages.cpuBuildingParts,
      projectMessages.cpuSafeUse,
    ]);
    const wrong = await client.post(`/obca/ajax/projectca/${appId}`, {
      ...validProject,
      caWorkDone: 'x',
      caReason: 'y',
    });
    expect(wrong.statusCode).toBe(400);
    expect(refusalOf(wrong).message).toContain(`/obca/ajax/projectcpu/${appId}`);
  });
});

describe('certificate of acceptance: POST /obca/ajax/projectca', () => {
  it('saves the work done without consent and why, with its buildings', async () => {
    const { client, appId } = await certificateOfAcceptance();
    await addBuilding(client, appId);
    const body = {
      ...validProject,
      projectDescription: 'A deck and a sleepout',
      caWorkDone: 'A 30 m² deck and a sleepout',
      caReason: 'The previous owner built them in 2019 without a consent',
    };
    expect((await client.post(`/obca/ajax/projectca/${appId}`, body)).statusCode).toBe(200);
    expect((await load(client, appId)).project).toMatchObject(body);
    const missing = await client.post(`/obca/ajax/projectca/${appId}`, {
      ...validProject,
      caWorkDone: '',
      caReason: '',
    });
    expect(detailsOf(missing).map((d) => d.field)).toEqual(['caWorkDone', 'caReason']);
    expect((await client.post(`/obca/ajax/project/${appId}`, validProject)).statusCode).toBe(400);
  });
});

describe('amendment: POST /obca/ajax/project for an abc', () => {
  it('asks what changes from the original consent', async () => {
    const { client, appId } = await relatedTo('abc');
    await addBuilding(client, appId);
    const refused = await client.post(`/obca/ajax/project/${appId}`, { ...validProject, projectDescription: '' });
    expect(refusalOf(refused).message).toBe(projectMessages.amendmentDescription);
    expect(
      (
        await client.post(`/obca/ajax/project/${appId}`, {
          ...validProject,
          projectDescription: 'The garage moves 2 m east',
        })
      ).statusCode,
    ).toBe(200);
    expect((await client.post(`/obca/ajax/projectccc/${appId}`, { bwcoDate: nzToday() })).statusCode).toBe(400);
  });
});

describe('a completed application refuses every project write with 409 and keeps its answers', () => {
  it('refuses the project, building, schedule and remove calls', async () => {
    const client = await registerUser(app, 'completed');
    const appId = await createApplication(client, {
      type: 2,
      param: 'standard',
      role: 'owner',
      councilId: ids['Christchurch City Council'],
    });
    await completeApplication(client, appId);
    const before = await load(client, appId);
    const house = before.buildings[0]?.id ?? 1;
    const calls = await Promise.all([
      client.post(`/obca/ajax/project/${appId}`, { ...validProject, projectDescription: 'Changed' }),
      client.post(`/obca/ajax/savebuilding/${appId}`, { app_id: appId, data: validBuilding }),
      client.post(`/obca/ajax/schedule/${appId}`, { building_id: house, data: {} }),
      client.request({ method: 'DELETE', url: `/api/applications/${appId}/buildings/${house}` }),
    ]);
    expect(calls.map((r) => r.statusCode)).toEqual([409, 409, 409, 409]);
    expect(refusalOf(defined(calls[0], 'the first call')).message).toBe(productMessages.applicationCompleted);
    expect(await load(client, appId)).toEqual(before);
  });
});
