import { defined, productMessages, applicationsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { createLoggedTestApp } from '../support/loggedApp.js';
import { answerOf, refusalOf } from '../support/answer.js';

/** Spec point 4 "Application type change: only types 2 and 4 may change; any other stays unchanged (logged)", point 8 "Type change on a non-2/4 application". */
let app: FastifyInstance;
let client: Client;
let councilId: number;
let logged: () => string[];

beforeAll(async () => {
  const test = await createLoggedTestApp();
  app = test.app;
  logged = () => test.logged('application type should not change');
  client = await registerUser(app, 'type-change');
  councilId = defined((await councilIds(app))['Auckland Council'], 'Auckland Council');
});
afterAll(async () => app?.close());

const typeOf = async (appId: number) =>
  answerOf(await client.post('/obca/application', { application_id: appId }), applicationsContract.application)
    .application_type;

describe('application type change', () => {
  it('keeps an exemption (type 5) unchanged and logs that the type should not change', async () => {
    const appId = await createApplication(client, { type: 5, param: 'standard', role: 'owner', councilId });
    const before = logged().length;
    const response = await client.post('/access/app', {
      appId,
      action: 'edit',
      validation_mode: 'all',
      data: { type: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response).message).toBe(productMessages.typeCannotChange);
    expect(await typeOf(appId)).toBe(5);
    expect(logged().length).toBe(before + 1);
    expect(logged().at(-1)).toContain('"from":5');
  });

  it('changes a building consent between types 2 and 4 without logging', async () => {
    const appId = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId });
    const before = logged().length;
    expect(
      (await client.post('/access/app', { appId, action: 'edit', validation_mode: 'all', data: { type: 4 } }))
        .statusCode,
    ).toBe(200);
    expect(await typeOf(appId)).toBe(4);
    expect(logged().length).toBe(before);
  });
});
