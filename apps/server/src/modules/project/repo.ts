import { and, asc, eq, sql } from 'drizzle-orm';
import { defined, type BuildingFields, type McData, type ScheduleData } from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { buildings } from '../../db/schema.js';

export type BuildingRow = typeof buildings.$inferSelect;

// Every write below runs inside the applications module's open-application guard (ApplicationAccess.whileOpen),
// in its transaction: a completion racing the write either waits for it or refuses it, never half-applies it.

export async function listBuildings(db: Db, appId: number): Promise<BuildingRow[]> {
  return db.select().from(buildings).where(eq(buildings.applicationId, appId)).orderBy(asc(buildings.id));
}

export async function insertBuilding(
  tx: Executor,
  appId: number,
  fields: BuildingFields,
  mcData: McData,
): Promise<BuildingRow> {
  const [row] = await tx.insert(buildings).values({ applicationId: appId, fields, mcData }).returning();
  return defined(row, 'the inserted building');
}

/** Answers undefined when the building is not the application's. */
export async function updateBuilding(
  tx: Executor,
  appId: number,
  id: number,
  changes: { fields?: BuildingFields; mcData?: McData; schedule?: ScheduleData },
): Promise<BuildingRow | undefined> {
  const [row] = await tx
    .update(buildings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(buildings.id, id), eq(buildings.applicationId, appId)))
    .returning();
  return row;
}

/** Saves each building's means of compliance, in the caller's transaction. */
export async function saveMeansOfCompliance(
  tx: Executor,
  appId: number,
  entries: { buildingId: number; mcData: McData }[],
): Promise<void> {
  for (const entry of entries) {
    await tx
      .update(buildings)
      .set({ mcData: entry.mcData, updatedAt: sql`now()` })
      .where(and(eq(buildings.id, entry.buildingId), eq(buildings.applicationId, appId)));
  }
}

/** Answers false when the building is not the application's. */
export async function deleteBuilding(tx: Executor, appId: number, id: number): Promise<boolean> {
  const deleted = await tx
    .delete(buildings)
    .where(and(eq(buildings.id, id), eq(buildings.applicationId, appId)))
    .returning({ id: buildings.id });
  return deleted.length > 0;
}
