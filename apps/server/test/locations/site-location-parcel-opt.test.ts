import { defined, parcelMessages, locationsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { createLoggedTestApp } from '../support/loggedApp.js';
import { typedSite } from '../support/siteLocation.js';
import { answerOf } from '../support/answer.js';

/** Spec point 4 "Parcel mode: single or multiple only; anything else is logged ('not a valid parcel opt') and ignored". */
let app: FastifyInstance;
let client: Client;
let appId: number;
let logged: () => string[];

beforeAll(async () => {
  const test = await createLoggedTestApp();
  app = test.app;
  logged = () => test.logged(parcelMessages.notValidParcelOpt);
  client = await registerUser(app, 'parcel-opt');
  appId = await createApplication(client, {
    type: 2,
    param: 'standard',
    role: 'owner',
    councilId: defined((await councilIds(app))['Auckland Council'], 'Auckland Council'),
  });
});
afterAll(async () => app?.close());

describe("an invalid parcel option is logged 'not a valid parcel opt' and ignored", () => {
  it.each([
    ['/ajax/parcel', 'both', () => ({ appId, features: [typedSite] })],
    ['/ajax/parcel', 'Single', () => ({ appId, features: [typedSite] })],
    ['/ajax/activeparcel', 'both', () => ({ appId, data: { app_parcel_id: null } })],
  ])('%s with parcel_opt "%s" is logged, refused and changes nothing', async (path, parcelOpt, body) => {
    const before = logged().length;
    const response = await client.post(path, { ...body(), parcel_opt: parcelOpt });
    expect(response.statusCode).toBe(400);
    expect(logged().length).toBe(before + 1);
    expect(logged().at(-1)).toContain(`"parcel_opt":"${parcelOpt}"`);
    const set = answerOf(await client.get(`/ajax/get_parcel_data/${appId}`), locationsContract.parcelData);
    expect(set.parcels).toEqual([]);
    expect(set.parcelOpt).toBe('single');
  });

  it('logs nothing for single or multiple', async () => {
    const before = logged().length;
    expect(
      (await client.post('/ajax/parcel', { appId, features: [typedSite], parcel_opt: 'multiple' })).statusCode,
    ).toBe(200);
    expect(
      (await client.post('/ajax/activeparcel', { appId, data: { app_parcel_id: null }, parcel_opt: 'single' }))
        .statusCode,
    ).toBe(200);
    expect(logged().length).toBe(before);
  });
});
