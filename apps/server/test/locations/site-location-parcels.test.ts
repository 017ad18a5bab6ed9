import { defined, applicationsContract, locationsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { siteLocationMessages } from '@consent/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilIds } from '../support/councils.js';
import { feature, parcelsOf, typedSite } from '../support/siteLocation.js';
import { completeApplication } from '../support/wizard.js';
import { answerOf, refusalOf } from '../support/answer.js';

let app: FastifyInstance;
let client: Client;
let councils: Record<string, number>;
const newApp = (council = 'Auckland Council') =>
  createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId: councils[council] });
const parcelData = async (appId: number) =>
  answerOf(await client.get(`/ajax/get_parcel_data/${appId}`), locationsContract.parcelData);
const pick = async (appId: number, text: string, index = 0) =>
  feature(defined((await parcelsOf(client, appId, text)).parcels[index], `parcel ${index} of ${text}`).location);

beforeAll(async () => {
  app = await createTestApp();
  client = await registerUser(app, 'site-parcels');
  councils = await councilIds(app);
});
// An untouched application is offered again instead of a new one, so each test starts with its own applicant.
beforeEach(async () => {
  client = await registerUser(app, 'site-parcels');
});
afterAll(async () => app?.close());

describe('POST /ajax/parcel', () => {
  it('saves a parcel with an app_parcel_id; single mode replaces the set and keeps only the first feature', async () => {
    const appId = await newApp();
    const first = await client.post('/ajax/parcel', {
      appId,
      features: [await pick(appId, '12 Ponsonby Road')],
      parcel_opt: 'single',
    });
    expect(first.statusCode).toBe(200);
    expect(answerOf(first, locationsContract.save)).toMatchObject({
      result: 'success',
      app_parcel_id: [expect.any(Number)],
    });
    const twoAtOnce = [await pick(appId, '16 Ponsonby Road'), await pick(appId, '18 Ponsonby Road')];
    const second = await client.post('/ajax/parcel', { appId, features: twoAtOnce, parcel_opt: 'single' });
    expect(answerOf(second, locationsContract.save).app_parcel_id).toHaveLength(1);
    const data = await parcelData(appId);
    expect(data.parcelOpt).toBe('single');
    expect(data.parcels.map((p: { location: { street: string } }) => p.location.street)).toEqual(['16 Ponsonby Road']);
    expect(data.parcels[0]).toMatchObject({
      active: true,
      street_address1: '16 Ponsonby Road',
      street_address2: 'Grey Lynn',
      legaldesc_oneline: 'Lot 4 DP 10433',
    });
    expect(data.parcels[0]?.outline?.[0]).toHaveLength(5);
  });

  it('answers the parcel set\'s parcel_data_extended and building_legal (spec point 3 "Parcel set")', async () => {
    const appId = await newApp();
    await client.post('/ajax/parcel', {
      appId,
      features: [await pick(appId, '16 Ponsonby Road')],
      parcel_opt: 'single',
    });
    const data = await parcelData(appId);
    expect(data.parcels[0]?.location.valuationNumber).not.toBe('');
    expect(data).toMatchObject({ parcel_data_extended: true, building_legal: 'Lot 4 DP 10433' });
    await client.post('/ajax/submit_parcels', {
      appId,
      features: [typedSite],
      parcel_opt: 'single',
      validation_mode: 'none',
    });
    expect(await parcelData(appId)).toMatchObject({ parcel_data_extended: false });
  });

  it('keeps each feature\'s google_data (spec point 3: "Each feature has address, council_data and google_data")', async () => {
    const appId = await newApp();
    const google_data = {
      place_id: 'ChIJ-ponsonby-12',
      formatted_address: '12 Ponsonby Road, Grey Lynn, Auckland 1011, New Zealand',
      types: ['street_address'],
    };
    const lot = await pick(appId, '12 Ponsonby Road');
    expect(
      (await client.post('/ajax/parcel', { appId, features: [{ ...lot, google_data }], parcel_opt: 'single' }))
        .statusCode,
    ).toBe(200);
    expect((await parcelData(appId)).parcels[0]?.google_data).toEqual(google_data);
    await client.post('/ajax/submit_parcels', {
      appId,
      features: [{ ...lot, google_data: { place_id: 'other' } }],
      parcel_opt: 'single',
      validation_mode: 'all',
    });
    expect((await parcelData(appId)).parcels[0]?.google_data).toEqual({ place_id: 'other' });
    await client.post('/ajax/submit_parcels', { appId, features: [lot], parcel_opt: 'single', validation_mode: 'all' });
    expect((await parcelData(appId)).parcels[0]?.google_data).toBeNull();
  });

  it('multiple mode appends, and refuses a parcel already in the set (duplicate key) changing nothing', async () => {
    const appId = await newApp();
    const [lot, rear] = (await parcelsOf(client, appId, '14 Ponsonby Road')).parcels;
    if (!lot || !rear) throw new Error('14 Ponsonby Road should have two parcels');
    await client.post('/ajax/parcel', { appId, features: [feature(lot.location)], parcel_opt: 'multiple' });
    const added = await client.post('/ajax/parcel', {
      appId,
      features: [feature(rear.location)],
      parcel_opt: 'multiple',
    });
    expect(added.statusCode).toBe(200);
    const again = await client.post('/ajax/parcel', {
      appId,
      features: [feature(lot.location)],
      parcel_opt: 'multiple',
    });
    expect(again.statusCode).toBe(400);
    expect(refusalOf(again).message).toBe(siteLocationMessages.duplicateParcel);
    const data = await parcelData(appId);
    expect(data).toMatchObject({
      parcelOpt: 'multiple',
      multiParcel: true,
      building_legal: 'Lot 3 DP 10433, Lot 10 DP 10433',
    });
    expect(
      data.parcels.map((p: { location: { legalDesc: string }; active: boolean }) => [p.location.legalDesc, p.active]),
    ).toEqual([
      ['Lot 3 DP 10433', true],
      ['Lot 10 DP 10433', false],
    ]);
  });

  it('derives the flags (point 4): address_not_registered, parcel id with legal description, council attributes, typed legal', async () => {
    const appId = await newApp();
    const address = {
      street: '22 Ponsonby Road',
      suburb: 'Grey Lynn',
      city: 'Auckland',
      latitude: -36.8605,
      longitude: 174.7467,
    };
    const cases: [Record<string, unknown>, { haveParcel: boolean; legalDataUnavailable: boolean }][] = [
      [
        { address, council_data: { legalDesc: 'Lot 9 DP 1' }, address_not_registered: true },
        { haveParcel: false, legalDataUnavailable: true },
      ],
      [
        { address, council_data: { parcelID: '77', legalDesc: 'Lot 7 DP 1' } },
        { haveParcel: true, legalDataUnavailable: false },
      ],
      [
        { address, council_data: { haveParcel: true, valuationNumber: '1-2' } },
        { haveParcel: true, legalDataUnavailable: false },
      ],
      [
        { address, council_data: { legalDesc: 'Lot 8 DP 1' } },
        { haveParcel: false, legalDataUnavailable: false },
      ],
    ];
    for (const [input, flags] of cases) {
      await client.post('/ajax/parcel', { appId, features: [input], parcel_opt: 'single' });
      const { location } = answerOf(
        await client.get(`/ajax/current_parcel_information/${appId}`),
        locationsContract.current,
      );
      expect(location).toMatchObject({ ...flags, inCouncilRegion: true });
    }
  });

  it('fills missing coordinates and postcode by geocoding the address over the LINZ addresses', async () => {
    const appId = await newApp();
    await client.post('/ajax/parcel', {
      appId,
      features: [
        {
          address: { street: '45 Great South Road', suburb: 'Papakura', city: 'Auckland' },
          council_data: { legalDesc: 'Lot 3 DP 38021' },
        },
      ],
      parcel_opt: 'single',
    });
    const { location } = answerOf(
      await client.get(`/ajax/current_parcel_information/${appId}`),
      locationsContract.current,
    );
    expect(location?.postcode).toBe('2110');
    expect(location?.latitude).toBeCloseTo(-37.0641, 3);
  });

  it('refuses an invalid parcel_opt, unknown fields and an empty feature list with 400', async () => {
    const appId = await newApp();
    const f = await pick(appId, '12 Ponsonby Road');
    expect((await client.post('/ajax/parcel', { appId, features: [f], parcel_opt: 'several' })).statusCode).toBe(400);
    expect(
      (await client.post('/ajax/parcel', { appId, features: [{ ...f, extra: 1 }], parcel_opt: 'single' })).statusCode,
    ).toBe(400);
    expect((await client.post('/ajax/parcel', { appId, features: [], parcel_opt: 'single' })).statusCode).toBe(400);
    expect((await parcelData(appId)).parcels).toEqual([]);
  });
});

