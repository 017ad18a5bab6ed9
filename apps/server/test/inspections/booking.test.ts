import {
  bookableDays,
  defined,
  inspectionMessages,
  inspectionsContract,
  isWorkingDay,
  addCalendarDays,
  nzCalendarDate,
} from '@consent/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import {
  applicationEvents,
  applicationParcels,
  applications,
  councils,
  inspectionAreas,
  inspectionBookings,
  requiredInspections,
} from '../../src/db/schema.js';
import { answerOf, bodyOf } from '../support/answer.js';
import { createApplication, createTestApp, registerUser, type Client } from '../support/app.js';
import { councilStaff } from '../support/council.js';
import { collaborator } from '../support/sharing.js';
import { runMigration } from '../support/migrations.js';
import { areaNamed, grantedWithInspections, requiredOf, typeNamed } from './support.js';

const AUCKLAND = 1;
const CHRISTCHURCH = 2;

let app: FastifyInstance;
let db: Db;
let owner: Client;
let editor: Client;
let appId: number;
let officer: Client;
let foundationsId: number;
const base = (id: number, inspectionId: number) => `/api/applications/${id}/inspections/${inspectionId}`;
const book = (client: Client, id: number, inspectionId: number, slot: object) =>
  client.post(`${base(id, inspectionId)}/booking`, slot);
const move = (client: Client, id: number, inspectionId: number, slot: object) =>
  client.request({ method: 'PUT', url: `${base(id, inspectionId)}/booking`, payload: slot });
const cancel = (client: Client, id: number, inspectionId: number) =>
  client.request({ method: 'DELETE', url: `${base(id, inspectionId)}/booking` });

/** The first bookable working days from now (4pm cut-off the working day before). */
const days = () => bookableDays(new Date(), 5).map((d) => d);
const firstWeekend = () => {
  let day = nzCalendarDate(new Date());
  while (isWorkingDay(day) || day === nzCalendarDate(new Date())) day = addCalendarDays(day, 1);
  return day;
};

beforeAll(async () => {
  app = await createTestApp();
  db = (await app.databaseReady).db;
  owner = await registerUser(app, 'owner');
  ({ appId, officer } = await grantedWithInspections(app, owner, AUCKLAND, ['Foundations', 'Pre-line']));
  editor = await collaborator(app, owner, appId, 'editor');
  foundationsId = defined((await requiredOf(owner, appId))[0], 'foundations').id;
});
afterAll(() => app.close());

