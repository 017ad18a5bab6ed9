import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LocationSaveFormat, ParcelOpt } from '@consent/domain';
import type { Db } from '../../db/client.js';
import type { Executor } from '../../db/client.js';
import { applicationParcels } from '../../db/schema.js';
import { outlineOf } from '../../integrations/geometry.js';
import type { Ring } from '../../integrations/types.js';

export type ApplicationParcelRow = typeof applicationParcels.$inferSelect;
export interface ParcelToSave {
  location: LocationSaveFormat;
  inCouncilRegion: boolean;
  legalDataUnavailable: boolean;
  googleData: Record<string, unknown> | null;
  duplicateKey: string;
}

/** A write refused because the parcel is already in the set (the duplicate key, spec point 5). */
export class DuplicateParcelError extends Error {}

type Rows = { rows: Record<string, unknown>[] };
const execute = async (db: Db, query: ReturnType<typeof sql>) => {
  const result: unknown = await db.execute(query);
  return (result as Rows).rows;
};

/**
 * Runs a parcel write only while the application is open: its row is locked first (by marking it
 * saved, so that an application with a site is never offered again as untouched), so a completion
 * racing the write either waits for it or makes it refuse (undefined), never half-applies it.
 */
export async function whileOpen<T>(db: Db, appId: number, write: (tx: Db) => Promise<T>): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const open = await execute(
      tx,
      sql`UPDATE applications SET updated_at = now(), first_saved_at = coalesce(first_saved_at, now()) WHERE id = ${appId} AND NOT completed RETURNING id`,
    );
    if (!open.length) return undefined;
    return write(tx);
  });
}

export function listParcels(db: Db, appId: number): Promise<ApplicationParcelRow[]> {
  return db
    .select()
    .from(applicationParcels)
    .where(eq(applicationParcels.applicationId, appId))
    .orderBy(asc(applicationParcels.appParcelId));
}

/** Inserts parcels; a duplicate of one already in the set (or in the same request) refuses the whole write. */
export async function insertParcels(
  tx: Db,
  appId: number,
  parcels: ParcelToSave[],
  parcelOpt: ParcelOpt,
  activeFirst: boolean,
): Promise<number[]> {
  if (new Set(parcels.map((p) => p.duplicateKey)).size !== parcels.length) throw new DuplicateParcelError();
  if (activeFirst)
    await tx.update(applicationParcels).set({ active: false }).where(eq(applicationParcels.applicationId, appId));
  const inserted = await tx
    .insert(applicationParcels)
    .values(parcels.map((p, i) => ({ ...p, applicationId: appId, parcelOpt, active: activeFirst && i === 0 })))
    .onConflictDoNothing()
    .returning({ id: applicationParcels.appParcelId });
  if (inserted.length !== parcels.length) throw new DuplicateParcelError();
  await tx.update(applicationParcels).set({ parcelOpt }).where(eq(applicationParcels.applicationId, appId));
  return inserted.map((r) => r.id);
}

export async function deleteParcels(tx: Db, appId: number): Promise<void> {
  await tx.delete(applicationParcels).where(eq(applicationParcels.applicationId, appId));
}

/** Sets the set's parcel option and, when given, its active parcel; false when that parcel is not the application's. */
export async function activate(
  tx: Db,
  appId: number,
  appParcelId: number | null,
  parcelOpt: ParcelOpt,
): Promise<boolean> {
  if (appParcelId !== null) {
    const [found] = await tx
      .select({ id: applicationParcels.appParcelId })
      .from(applicationParcels)
      .where(and(eq(applicationParcels.applicationId, appId), eq(applicationParcels.appParcelId, appParcelId)));
    if (!found) return false;
  }
  await tx
    .update(applicationParcels)
    .set(
      appParcelId === null
        ? { parcelOpt }
        : { parcelOpt, active: sql`${applicationParcels.appParcelId} = ${appParcelId}` },
    )
    .where(eq(applicationParcels.applicationId, appId));
  return true;
}

/** Removes one parcel; when it was the active one the oldest remaining becomes active. False when it is not the application's. */
export async function removeParcel(tx: Db, appId: number, appParcelId: number): Promise<boolean> {
  const [removed] = await tx
    .delete(applicationParcels)
    .where(and(eq(applicationParcels.applicationId, appId), eq(applicationParcels.appParcelId, appParcelId)))
    .returning({ active: applicationParcels.active });
  if (!removed) return false;
  if (removed.active) {
    await execute(
      tx,
      sql`UPDATE application_parcels SET active = true WHERE app_parcel_id =
            (SELECT min(app_parcel_id) FROM application_parcels WHERE application_id = ${appId})`,
    );
  }
  return true;
}