describe('POST /ajax/submit_parcels', () => {
  it('in mode all asks for a site, for a legal description when there is no parcel, and refuses one outside the region', async () => {
    const appId = await newApp();
    const none = await client.post('/ajax/submit_parcels', { appId, features: [], parcel_opt: 'single' });
    expect(refusalOf(none)).toMatchObject({
      result: 'invalid',
      message: siteLocationMessages.noParcel,
    });
    const noLegal = { address: { street: '22 Ponsonby Road' }, address_not_registered: true };
    expect(
      refusalOf(await client.post('/ajax/submit_parcels', { appId, features: [noLegal], parcel_opt: 'single' }))
        .message,
    ).toBe(siteLocationMessages.legalRequired);
    const outside = await client.post('/ajax/submit_parcels', {
      appId,
      features: [await pick(appId, '5 Horotiu Bridge Road')],
      parcel_opt: 'single',
    });
    expect(outside.statusCode).toBe(400);
    expect(refusalOf(outside).message).toBe(siteLocationMessages.outOfRegion('Auckland Council'));
    expect((await parcelData(appId)).parcels).toEqual([]);
    const typed = { ...noLegal, council_data: { legalDesc: 'Lot 7 DP 10433' } };
    expect(
      (await client.post('/ajax/submit_parcels', { appId, features: [typed], parcel_opt: 'single' })).statusCode,
    ).toBe(200);
  });

  it("saves anything in mode 'none' and replaces the set", async () => {
    const appId = await newApp();
    const outside = await pick(appId, '5 Horotiu Bridge Road');
    const saved = await client.post('/ajax/submit_parcels', {
      appId,
      features: [outside],
      parcel_opt: 'single',
      validation_mode: 'none',
    });
    expect(saved.statusCode).toBe(200);
    const data = await parcelData(appId);
    expect(data.parcels).toHaveLength(1);
    expect(data.parcels[0]?.validation).toEqual({ inRegion: false });
  });
});