describe('booking the inspections a consent requires (issue 32.3)', () => {
  it("lets an editor book an inspection in a free slot of the site's area; the owner sees it booked for that day", async () => {
    const answer = answerOf(await editor.get(`${base(appId, foundationsId)}/slots`), inspectionsContract.slots);
    // The test site's suburb (Nowhere) and town (Testville) are in no area: the council's default area.
    expect(answer.area.name).toBe('Central');
    const slots = answer.slots;
    const first = defined(slots[0], 'a slot');
    expect(first).toMatchObject({ date: days()[0], period: 'morning' });
    expect(first.available).toBeGreaterThan(0);

    const booked = await book(editor, appId, foundationsId, { date: first.date, period: 'morning' });
    expect(booked.statusCode, booked.body).toBe(201);
    const [foundations, preLine] = await requiredOf(owner, appId);
    expect(foundations).toMatchObject({
      state: 'booked',
      booking: { date: first.date, period: 'morning', changeable: true },
    });
    expect(preLine).toMatchObject({ state: 'not_booked', booking: null });
    const after = answerOf(await owner.get(`${base(appId, foundationsId)}/slots`), inspectionsContract.slots).slots;
    expect(after[0]?.available).toBe(first.available - 1);

    const again = await book(owner, appId, foundationsId, { date: first.date, period: 'afternoon' });
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again)).toMatchObject({ message: inspectionMessages.alreadyBooked });
  });

  it('moves and cancels a booking before the cut-off, and refuses either once the cut-off has passed', async () => {
    const [, second] = days();
    const moved = await move(owner, appId, foundationsId, { date: defined(second, 'a day'), period: 'afternoon' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(answerOf(moved, inspectionsContract.move).inspection.booking).toMatchObject({
      date: second,
      period: 'afternoon',
    });

    // The booking's day made today's: its cut-off (4pm yesterday or before) has passed.
    const today = nzCalendarDate(new Date());
    await db
      .update(inspectionBookings)
      .set({ slotDate: today })
      .where(eq(inspectionBookings.requiredInspectionId, foundationsId));
    const late = await move(owner, appId, foundationsId, { date: defined(second, 'a day'), period: 'morning' });
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late)).toMatchObject({ message: inspectionMessages.pastCutoff });
    expect((await cancel(editor, appId, foundationsId)).statusCode).toBe(409);

    await db
      .update(inspectionBookings)
      .set({ slotDate: defined(second, 'a day') })
      .where(eq(inspectionBookings.requiredInspectionId, foundationsId));
    const cancelled = await cancel(editor, appId, foundationsId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await requiredOf(owner, appId))[0]).toMatchObject({ state: 'not_booked', booking: null });
    expect((await cancel(editor, appId, foundationsId)).statusCode).toBe(409);
  });

  it('refuses a day that is not a working day, one inside the cut-off, and a malformed slot, naming the problem', async () => {
    const cases: [object, number, string][] = [
      [{ date: firstWeekend(), period: 'morning' }, 400, inspectionMessages.notWorkingDay],
      [
        { date: nzCalendarDate(new Date()), period: 'morning' },
        400,
        isWorkingDay(nzCalendarDate(new Date())) ? inspectionMessages.tooSoon : inspectionMessages.notWorkingDay,
      ],
      [{ date: '2026-02-30', period: 'morning' }, 400, inspectionMessages.dateInvalid],
      [{ date: defined(days()[0], 'a day'), period: 'evening' }, 400, inspectionMessages.periodInvalid],
    ];
    for (const [slot, status, message] of cases) {
      const refused = await book(owner, appId, foundationsId, slot);
      expect(refused.statusCode, JSON.stringify(slot)).toBe(status);
      expect(refused.body).toContain(message);
    }
    expect((await requiredOf(owner, appId))[0]?.state).toBe('not_booked');
  });

  it("keeps bookings to the application's people: a viewer 403, a stranger and other councils' staff 404", async () => {
    const slot = { date: defined(days()[0], 'a day'), period: 'morning' };
    const viewer = await collaborator(app, owner, appId, 'viewer');
    expect((await book(viewer, appId, foundationsId, slot)).statusCode).toBe(403);
    const stranger = await registerUser(app, 'stranger');
    const elsewhere = await councilStaff(app, CHRISTCHURCH);
    for (const outsider of [stranger, elsewhere]) {
      expect((await book(outsider, appId, foundationsId, slot)).statusCode).toBe(404);
      expect((await outsider.get(`/api/applications/${appId}/inspections`)).statusCode).toBe(404);
      expect((await outsider.get(`${base(appId, foundationsId)}/slots`)).statusCode).toBe(404);
    }
    // Another application's inspection through this application's address is no inspection of it.
    const { appId: otherId } = await grantedWithInspections(app, stranger, AUCKLAND, ['Siting']);
    const theirs = defined((await requiredOf(stranger, otherId))[0], 'their inspection').id;
    expect((await book(owner, appId, theirs, slot)).statusCode).toBe(404);
    expect((await requiredOf(stranger, otherId))[0]?.state).toBe('not_booked');
    expect((await requiredOf(owner, appId))[0]?.state).toBe('not_booked');
  });

  it('books the last place of each area once when 20 people in two areas book the same slot at the same moment', async () => {
    const admin = await councilStaff(app, AUCKLAND, 'admin');
    const cladding = await typeNamed(officer, AUCKLAND, 'Cladding');
    // One place each morning for cladding, in the default area (Central) and in North (Takapuna among its suburbs).
    const areas = [await areaNamed(admin, AUCKLAND, 'Central'), await areaNamed(admin, AUCKLAND, 'North')];
    for (const area of areas) {
      const changed = await admin.request({
        method: 'PUT',
        url: `/api/council/councils/${AUCKLAND}/inspection-areas/${area.id}`,
        payload: {
          name: area.name,
          localities: area.localities,
          capacities: [{ typeId: cladding.id, morningSlots: 1, afternoonSlots: 4 }],
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    // Twenty granted consents each requiring the cladding inspection: written straight to the tables (granting and
    // choosing inspections are tested above), so the twenty bookings differ only in whose they are and where: every
    // second site is in Takapuna (North), the others have no site saved (the default area, Central).
    const [grant] = await db
      .select({ id: applicationEvents.id })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, appId), eq(applicationEvents.action, 'grant')));
    const people = await Promise.all(Array.from({ length: 20 }, (_, i) => registerUser(app, `builder-${i}`)));
    const targets: { client: Client; appId: number; inspectionId: number }[] = [];
    for (const [i, client] of people.entries()) {
      const id = await createApplication(client, { type: 2, param: 'standard', role: 'owner', councilId: AUCKLAND });
      await db.update(applications).set({ status: 'granted', completed: true }).where(eq(applications.id, id));
      if (i % 2)
        await db.insert(applicationParcels).values({
          applicationId: id,
          active: true,
          duplicateKey: `takapuna-${i}`,
          location: { street: `${i} Hurstmere Road`, suburb: 'Takapuna', city: 'Auckland' } as never,
        });
      const [required] = await db
        .insert(requiredInspections)
        .values({
          applicationId: id,
          inspectionTypeId: cladding.id,
          eventId: defined(grant, 'the grant').id,
          sortOrder: 1,
        })
        .returning();
      targets.push({ client, appId: id, inspectionId: defined(required, 'required').id });
    }
    const slot = { date: defined(days()[2], 'a day'), period: 'morning' };
    const answers = await Promise.all(targets.map((t) => book(t.client, t.appId, t.inspectionId, slot)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, ...Array<number>(18).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(bodyOf(refused)).toMatchObject({ result: 'error', message: inspectionMessages.slotFull });
    const held = await db
      .select({ areaId: inspectionBookings.areaId, n: sql<number>`count(*)::int` })
      .from(inspectionBookings)
      .where(
        and(
          eq(inspectionBookings.inspectionTypeId, cladding.id),
          eq(inspectionBookings.slotDate, slot.date),
          sql`cancelled_at is null`,
        ),
      )
      .groupBy(inspectionBookings.areaId);
    expect(held.sort((a, b) => a.areaId - b.areaId)).toEqual(
      areas.map((a) => ({ areaId: a.id, n: 1 })).sort((a, b) => a.areaId - b.areaId),
    );
    // A North site's booking screen names its area and shows the slot full.
    const north = defined(targets[1], 'a North site');
    const seen = answerOf(
      await north.client.get(`${base(north.appId, north.inspectionId)}/slots`),
      inspectionsContract.slots,
    );
    expect(seen.area.name).toBe('North');
    expect(seen.slots.find((s) => s.date === slot.date && s.period === 'morning')?.available).toBe(0);
  });

  it("migration 0083 moves each type's slots to a default area per council and its bookings there; booking goes on", async () => {
    // The database as it was before 0083: the slots on the type, no areas, bookings without one.
    const cladding = await typeNamed(officer, AUCKLAND, 'Cladding');
    for (const statement of [
      sql`alter table inspection_types add column morning_slots integer not null default 4 check (morning_slots >= 0)`,
      sql`alter table inspection_types add column afternoon_slots integer not null default 4 check (afternoon_slots >= 0)`,
      sql`update inspection_types set morning_slots = 3, afternoon_slots = 1 where id = ${cladding.id}`,
      // Dropping the column drops the index that names it; the index as 0071 made it.
      sql`alter table inspection_bookings drop column area_id`,
      sql`create index inspection_bookings_slot_idx on inspection_bookings (inspection_type_id, slot_date, period) where cancelled_at is null`,
      sql`drop table inspection_capacities`,
      sql`drop table inspection_areas`,
    ])
      await db.execute(statement);
    await runMigration(db, '0083_inspection_areas.sql');

    const areas = await db.select().from(inspectionAreas);
    expect(areas.length).toBe((await db.select({ id: councils.id }).from(councils)).length);
    expect(areas.every((a) => a.name === 'Whole district' && a.isDefault)).toBe(true);
    const whole = await areaNamed(officer, AUCKLAND, 'Whole district');
    expect(whole.capacities).toContainEqual({ typeId: cladding.id, morningSlots: 3, afternoonSlots: 1 });
    const bookings = await db.select({ areaId: inspectionBookings.areaId }).from(inspectionBookings);
    expect(bookings.length).toBeGreaterThan(0);
    expect(bookings.every((b) => b.areaId === whole.id)).toBe(true);

    const answer = answerOf(await owner.get(`${base(appId, foundationsId)}/slots`), inspectionsContract.slots);
    expect(answer.area.name).toBe('Whole district');
    const booked = await book(owner, appId, foundationsId, { date: defined(days()[0], 'a day'), period: 'morning' });
    expect(booked.statusCode, booked.body).toBe(201);
  });
});
