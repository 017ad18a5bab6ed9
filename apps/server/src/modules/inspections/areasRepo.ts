import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inspectionAreas, inspectionCapacities, inspectionTypes } from '../../db/schema.js';

export type InspectionAreaRow = typeof inspectionAreas.$inferSelect;
export type CapacityRow = typeof inspectionCapacities.$inferSelect;
type Slots = { typeId: number; morningSlots: number; afternoonSlots: number };

/** The council's inspection areas in the admin's order. */
export function areasOf(db: Executor, councilId: number): Promise<InspectionAreaRow[]> {
  return db
    .select()
    .from(inspectionAreas)
    .where(eq(inspectionAreas.councilId, councilId))
    .orderBy(asc(inspectionAreas.sortOrder), asc(inspectionAreas.id));
}

/** The slots of every type in these areas. */
export function capacitiesOf(db: Executor, areaIds: number[]): Promise<CapacityRow[]> {
  if (!areaIds.length) return Promise.resolve([]);
  return db.select().from(inspectionCapacities).where(inArray(inspectionCapacities.areaId, areaIds));
}

/** Adds an area at the end of the council's list; undefined when the council has one of that name (any case). */
export async function addArea(
  tx: Executor,
  row: { councilId: number; name: string; localities: string[]; isDefault: boolean },
): Promise<InspectionAreaRow | undefined> {
  const [inserted] = await tx
    .insert(inspectionAreas)
    .values({
      ...row,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from inspection_areas where council_id = ${row.councilId})`,
    })
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** Locks the council's areas (the admin's changes to them queue here, so a locality stays in one area). */
export async function lockAreas(tx: Executor, councilId: number): Promise<InspectionAreaRow[]> {
  return tx
    .select()
    .from(inspectionAreas)
    .where(eq(inspectionAreas.councilId, councilId))
    .orderBy(asc(inspectionAreas.sortOrder), asc(inspectionAreas.id))
    .for('update');
}

export async function changeArea(
  tx: Executor,
  councilId: number,
  id: number,
  change: { name: string; localities: string[] },
): Promise<InspectionAreaRow | undefined> {
  const [row] = await tx
    .update(inspectionAreas)
    .set(change)
    .where(and(eq(inspectionAreas.councilId, councilId), eq(inspectionAreas.id, id)))
    .returning();
  return row;
}

/** Makes this area the council's default and no other (the one that was is cleared first: one default per council). */
export async function makeDefault(tx: Executor, councilId: number, id: number): Promise<void> {
  await tx
    .update(inspectionAreas)
    .set({ isDefault: false })
    .where(and(eq(inspectionAreas.councilId, councilId), ne(inspectionAreas.id, id)));
  await tx.update(inspectionAreas).set({ isDefault: true }).where(eq(inspectionAreas.id, id));
}

/** Sets these types' slots in the area (each row written whether it existed or not). */
export async function setCapacities(tx: Executor, areaId: number, slots: Slots[]): Promise<void> {
  if (!slots.length) return;
  await tx
    .insert(inspectionCapacities)
    .values(slots.map((s) => ({ areaId, inspectionTypeId: s.typeId, ...s })))
    .onConflictDoUpdate({
      target: [inspectionCapacities.areaId, inspectionCapacities.inspectionTypeId],
      set: { morningSlots: sql`excluded.morning_slots`, afternoonSlots: sql`excluded.afternoon_slots` },
    });
}

/** A new type's slots in every area of its council: the same to start with. */
export async function capacitiesForNewType(
  tx: Executor,
  councilId: number,
  typeId: number,
  slots: { morningSlots: number; afternoonSlots: number },
): Promise<void> {
  await tx.execute(sql`
    insert into inspection_capacities (area_id, inspection_type_id, morning_slots, afternoon_slots)
    select id, ${typeId}, ${slots.morningSlots}, ${slots.afternoonSlots} from inspection_areas where council_id = ${councilId}
    on conflict do nothing`);
}

/**
 * Locks the capacity row of one type in one area until the transaction ends, and returns it: every booking or move
 * into that type's slots in that area takes this lock first, so two bookings of its last place are counted one after
 * the other, never both against the same count; other areas' bookings take other rows and do not wait (ADR 0077).
 * Undefined when the area offers the type no slots at all.
 */
export async function lockCapacity(tx: Executor, areaId: number, typeId: number): Promise<CapacityRow | undefined> {
  const [row] = await tx
    .select()
    .from(inspectionCapacities)
    .where(and(eq(inspectionCapacities.areaId, areaId), eq(inspectionCapacities.inspectionTypeId, typeId)))
    .for('update');
  return row;
}

/** One type's slots in one area, unlocked (the booking screen's read). */
export async function capacityOf(db: Executor, areaId: number, typeId: number): Promise<CapacityRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionCapacities)
    .where(and(eq(inspectionCapacities.areaId, areaId), eq(inspectionCapacities.inspectionTypeId, typeId)));
  return row;
}

/** The ids of the council's types (an area's slots name only its own council's types). */
export async function typeIdsOf(db: Executor, councilId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: inspectionTypes.id })
    .from(inspectionTypes)
    .where(eq(inspectionTypes.councilId, councilId));
  return new Set(rows.map((r) => r.id));
}