describe('POST /ajax/validateparcel and /ajax/check_region', () => {
  it("answers 'success', or 'invalid' with the message for the Error! box", async () => {
    const appId = await newApp();
    const good = await client.post('/ajax/validateparcel', { appId, data: await pick(appId, '12 Ponsonby Road') });
    expect(answerOf(good, locationsContract.validate)).toMatchObject({ result: 'success' });
    const outside = await client.post('/ajax/validateparcel', {
      appId,
      data: await pick(appId, '5 Horotiu Bridge Road'),
    });
    expect(answerOf(outside, locationsContract.validate)).toMatchObject({
      result: 'invalid',
      message: siteLocationMessages.outOfRegion('Auckland Council'),
    });
    await client.post('/ajax/parcel', {
      appId,
      features: [await pick(appId, '12 Ponsonby Road')],
      parcel_opt: 'multiple',
    });
    const dup = await client.post('/ajax/validateparcel', { appId, data: await pick(appId, '12 Ponsonby Road') });
    expect(answerOf(dup, locationsContract.validate)).toMatchObject({
      result: 'invalid',
      message: siteLocationMessages.duplicateParcel,
    });
  });

  it("checks the council's region boundary: by coordinates, by a typed address we can locate, and in by default", async () => {
    const appId = await newApp('Hamilton City Council');
    const check = async (address: Record<string, unknown>) =>
      answerOf(await client.post('/ajax/check_region', { app_id: appId, address }), locationsContract.checkRegion);
    expect(await check({ street: '22 Grey Street', latitude: -37.7951, longitude: 175.2965 })).toMatchObject({
      result: 'success',
      inRegion: true,
    });
    expect(await check({ street: 'x', latitude: -37.6968, longitude: 175.2015 })).toMatchObject({
      result: 'invalid',
      inRegion: false,
      message: siteLocationMessages.outOfRegion('Hamilton City Council'),
    });
    expect(await check({ street: '12 Ponsonby Road', suburb: 'Grey Lynn' })).toMatchObject({ inRegion: false });
    // A place we cannot locate keeps the default (in the region), and says it could not be located (spec point 8).
    expect(await check({ street: '1 Unknown Lane' })).toMatchObject({
      result: 'error',
      inRegion: true,
      message: 'Error! Unable to get the address details.',
    });
  });
});

