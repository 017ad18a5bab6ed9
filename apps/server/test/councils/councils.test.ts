import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { councilConfigSchema, councilsContract, mapConfigSchema, defined } from '@consent/domain';
import { answerOf } from '../support/answer.js';
import { createTestApp } from '../support/app.js';
import { loadMapConfig } from '../../src/db/seed/index.js';

let app: FastifyInstance;
let councils: { id: number; name: string; fullName: string; isRegional: boolean }[];
const get = (url: string) => app.inject({ method: 'GET', url });

beforeAll(async () => {
  app = await createTestApp();
  councils = answerOf(await get('/ajax/get_councils'), councilsContract.list).councils;
});
afterAll(() => app.close());

async function allConfigs() {
  return Promise.all(
    councils.map(async (c) => ({
      council: c,
      configs: answerOf(await get(`/ajax/get_councils_configs/${c.id}`), councilsContract.configs).configs,
      map: answerOf(await get(`/ajax/maps_config/${c.id}`), councilsContract.mapConfig),
    })),
  );
}

describe('councils and their configuration', () => {
  it('lists at least six real New Zealand councils, one of them regional', () => {
    expect(councils.length).toBeGreaterThanOrEqual(6);
    expect(councils.map((c) => c.fullName)).toEqual(
      expect.arrayContaining(['Auckland Council', 'Christchurch City Council', 'Wellington City Council']),
    );
    expect(councils.some((c) => c.isRegional)).toBe(true);
  });

  it('answers {result, configs} with every config flag of the spec', async () => {
    for (const { configs } of await allConfigs()) {
      expect(councilConfigSchema.safeParse(configs).success).toBe(true);
    }
  });

  // Spec point 3 "Council map configuration (per council)", written out from the spec, less the three keys it
  // gives no behaviour (ChecklistsBaseUrl, GoogleOneWay, GoogleArcGIS: accepted and ignored, ADR 0026).
  const SPEC_MAP_KEYS = [
    'ParcelApi',
    'EnableMapBounds',
    'BoundsSouth',
    'BoundsWest',
    'BoundsNorth',
    'BoundsEast',
    'DefaultLatitude',
    'DefaultLongitude',
    'DefaultZoom',
    'GoogleAutoComplete',
    'AppendGoogleData',
    'OzoneAttributes',
    'ArcgisBaseUrl',
    'ArcgisDefaultLayer',
    'ArcgisAddressColumn',
    'ArcgisLegalColumn',
    'SwcSearchApiUrl',
    'OzoneParcel',
    'GoogleOzoneParcel',
    'SwcPropertySelection',
    'TCDCPropertySelection',
  ];

  it('answers the map configuration with every key of the spec that has behaviour', async () => {
    for (const { map } of await allConfigs()) {
      expect(Object.keys(map)).toEqual(expect.arrayContaining(SPEC_MAP_KEYS));
      expect(mapConfigSchema.safeParse(map).success).toBe(true);
    }
  });

  it("loads a legacy configuration's ChecklistsBaseUrl, GoogleOneWay and GoogleArcGIS, keeping none, with a warning naming them", async () => {
    const map = answerOf(
      await get(`/ajax/maps_config/${defined(councils[0], 'a council').id}`),
      councilsContract.mapConfig,
    );
    const legacy = {
      ...map,
      ChecklistsBaseUrl: 'https://old.example/checklists',
      GoogleOneWay: true,
      GoogleArcGIS: false,
    };
    const warnings: { details: object; message: string }[] = [];
    const loaded = loadMapConfig('legacy', legacy, { warn: (details, message) => warnings.push({ details, message }) });
    expect(loaded).toEqual(map);
    expect(warnings).toEqual([
      {
        details: { council: 'legacy', ignoredKeys: ['ChecklistsBaseUrl', 'GoogleOneWay', 'GoogleArcGIS'] },
        message: 'map configuration keys with no behaviour ignored',
      },
    ]);
    expect(() => loadMapConfig('legacy', { ...map, UnknownKey: 1 }, { warn: () => {} })).toThrow();
  });

  it('keeps none of the switches the spec gives no behaviour: ChecklistsBaseUrl, GoogleOneWay, GoogleArcGIS, UseLinzId', async () => {
    for (const { map } of await allConfigs()) {
      expect(Object.keys(map)).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(ChecklistsBaseUrl|GoogleOneWay|GoogleArcGIS|UseLinzId)$/)]),
      );
    }
  });

  it('exercises every configuration switch both on and off across the councils', async () => {
    const all = await allConfigs();
    const flags = [
      'enablePreApplication',
      'enableFirstPointOfContact',
      'enableFeesInvoiceChargeTo',
      'enablePIMOnlyPLG1',
      'disable_apps',
      'enableDepositTable',
    ] as const;
    for (const flag of flags) {
      expect(new Set(all.map((c) => c.configs[flag])), flag).toEqual(new Set([true, false]));
    }
    const switches = [
      'EnableMapBounds',
      'OzoneParcel',
      'GoogleOzoneParcel',
      'TechOneParcel',
      'SwcPropertySelection',
      'TCDCPropertySelection',
    ] as const;
    for (const name of switches) {
      expect(new Set(all.map((c) => c.map[name])), name).toEqual(new Set([true, false]));
    }
    expect(all.some((c) => c.configs.MinorVariationURL)).toBe(true);
    expect(all.some((c) => !c.configs.MinorVariationURL)).toBe(true);
  });

  it('gives a council with applications disabled its own message', async () => {
    const disabled = (await allConfigs()).filter((c) => c.configs.disable_apps);
    expect(disabled).toHaveLength(1);
    expect(disabled[0]?.configs.disable_apps_message).toMatch(/not taking online applications/);
  });

  it('uses real default coordinates inside the bounds of councils that enable map bounds', async () => {
    for (const { council, map } of await allConfigs()) {
      expect(map.DefaultLatitude, council.fullName).toBeLessThan(-34);
      expect(map.DefaultLatitude, council.fullName).toBeGreaterThan(-47.5);
      if (!map.EnableMapBounds) continue;
      expect(map.DefaultLatitude).toBeGreaterThan(map.BoundsSouth);
      expect(map.DefaultLatitude).toBeLessThan(map.BoundsNorth);
      expect(map.DefaultLongitude).toBeGreaterThan(map.BoundsWest);
      expect(map.DefaultLongitude).toBeLessThan(map.BoundsEast);
    }
  });

  it('defaults map bounds to the whole world when bounds are disabled', async () => {
    const unbounded = defined(
      (await allConfigs()).find((c) => !c.map.EnableMapBounds),
      '(await allConfigs()).find((c) => !c.map.EnableMapBounds)',
    );
    expect(unbounded.map).toMatchObject({ BoundsSouth: -90, BoundsWest: -180, BoundsNorth: 90, BoundsEast: 180 });
  });

  it('answers the deposit table setting for a council', async () => {
    const all = await allConfigs();
    for (const { council, configs } of all) {
      const response = await get(`/obca/deposit_table/?t=${council.id}&apptype=2`);
      expect(answerOf(response, councilsContract.depositTable)).toEqual({
        deposit_table_enabled: configs.enableDepositTable,
      });
    }
  });

  it('answers deposit_table_enabled by the apptype (GET /obca/deposit_table/?t=&apptype=) where a council takes the deposit for some types only', async () => {
    const wellington = defined(
      councils.find((c) => c.name === 'Wellington'),
      "councils.find((c) => c.name === 'Wellington')",
    ).id;
    const enabled = async (query: string) =>
      answerOf(await get(`/obca/deposit_table/?t=${wellington}${query}`), councilsContract.depositTable)
        .deposit_table_enabled;
    expect(await enabled('&apptype=2')).toBe(true);
    expect(await enabled('&apptype=1')).toBe(true);
    expect(await enabled('&apptype=5')).toBe(false);
    expect(await enabled('&apptype=6')).toBe(false);
    expect(await enabled('&apptype=')).toBe(true);
    expect(await enabled('')).toBe(true);
    const auckland = defined(
      councils.find((c) => c.name === 'Auckland'),
      "councils.find((c) => c.name === 'Auckland')",
    ).id;
    expect(
      answerOf(await get(`/obca/deposit_table/?t=${auckland}&apptype=5`), councilsContract.depositTable)
        .deposit_table_enabled,
    ).toBe(true);
    expect((await get(`/obca/deposit_table/?t=${wellington}&apptype=x`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown council and 400 for a malformed id', async () => {
    expect((await get('/ajax/get_councils_configs/99999')).statusCode).toBe(404);
    expect((await get('/ajax/maps_config/99999')).statusCode).toBe(404);
    expect((await get('/ajax/maps_config/abc')).statusCode).toBe(400);
    expect((await get('/obca/deposit_table/?t=99999&apptype=2')).statusCode).toBe(404);
  });
});