export async function setRegionFlags(db: Db, appId: number, flags: Map<number, boolean>): Promise<void> {
  for (const [id, inRegion] of flags) {
    await db
      .update(applicationParcels)
      .set({ inCouncilRegion: inRegion })
      .where(and(eq(applicationParcels.applicationId, appId), eq(applicationParcels.appParcelId, id)));
  }
}

/** Whether the council's region holds the point; null when the council has no region recorded. */
export async function regionContains(
  db: Db,
  councilId: number,
  point: { longitude: number; latitude: number },
): Promise<boolean | null> {
  const [row] = await execute(
    db,
    sql`SELECT ST_Contains(boundary, ST_SetSRID(ST_MakePoint(${point.longitude}, ${point.latitude}), 4326)) AS inside
        FROM council_regions WHERE council_id = ${councilId}`,
  );
  return row ? row.inside === true : null;
}

/** The outlines of parcels of our register, by parcel id, for the map. */
export async function outlines(db: Db, parcelIds: number[]): Promise<Map<number, Ring[]>> {
  if (!parcelIds.length) return new Map();
  const found = await execute(
    db,
    sql`SELECT id, ST_AsGeoJSON(geometry, 7) AS outline FROM parcels WHERE id IN (${sql.join(
      parcelIds.map((id) => sql`${id}`),
      sql`, `,
    )}) AND geometry IS NOT NULL`,
  );
  const map = new Map<number, Ring[]>();
  for (const row of found) {
    const outline = outlineOf(JSON.parse(String(row.outline)) as never);
    if (outline) map.set(Number(row.id), outline);
  }
  return map;
}

/** Each application's site address: its active parcel's street, suburb and city. */
/**
 * Copies a consent's parcel set to an application made from it (issue 15.6): new rows with their own
 * app_parcel_ids, so the applicant changes the copy and never the consent's site.
 */
export async function copyParcels(db: Executor, fromAppId: number, toAppId: number): Promise<void> {
  const from = await db
    .select()
    .from(applicationParcels)
    .where(eq(applicationParcels.applicationId, fromAppId))
    .orderBy(asc(applicationParcels.appParcelId));
  if (!from.length) return;
  await db.insert(applicationParcels).values(
    from.map(({ appParcelId: _id, createdAt: _created, applicationId: _app, ...parcel }) => ({
      ...parcel,
      applicationId: toAppId,
    })),
  );
}

/** Each application's site address and point (when the address had one): for an inspector's map link (issue 32.4). */
export async function sitePlaces(
  db: Executor,
  appIds: number[],
): Promise<Map<number, { address: string; latitude: number | null; longitude: number | null }>> {
  if (!appIds.length) return new Map();
  const found = await db
    .select({ appId: applicationParcels.applicationId, location: applicationParcels.location })
    .from(applicationParcels)
    .where(and(inArray(applicationParcels.applicationId, appIds), eq(applicationParcels.active, true)));
  return new Map(
    found.map((r) => [
      r.appId,
      {
        address: [r.location.street, r.location.suburb, r.location.city].filter(Boolean).join(', '),
        latitude: typeof r.location.latitude === 'number' ? r.location.latitude : null,
        longitude: typeof r.location.longitude === 'number' ? r.location.longitude : null,
      },
    ]),
  );
}

/** The location saved for an application's site (its active parcel, the first when several), or null. */
async function activeSiteLocation(db: Executor, appId: number) {
  const [found] = await db
    .select({ location: applicationParcels.location })
    .from(applicationParcels)
    .where(and(eq(applicationParcels.applicationId, appId), eq(applicationParcels.active, true)))
    .orderBy(asc(applicationParcels.appParcelId))
    .limit(1);
  return found?.location ?? null;
}

/** The legal description of an application's active site (its one-line form when the council's data gave one). */
export async function siteLegalDescription(db: Executor, appId: number): Promise<string | null> {
  const location = await activeSiteLocation(db, appId);
  const legal = location?.legalDescOneLine || location?.legalDesc;
  return legal?.trim() || null;
}

/** The suburb and town or city of an application's site (its active parcel): what picks its inspection area (ADR 0077). */
export async function siteLocality(db: Executor, appId: number): Promise<{ suburb: string; city: string } | null> {
  const location = await activeSiteLocation(db, appId);
  return location ? { suburb: location.suburb || '', city: location.city || '' } : null;
}

/** Each application's site address as one line. */
export async function siteAddresses(db: Executor, appIds: number[]): Promise<Map<number, string>> {
  const places = await sitePlaces(db, appIds);
  return new Map([...places].map(([appId, place]) => [appId, place.address]));
}
