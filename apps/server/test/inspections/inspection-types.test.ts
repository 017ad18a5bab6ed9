import { inspectionMessages, inspectionsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, bodyOf } from '../support/answer.js';
import { createTestApp, type Client } from '../support/app.js';
import { councilStaff } from '../support/council.js';
import { areaNamed, typeNamed, typesOf } from './support.js';

const AUCKLAND = 1;
const CHRISTCHURCH = 2;
const SEEDED = [
  'Siting',
  'Foundations',
  'Pre-slab',
  'Pre-line',
  'Post-line/bracing',
  'Cladding',
  'Plumbing and drainage',
  'Final',
];

let app: FastifyInstance;
let admin: Client;
let officer: Client;
const base = (councilId: number) => `/api/council/councils/${councilId}/inspection-types`;
const areasBase = (councilId: number) => `/api/council/councils/${councilId}/inspection-areas`;
const put = (client: Client, url: string, payload: object) => client.request({ method: 'PUT', url, payload });

beforeAll(async () => {
  app = await createTestApp();
  admin = await councilStaff(app, AUCKLAND, 'admin');
  officer = await councilStaff(app, AUCKLAND);
});
afterAll(() => app.close());

describe("a council's inspection types (issue 32.2)", () => {
  it('seeds every demo council with the eight common inspections, offered in each of its areas', async () => {
    for (const [councilId, areaNames] of [
      [AUCKLAND, ['Central', 'North', 'South']],
      [CHRISTCHURCH, ['Central', 'Banks Peninsula']],
    ] as const) {
      const staff = councilId === AUCKLAND ? officer : await councilStaff(app, councilId);
      const types = await typesOf(staff, councilId);
      expect(types.map((t) => t.name)).toEqual(SEEDED);
      expect(types.every((t) => t.retiredAt === null)).toBe(true);
      const { areas } = answerOf(await staff.get(areasBase(councilId)), inspectionsContract.areas);
      expect(areas.map((a) => [a.name, a.isDefault])).toEqual(areaNames.map((name, i) => [name, i === 0]));
      for (const area of areas) {
        expect(area.localities.length).toBeGreaterThan(0);
        expect(area.capacities.map((c) => c.typeId).sort()).toEqual(types.map((t) => t.id).sort());
        expect(area.capacities.every((c) => c.morningSlots > 0 && c.afternoonSlots > 0)).toBe(true);
      }
    }
  });

  it('lets the admin add, rename and retire a type (offered in every area with the slots it was added with), and refuses a second of one name', async () => {
    const added = await admin.post(base(AUCKLAND), { name: 'Fire separation', morningSlots: 2, afternoonSlots: 1 });
    expect(added.statusCode, added.body).toBe(201);
    const { type } = answerOf(added, inspectionsContract.addType);
    expect(type).toMatchObject({ name: 'Fire separation', retiredAt: null });
    for (const name of ['Central', 'North', 'South'])
      expect((await areaNamed(officer, AUCKLAND, name)).capacities).toContainEqual({
        typeId: type.id,
        morningSlots: 2,
        afternoonSlots: 1,
      });

    const renamed = await put(admin, `${base(AUCKLAND)}/${type.id}`, { name: 'Inter-tenancy fire separation' });
    expect(answerOf(renamed, inspectionsContract.changeType).type.name).toBe('Inter-tenancy fire separation');
    const retired = await put(admin, `${base(AUCKLAND)}/${type.id}`, { retired: true });
    expect(answerOf(retired, inspectionsContract.changeType).type.retiredAt).not.toBeNull();
    expect((await typesOf(officer, AUCKLAND)).at(-1)?.name).toBe('Inter-tenancy fire separation');

    const again = await admin.post(base(AUCKLAND), { name: 'final', morningSlots: 1, afternoonSlots: 1 });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again)).toMatchObject({ message: inspectionMessages.nameTaken });
    const clash = await put(admin, `${base(AUCKLAND)}/${type.id}`, { name: 'SITING' });
    expect(clash.statusCode).toBe(409);
  });

  it('refuses a blank name and slots out of range, naming the field and the limit, and changes nothing', async () => {
    const before = await typesOf(officer, AUCKLAND);
    const blank = await admin.post(base(AUCKLAND), { name: '  ', morningSlots: 1, afternoonSlots: 1 });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain(inspectionMessages.nameRequired);
    const tooMany = await admin.post(base(AUCKLAND), { name: 'Roofing', morningSlots: 51, afternoonSlots: 1 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(inspectionMessages.slotsInvalid);
    expect(await typesOf(officer, AUCKLAND)).toEqual(before);
  });

  it("lets only the council's admin change its list: an officer 403, another council's admin 404", async () => {
    const siting = await typeNamed(officer, AUCKLAND, 'Siting');
    expect(
      (await officer.post(base(AUCKLAND), { name: 'Roofing', morningSlots: 1, afternoonSlots: 1 })).statusCode,
    ).toBe(403);
    const elsewhere = await councilStaff(app, CHRISTCHURCH, 'admin');
    expect((await put(elsewhere, `${base(AUCKLAND)}/${siting.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await elsewhere.get(base(AUCKLAND))).statusCode).toBe(404);
    // A type id of another council, through the admin's own council, is no type there.
    expect((await put(elsewhere, `${base(CHRISTCHURCH)}/${siting.id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await typeNamed(officer, AUCKLAND, 'Siting')).id).toBe(siting.id);
  });

  it("lets the admin name an area, list its suburbs and set each inspection's slots in it; the default area moves", async () => {
    const siting = await typeNamed(officer, AUCKLAND, 'Siting');
    const added = await admin.post(areasBase(AUCKLAND), {
      name: 'Rural',
      localities: ['Helensville', ' Wellsford ', ''],
      capacities: [{ typeId: siting.id, morningSlots: 1, afternoonSlots: 0 }],
    });
    expect(added.statusCode, added.body).toBe(201);
    const { area } = answerOf(added, inspectionsContract.addArea);
    expect(area).toMatchObject({ name: 'Rural', localities: ['Helensville', 'Wellsford'], isDefault: false });
    expect(area.capacities).toEqual([{ typeId: siting.id, morningSlots: 1, afternoonSlots: 0 }]);

    const changed = await put(admin, `${areasBase(AUCKLAND)}/${area.id}`, {
      name: 'Rural north',
      localities: ['Wellsford', 'Warkworth'],
      isDefault: true,
      capacities: [{ typeId: siting.id, morningSlots: 3, afternoonSlots: 2 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(answerOf(changed, inspectionsContract.changeArea).area).toMatchObject({
      name: 'Rural north',
      localities: ['Wellsford', 'Warkworth'],
      isDefault: true,
      capacities: [{ typeId: siting.id, morningSlots: 3, afternoonSlots: 2 }],
    });
    // One default per council: Central is no longer it. Moved back so the other tests see the seeded default.
    const central = await areaNamed(officer, AUCKLAND, 'Central');
    expect(central.isDefault).toBe(false);
    expect(
      (await put(admin, `${areasBase(AUCKLAND)}/${central.id}`, { ...central, isDefault: true, id: undefined }))
        .statusCode,
    ).toBe(200);
    expect((await areaNamed(officer, AUCKLAND, 'Rural north')).isDefault).toBe(false);
  });

  it('refuses slots out of range, a suburb another area lists, and a name taken, naming the field and limit, and changes nothing', async () => {
    const north = await areaNamed(officer, AUCKLAND, 'North');
    const siting = await typeNamed(officer, AUCKLAND, 'Siting');
    const { id: _id, isDefault: _default, ...fields } = north;
    const cases: [object, number, string][] = [
      [
        { ...fields, capacities: [{ typeId: siting.id, morningSlots: 51, afternoonSlots: 1 }] },
        400,
        inspectionMessages.morningSlotsInvalid,
      ],
      [
        { ...fields, capacities: [{ typeId: siting.id, morningSlots: 1, afternoonSlots: -1 }] },
        400,
        inspectionMessages.afternoonSlotsInvalid,
      ],
      [{ ...fields, localities: ['ponsonby'] }, 400, inspectionMessages.localityInOtherArea('ponsonby', 'Central')],
      [{ ...fields, name: 'central' }, 409, inspectionMessages.areaNameTaken],
      [{ ...fields, name: ' ' }, 400, inspectionMessages.areaNameRequired],
    ];
    for (const [payload, status, message] of cases) {
      const refused = await put(admin, `${areasBase(AUCKLAND)}/${north.id}`, payload);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.body).toContain(message);
    }
    expect(await areaNamed(officer, AUCKLAND, 'North')).toEqual(north);
    // Only the council's admin: an officer 403, another council's admin 404.
    expect((await put(officer, `${areasBase(AUCKLAND)}/${north.id}`, fields)).statusCode).toBe(403);
    const elsewhere = await councilStaff(app, CHRISTCHURCH, 'admin');
    expect((await put(elsewhere, `${areasBase(AUCKLAND)}/${north.id}`, fields)).statusCode).toBe(404);
    expect((await put(elsewhere, `${areasBase(CHRISTCHURCH)}/${north.id}`, fields)).statusCode).toBe(404);
  });
});
