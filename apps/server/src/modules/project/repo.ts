import { and, asc, eq, sql } from 'drizzle-orm';
import type { BuildingFields, McData, ScheduleData } from '@consent/domain';
import type { Db } from '../../db/client.js';
import { applications, buildings } from '../../db/schema.js';

export type BuildingRow = typeof buildings.$inferSelect;

/**
 * Runs a building write only while the application is open: the application's row is locked first,
 * so a completion that races the write either waits for it or makes it refuse (undefined), never
 * half-applies it.
 */
async function whileOpen<T>(db: Db, appId: number, write: (tx: Db) => Promise<T>): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const open = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, appId), eq(applications.completed, false)))
      .for('update');
    if (!open.length) return undefined;
    return write(tx);
  });
}

export async function listBuildings(db: Db, appId: number): Promise<BuildingRow[]> {
  return db.select().from(buildings).where(eq(buildings.applicationId, appId)).orderBy(asc(buildings.id));
}

export async function insertBuilding(
  db: Db,
  appId: number,
  fields: BuildingFields,
  mcData: McData,
): Promise<BuildingRow | undefined> {
  return whileOpen(db, appId, async (tx) => {
    const [row] = await tx.insert(buildings).values({ applicationId: appId, fields, mcData }).returning();
    return row;
  });
}

/** Answers null when the building is not the application's, undefined when the application is completed. */
export async function updateBuilding(
  db: Db,
  appId: number,
  id: number,
  changes: { fields?: BuildingFields; mcData?: McData; schedule?: ScheduleData },
): Promise<BuildingRow | null | undefined> {
  return whileOpen(db, appId, async (tx) => {
    const [row] = await tx
      .update(buildings)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(buildings.id, id), eq(buildings.applicationId, appId)))
      .returning();
    return row ?? null;
  });
}

/** Saves each building's means of compliance in one transaction. */
export async function saveMeansOfCompliance(
  db: Db,
  appId: number,
  entries: { buildingId: number; mcData: McData }[],
): Promise<boolean> {
  const done = await whileOpen(db, appId, async (tx) => {
    for (const entry of entries) {
      await tx
        .update(buildings)
        .set({ mcData: entry.mcData, updatedAt: sql`now()` })
        .where(and(eq(buildings.id, entry.buildingId), eq(buildings.applicationId, appId)));
    }
    return true;
  });
  return done === true;
}

/** Answers false when the building is not the application's, undefined when the application is completed. */
export async function deleteBuilding(db: Db, appId: number, id: number): Promise<boolean | undefined> {
  return whileOpen(db, appId, async (tx) => {
    const deleted = await tx
      .delete(buildings)
      .where(and(eq(buildings.id, id), eq(buildings.applicationId, appId)))
      .returning({ id: buildings.id });
    return deleted.length > 0;
  });
}
