import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { inspectionBookings, inspectionTypes, requiredInspections } from '../../db/schema.js';

export type InspectionTypeRow = typeof inspectionTypes.$inferSelect;
export type RequiredInspectionRow = typeof requiredInspections.$inferSelect;
export type BookingRow = typeof inspectionBookings.$inferSelect;
type Period = BookingRow['period'];

export function typesOf(db: Executor, councilId: number): Promise<InspectionTypeRow[]> {
  return db
    .select()
    .from(inspectionTypes)
    .where(eq(inspectionTypes.councilId, councilId))
    .orderBy(asc(inspectionTypes.sortOrder), asc(inspectionTypes.id));
}

export async function typeOf(db: Executor, councilId: number, id: number): Promise<InspectionTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionTypes)
    .where(and(eq(inspectionTypes.councilId, councilId), eq(inspectionTypes.id, id)));
  return row;
}

/** Adds a type at the end of the council's list; undefined when the council has one of that name (any case). */
export async function addType(
  db: Executor,
  row: { councilId: number; name: string },
): Promise<InspectionTypeRow | undefined> {
  const [inserted] = await db
    .insert(inspectionTypes)
    .values({
      ...row,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from inspection_types where council_id = ${row.councilId})`,
    })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

export async function changeType(
  db: Db,
  councilId: number,
  id: number,
  change: Partial<Pick<InspectionTypeRow, 'name' | 'retiredAt'>>,
): Promise<InspectionTypeRow | undefined> {
  const [row] = await db
    .update(inspectionTypes)
    .set(change)
    .where(and(eq(inspectionTypes.councilId, councilId), eq(inspectionTypes.id, id)))
    .returning();
  return row;
}

export async function recordRequired(
  tx: Executor,
  rows: { applicationId: number; inspectionTypeId: number; eventId: number; sortOrder: number; notes: string | null }[],
): Promise<void> {
  if (rows.length) await tx.insert(requiredInspections).values(rows);
}

/** A consent's required inspections with their types' names, in the order the officer chose them. */
export function requiredOf(db: Executor, applicationId: number) {
  return db
    .select({ required: requiredInspections, name: inspectionTypes.name, type: inspectionTypes })
    .from(requiredInspections)
    .innerJoin(inspectionTypes, eq(inspectionTypes.id, requiredInspections.inspectionTypeId))
    .where(eq(requiredInspections.applicationId, applicationId))
    .orderBy(asc(requiredInspections.sortOrder));
}

/** The bookings (cancelled ones left out) of these required inspections, newest first. */
export function bookingsOf(db: Executor, requiredIds: number[]): Promise<BookingRow[]> {
  if (!requiredIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(inspectionBookings)
    .where(and(inArray(inspectionBookings.requiredInspectionId, requiredIds), isNull(inspectionBookings.cancelledAt)))
    .orderBy(desc(inspectionBookings.id));
}

/**
 * Locks the required inspection's row until the transaction ends: a booking, a move and a cancel of one inspection
 * take it first (before the capacity row of the slot: always in that order), so two changes of one inspection's
 * booking run one after the other.
 */
export async function lockRequired(tx: Executor, id: number): Promise<void> {
  await tx
    .select({ id: requiredInspections.id })
    .from(requiredInspections)
    .where(eq(requiredInspections.id, id))
    .for('update');
}

/** How many bookings hold the slot of a type in an area (not cancelled; a booking with its result still used it). */
export async function taken(
  tx: Executor,
  slot: { typeId: number; areaId: number; date: string; period: Period },
): Promise<number> {
  const { typeId, areaId, date, period } = slot;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(inspectionBookings)
    .where(
      and(
        eq(inspectionBookings.inspectionTypeId, typeId),
        eq(inspectionBookings.areaId, areaId),
        eq(inspectionBookings.slotDate, date),
        eq(inspectionBookings.period, period),
        isNull(inspectionBookings.cancelledAt),
      ),
    );
  return row?.n ?? 0;
}

/** The slots' use from `from` to `to` for one type in one area: taken bookings per day and period. */
export async function takenBetween(db: Executor, typeId: number, areaId: number, from: string, to: string) {
  const rows = await db
    .select({
      date: inspectionBookings.slotDate,
      period: inspectionBookings.period,
      n: sql<number>`count(*)::int`,
    })
    .from(inspectionBookings)
    .where(
      and(
        eq(inspectionBookings.inspectionTypeId, typeId),
        eq(inspectionBookings.areaId, areaId),
        sql`${inspectionBookings.slotDate} between ${from} and ${to}`,
        isNull(inspectionBookings.cancelledAt),
      ),
    )
    .groupBy(inspectionBookings.slotDate, inspectionBookings.period);
  return new Map(rows.map((r) => [`${r.date}/${r.period}`, r.n]));
}

export async function insertBooking(
  tx: Executor,
  row: Pick<BookingRow, 'requiredInspectionId' | 'inspectionTypeId' | 'areaId' | 'slotDate' | 'period' | 'bookedBy'>,
): Promise<BookingRow> {
  const [inserted] = await tx.insert(inspectionBookings).values(row).returning();
  if (!inserted) throw new Error('the booking was not inserted');
  return inserted;
}

export async function moveBooking(
  tx: Executor,
  id: number,
  slot: { areaId: number; slotDate: string; period: Period },
): Promise<void> {
  await tx.update(inspectionBookings).set(slot).where(eq(inspectionBookings.id, id));
}

export async function cancelBooking(tx: Executor, id: number): Promise<void> {
  await tx
    .update(inspectionBookings)
    .set({ cancelledAt: sql`now()` })
    .where(eq(inspectionBookings.id, id));
}

/** Open bookings on `date` not yet reminded for that date: the day-before reminder's work. */
export function bookingsToRemind(db: Db, date: string) {
  return db
    .select({ id: inspectionBookings.id, applicationId: requiredInspections.applicationId })
    .from(inspectionBookings)
    .innerJoin(requiredInspections, eq(requiredInspections.id, inspectionBookings.requiredInspectionId))
    .where(
      and(
        eq(inspectionBookings.slotDate, date),
        isNull(inspectionBookings.cancelledAt),
        isNull(inspectionBookings.result),
        sql`${inspectionBookings.remindedFor} is distinct from ${date}`,
      ),
    )
    .orderBy(asc(inspectionBookings.id));
}

/** Marks the booking reminded for its date; false when another run did it first (then nothing is sent). */
export async function markReminded(tx: Executor, id: number, date: string): Promise<boolean> {
  const rows = await tx
    .update(inspectionBookings)
    .set({ remindedFor: date })
    .where(
      and(
        eq(inspectionBookings.id, id),
        eq(inspectionBookings.slotDate, date),
        isNull(inspectionBookings.cancelledAt),
        sql`${inspectionBookings.remindedFor} is distinct from ${date}`,
      ),
    )
    .returning({ id: inspectionBookings.id });
  return rows.length === 1;
}
