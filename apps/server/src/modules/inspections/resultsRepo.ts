import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { inspectionBookings, inspectionPhotos, inspectionTypes, requiredInspections } from '../../db/schema.js';

export type PhotoRow = typeof inspectionPhotos.$inferSelect;

const bookingWithRequired = {
  booking: inspectionBookings,
  required: requiredInspections,
  inspectionName: inspectionTypes.name,
};

/** The council's bookings on a day (cancelled left out), in slot order: morning before afternoon, then as booked. */
export function runOf(db: Executor, councilId: number, date: string) {
  return db
    .select(bookingWithRequired)
    .from(inspectionBookings)
    .innerJoin(requiredInspections, eq(requiredInspections.id, inspectionBookings.requiredInspectionId))
    .innerJoin(inspectionTypes, eq(inspectionTypes.id, inspectionBookings.inspectionTypeId))
    .where(
      and(
        eq(inspectionTypes.councilId, councilId),
        eq(inspectionBookings.slotDate, date),
        isNull(inspectionBookings.cancelledAt),
      ),
    )
    .orderBy(
      sql`case ${inspectionBookings.period} when 'morning' then 0 else 1 end`,
      asc(inspectionBookings.createdAt),
      asc(inspectionBookings.id),
    );
}

/**
 * One booking of the council's inspections, or undefined when it is another council's (or none). With `lock`, the
 * booking's row is held until the transaction ends: two results sent at once for one booking are decided in turn.
 */
export async function bookingOfCouncil(db: Executor, councilId: number, bookingId: number, lock = false) {
  const query = db
    .select(bookingWithRequired)
    .from(inspectionBookings)
    .innerJoin(requiredInspections, eq(requiredInspections.id, inspectionBookings.requiredInspectionId))
    .innerJoin(inspectionTypes, eq(inspectionTypes.id, inspectionBookings.inspectionTypeId))
    .where(and(eq(inspectionBookings.id, bookingId), eq(inspectionTypes.councilId, councilId)));
  const [row] = lock ? await query.for('update', { of: inspectionBookings }) : await query;
  return row;
}

/** Writes the result on the booking once: false when it already has one. */
export async function recordResult(
  tx: Executor,
  bookingId: number,
  result: { result: 'passed' | 'failed' | 'partially_passed'; notes: string | null; by: number },
): Promise<boolean> {
  const rows = await tx
    .update(inspectionBookings)
    .set({ result: result.result, resultNotes: result.notes, resultBy: result.by, resultAt: sql`now()` })
    .where(and(eq(inspectionBookings.id, bookingId), isNull(inspectionBookings.result)))
    .returning({ id: inspectionBookings.id });
  return rows.length === 1;
}

export async function insertPhoto(tx: Executor, row: typeof inspectionPhotos.$inferInsert): Promise<void> {
  await tx.insert(inspectionPhotos).values(row);
}

export async function photoCount(tx: Executor, bookingId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(inspectionPhotos)
    .where(eq(inspectionPhotos.bookingId, bookingId));
  return row?.n ?? 0;
}

/**
 * The photos among `ids` uploaded for this booking, locked until the result's transaction ends: the unused-photo
 * cleanup skips a locked photo, so a photo a result is naming is never deleted under it (ADR 0079).
 */
export function photosOfBooking(tx: Executor, bookingId: number, ids: string[]): Promise<PhotoRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return tx
    .select()
    .from(inspectionPhotos)
    .where(and(eq(inspectionPhotos.bookingId, bookingId), inArray(inspectionPhotos.id, ids)))
    .for('update');
}

export async function markInResult(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length) await tx.update(inspectionPhotos).set({ inResult: true }).where(inArray(inspectionPhotos.id, ids));
}

/** The photos each booking's result carries, oldest first. */
export async function resultPhotos(db: Executor, bookingIds: number[]): Promise<Map<number, string[]>> {
  const found = new Map<number, string[]>();
  if (!bookingIds.length) return found;
  const rows = await db
    .select({ id: inspectionPhotos.id, bookingId: inspectionPhotos.bookingId })
    .from(inspectionPhotos)
    .where(and(inArray(inspectionPhotos.bookingId, bookingIds), eq(inspectionPhotos.inResult, true)))
    .orderBy(asc(inspectionPhotos.createdAt), asc(inspectionPhotos.id));
  for (const row of rows) found.set(row.bookingId, [...(found.get(row.bookingId) ?? []), row.id]);
  return found;
}

/** A photo of one of the council's bookings, with the application it is of. */
export async function photoOfCouncil(db: Executor, councilId: number, photoId: string) {
  const [row] = await db
    .select({ photo: inspectionPhotos, applicationId: requiredInspections.applicationId })
    .from(inspectionPhotos)
    .innerJoin(inspectionBookings, eq(inspectionBookings.id, inspectionPhotos.bookingId))
    .innerJoin(requiredInspections, eq(requiredInspections.id, inspectionBookings.requiredInspectionId))
    .innerJoin(inspectionTypes, eq(inspectionTypes.id, inspectionBookings.inspectionTypeId))
    .where(and(eq(inspectionPhotos.id, photoId), eq(inspectionTypes.councilId, councilId)));
  return row;
}

/** A photo a recorded result of the application carries (one uploaded but never sent with a result is the council's only). */
export async function photoOfApplication(db: Executor, applicationId: number, photoId: string) {
  const [row] = await db
    .select({ photo: inspectionPhotos })
    .from(inspectionPhotos)
    .innerJoin(inspectionBookings, eq(inspectionBookings.id, inspectionPhotos.bookingId))
    .innerJoin(requiredInspections, eq(requiredInspections.id, inspectionBookings.requiredInspectionId))
    .where(
      and(
        eq(inspectionPhotos.id, photoId),
        eq(requiredInspections.applicationId, applicationId),
        eq(inspectionPhotos.inResult, true),
      ),
    );
  return row?.photo;
}

/**
 * Deletes up to `limit` photos uploaded before `before` that no recorded result names, oldest first, and answers
 * their stored files' keys. A result being recorded holds its photos' rows (it marks them in_result in its
 * transaction): those are skipped, and once it commits they are used and stay.
 */
export async function deleteUnusedPhotos(tx: Executor, before: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .delete(inspectionPhotos)
    .where(
      inArray(
        inspectionPhotos.id,
        sql`(select ${inspectionPhotos.id} from ${inspectionPhotos}
          where not ${inspectionPhotos.inResult} and ${inspectionPhotos.createdAt} < ${before.toISOString()}
          order by ${inspectionPhotos.createdAt} limit ${limit} for update skip locked)`,
      ),
    )
    .returning({ storedName: inspectionPhotos.storedName });
  return rows.map((r) => r.storedName);
}