describe('POST /ajax/activeparcel and /ajax/remove_parcel', () => {
  it('switching to multiple validates the parcels, then makes the chosen one active; removing the active moves it on', async () => {
    const appId = await newApp();
    const [lot, rear] = (await parcelsOf(client, appId, '14 Ponsonby Road')).parcels;
    if (!lot || !rear) throw new Error('14 Ponsonby Road should have two parcels');
    const ids = answerOf(
      await client.post('/ajax/parcel', {
        appId,
        features: [feature(lot.location), feature(rear.location)],
        parcel_opt: 'multiple',
      }),
      locationsContract.save,
    ).app_parcel_id;
    const active = await client.post('/ajax/activeparcel', {
      appId,
      data: { app_parcel_id: ids[1] },
      parcel_opt: 'multiple',
    });
    expect(answerOf(active, locationsContract.activate)).toMatchObject({ result: 'success', parcel_opt: 'multiple' });
    expect(
      answerOf(await client.get(`/ajax/current_parcel_information/${appId}`), locationsContract.current).location
        ?.legalDesc,
    ).toBe('Lot 10 DP 10433');
    expect((await client.post('/ajax/remove_parcel', { appId, app_parcel_id: ids[1] })).statusCode).toBe(200);
    const data = await parcelData(appId);
    expect(data.parcels.map((p: { app_parcel_id: number; active: boolean }) => [p.app_parcel_id, p.active])).toEqual([
      [ids[0], true],
    ]);
    expect((await client.post('/ajax/remove_parcel', { appId, app_parcel_id: ids[1] })).statusCode).toBe(404);
    expect(
      (await client.post('/ajax/activeparcel', { appId, data: { app_parcel_id: ids[1] }, parcel_opt: 'single' }))
        .statusCode,
    ).toBe(404);
    expect(
      answerOf(
        await client.post('/ajax/activeparcel', { appId, data: { app_parcel_id: ids[0] }, parcel_opt: 'single' }),
        locationsContract.activate,
      ).parcel_opt,
    ).toBe('single');
    expect((await parcelData(appId)).parcelOpt).toBe('single');
  });

  it('refuses to switch to multiple while a parcel is outside the region', async () => {
    const appId = await newApp();
    await client.post('/ajax/submit_parcels', {
      appId,
      features: [await pick(appId, '5 Horotiu Bridge Road')],
      parcel_opt: 'single',
      validation_mode: 'none',
    });
    const response = await client.post('/ajax/activeparcel', { appId, parcel_opt: 'multiple' });
    expect(response.statusCode).toBe(400);
    expect((await parcelData(appId)).parcelOpt).toBe('single');
  });
});

