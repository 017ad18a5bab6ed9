import { inspectionMessages, inspectionsContract } from '@consent/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, bodyOf } from '../support/answer.js';
import { createTestApp, type Client } from '../support/app.js';
import { councilStaff } from '../support/council.js';
import { typeNamed, typesOf } from './support.js';

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
const put = (client: Client, url: string, payload: object) => client.request({ method: 'PUT', url, payload });

beforeAll(async () => {
  app = await createTestApp();
  admin = await councilStaff(app, AUCKLAND, 'admin');
  officer = await councilStaff(app, AUCKLAND);
});
afterAll(() => app.close());

describe("a council's inspection types (issue 32.2)", () => {
  it('seeds every demo council with the eight common inspections, each with morning and afternoon slots', async () => {
    for (const councilId of [AUCKLAND, CHRISTCHURCH]) {
      const staff = councilId === AUCKLAND ? officer : await councilStaff(app, councilId);
      const types = await typesOf(staff, councilId);
      expect(types.map((t) => t.name)).toEqual(SEEDED);
      expect(types.every((t) => t.morningSlots > 0 && t.afternoonSlots > 0 && t.retiredAt === null)).toBe(true);
    }
  });

  it('lets the admin add, rename, change the slots of and retire a type, and refuses a second of one name', async () => {
    const added = await admin.post(base(AUCKLAND), { name: 'Fire separation', morningSlots: 2, afternoonSlots: 1 });
    expect(added.statusCode, added.body).toBe(201);
    const { type } = answerOf(added, inspectionsContract.addType);
    expect(type).toMatchObject({ name: 'Fire separation', morningSlots: 2, afternoonSlots: 1, retiredAt: null });

    const renamed = await put(admin, `${base(AUCKLAND)}/${type.id}`, { name: 'Inter-tenancy fire separation' });
    expect(answerOf(renamed, inspectionsContract.changeType).type.name).toBe('Inter-tenancy fire separation');
    const retired = await put(admin, `${base(AUCKLAND)}/${type.id}`, { retired: true, afternoonSlots: 0 });
    expect(answerOf(retired, inspectionsContract.changeType).type).toMatchObject({ afternoonSlots: 0 });
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
});