describe('council change, ownership and completion', () => {
  it('POST get_parcel_data revalidates the region flags after the council changes', async () => {
    const appId = await newApp('Christchurch City Council');
    await client.post('/ajax/submit_parcels', {
      appId,
      features: [await pick(appId, '12 Ponsonby Road')],
      parcel_opt: 'single',
      validation_mode: 'none',
    });
    expect((await parcelData(appId)).parcels[0]?.location.inCouncilRegion).toBe(false);
    await client.post('/obca/set_app_council', { appId, councilId: councils['Auckland Council'] });
    const refreshed = answerOf(
      await client.post(`/ajax/get_parcel_data/${appId}`),
      locationsContract.refreshParcelData,
    );
    expect(refreshed.parcels[0]?.location.inCouncilRegion).toBe(true);
    expect((await parcelData(appId)).parcels[0]?.validation.inRegion).toBe(true);
  });

  it("answers 404 for another user's application on every call", async () => {
    const appId = await newApp();
    const other = await registerUser(app, 'site-parcels-other');
    const f = await pick(appId, '12 Ponsonby Road');
    const calls = [
      other.post('/ajax/parcel', { appId, features: [f], parcel_opt: 'single' }),
      other.post('/ajax/submit_parcels', { appId, features: [f], parcel_opt: 'single' }),
      other.get(`/ajax/current_parcel_information/${appId}`),
      other.post('/ajax/validateparcel', { appId, data: f }),
      other.post('/ajax/activeparcel', { appId, parcel_opt: 'single' }),
      other.post('/ajax/remove_parcel', { appId, app_parcel_id: 1 }),
      other.post('/ajax/check_region', { app_id: appId, address: f.address }),
      other.get(`/ajax/get_parcel_data/${appId}`),
      other.post(`/ajax/get_parcel_data/${appId}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
  });

  it('completion asks for the site location; a completed application refuses every parcel write with 409', async () => {
    const appId = await newApp();
    const unanswered = await client.post('/access/app', { action: 'validate', appId });
    expect(answerOf(unanswered, applicationsContract.accessApp).data.errors).toContain(siteLocationMessages.noParcel);
    await completeApplication(client, appId);
    const [saved] = (await parcelData(appId)).parcels;
    expect(saved?.location).toMatchObject({ street: typedSite.address.street, legalDesc: 'Lot 1 DP 12345' });
    const f = await pick(appId, '12 Ponsonby Road');
    const writes = [
      client.post('/ajax/parcel', { appId, features: [f], parcel_opt: 'multiple' }),
      client.post('/ajax/submit_parcels', { appId, features: [f], parcel_opt: 'single' }),
      client.post('/ajax/activeparcel', {
        appId,
        data: { app_parcel_id: defined(saved, 'the saved parcel').app_parcel_id },
        parcel_opt: 'multiple',
      }),
      client.post('/ajax/remove_parcel', { appId, app_parcel_id: defined(saved, 'the saved parcel').app_parcel_id }),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(409);
    expect((await parcelData(appId)).parcels).toHaveLength(1);
  });

  it("lists the application's site address on the main page", async () => {
    const appId = await newApp();
    await client.post('/ajax/parcel', {
      appId,
      features: [await pick(appId, '12 Ponsonby Road')],
      parcel_opt: 'single',
    });
    const list = answerOf(await client.get('/api/applications'), applicationsContract.list).applications;
    expect(list.find((a) => a.appId === appId)?.address).toBe('12 Ponsonby Road, Grey Lynn, Auckland');
  });
});

describe('the site region (issue 15.8: never shown blank)', () => {
  it("is the council's region when the address gives none, and the address's own when it does", async () => {
    const appId = await newApp('Christchurch City Council');
    const regionSaved = async (region: string) => {
      const site = { ...typedSite, address: { ...typedSite.address, region } };
      expect(
        (
          await client.post('/ajax/submit_parcels', {
            appId,
            features: [site],
            parcel_opt: 'single',
            validation_mode: 'all',
          })
        ).statusCode,
      ).toBe(200);
      return (await parcelData(appId)).parcels[0]?.location.region;
    };
    expect(await regionSaved('')).toBe('Canterbury');
    expect(await regionSaved('West Coast')).toBe('West Coast');
  });
});
