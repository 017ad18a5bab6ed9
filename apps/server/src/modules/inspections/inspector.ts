import { randomUUID } from 'node:crypto';
import {
  INSPECTION_BOOKING_PHOTOS_MAX,
  grantDetailsSchema,
  inspectionMessages as m,
  needsReinspection,
  nzCalendarDate,
  outcomeAction,
  outcomeResult,
  resultOutcome,
  resumePath,
  siteMapUrl,
  type InspectionResultInput,
  type InspectionRunItem,
  type LifecycleActor,
  type StaffReadAction,
} from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { StoredFileMissing, type FileStorage } from '../../storage/index.js';
import type { ApplicationAccess } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import { councilAccess } from '../council/access.js';
import type { IncomingFile } from '../documents/service.js';
import type { MailService } from '../mail/service.js';
import type { ApplicationFacts, ApplicationRecipients } from '../notifications/applicationFacts.js';
import { inspectionResultMail } from './mails.js';
import { readPhoto, storePhoto } from './photos.js';
import * as repo from './repo.js';
import * as results from './resultsRepo.js';

type SitePlace = { address: string; latitude: number | null; longitude: number | null };

export interface InspectorDeps {
  access: ApplicationAccess;
  mail: MailService;
  facts: ApplicationFacts;
  recipients: ApplicationRecipients;
  storage: FileStorage;
  sitePlaces: (appIds: number[], tx: Executor) => Promise<Map<number, SitePlace>>;
  userName: (tx: Executor, id: number) => Promise<{ fullName: string } | undefined>;
  /** The grant event's details (the consent's conditions), read through the lifecycle. */
  grantDetails: (tx: Executor, applicationId: number, eventId: number) => Promise<unknown>;
  recordEvent: (
    tx: Executor,
    event: Parameters<typeof import('../lifecycle/moneyEvents.js').recordInspectionEvent>[1],
  ) => Promise<void>;
  /** Appends a staff read of an application to the council's access log (issue 29.4). */
  staffRead: (user: SessionUser, appId: number, action: StaffReadAction) => Promise<void>;
}

export type InspectorService = ReturnType<typeof createInspectorService>;
type BookingRow = NonNullable<Awaited<ReturnType<typeof results.bookingOfCouncil>>>;

/**
 * The inspector's side of inspections (issue 32.4, ADR 0072): the council's run for a day, photos uploaded one by
 * one, and a result recorded once on the booking, on the timeline (an action the council's report counts) and in a
 * mail to the owner and collaborators. Only members of the booking's council reach any of it; anyone else is told
 * there is no such council or booking (404). A failed or partially passed result leaves the required inspection to
 * be booked again: the applicant's list says "Re-inspection required".
 */
export function createInspectorService(db: () => Db, deps: InspectorDeps) {
  /** The council routes' one access check: another council's staff are told 404, an applicant 403 (issue 18.1). */
  async function member(user: SessionUser, councilId: number): Promise<LifecycleActor> {
    return (await councilAccess(db(), user, { councilId })).role;
  }

  /** The run's items for these bookings, read inside the caller's transaction (PGlite has one connection). */
  async function itemsOf(tx: Executor, rows: BookingRow[]): Promise<InspectionRunItem[]> {
    const appIds = [...new Set(rows.map((r) => r.required.applicationId))];
    const places = await deps.sitePlaces(appIds, tx);
    const earlier = await repo.bookingsOf(tx, [...new Set(rows.map((r) => r.required.id))]);
    const photos = await results.resultPhotos(
      tx,
      rows.map((r) => r.booking.id),
    );
    const items: InspectionRunItem[] = [];
    for (const { booking, required, inspectionName } of rows) {
      const application = await deps.facts.byId(tx, required.applicationId);
      const granted = grantDetailsSchema.safeParse(
        (await deps.grantDetails(tx, required.applicationId, required.eventId)) ?? {},
      );
      const place = places.get(required.applicationId);
      const by = booking.resultBy === null ? undefined : await deps.userName(tx, booking.resultBy);
      items.push({
        bookingId: booking.id,
        applicationId: required.applicationId,
        consentNumber: application?.bcNumber ?? null,
        date: booking.slotDate,
        period: booking.period,
        bookedAt: booking.createdAt.toISOString(),
        siteAddress: place?.address || 'No site address given',
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        mapUrl: siteMapUrl(place?.address ?? '', place?.latitude ?? null, place?.longitude ?? null),
        inspectionName,
        inspectionNotes: required.notes,
        conditions: granted.success ? (granted.data.conditions ?? []) : [],
        reinspection: earlier.some(
          (b) =>
            b.requiredInspectionId === required.id && b.id < booking.id && b.result !== null && b.result !== 'passed',
        ),
        result:
          booking.result === null || booking.resultAt === null
            ? null
            : {
                outcome: resultOutcome(booking.result),
                notes: booking.resultNotes,
                photoIds: photos.get(booking.id) ?? [],
                recordedAt: booking.resultAt.toISOString(),
                recordedBy: by?.fullName ?? 'Former council member',
              },
      });
    }
    return items;
  }

  async function itemOf(tx: Executor, row: BookingRow): Promise<InspectionRunItem> {
    const [item] = await itemsOf(tx, [row]);
    if (!item) throw notFound(m.bookingNotFound);
    return item;
  }

  async function bookingOf(tx: Executor, councilId: number, bookingId: number, lock = false) {
    const row = await results.bookingOfCouncil(tx, councilId, bookingId, lock);
    if (!row) throw notFound(m.bookingNotFound);
    return row;
  }

  /** Whether the result sent is the one recorded: a resend without its Idempotency-Key is answered, not refused. */
  function sameResult(row: BookingRow, input: InspectionResultInput, photoIds: string[]): boolean {
    return (
      row.booking.result === outcomeResult[input.outcome] &&
      (row.booking.resultNotes ?? '') === (input.notes ?? '') &&
      [...photoIds].sort().join() === [...input.photoIds].sort().join()
    );
  }

  return {
    /** Refuses whoever is not a member of the council: a route checks it before it reads a request's upload. */
    member,
    /** The council's run on `date` (today in New Zealand when not given), in slot order; each application's read logged. */
    async run(user: SessionUser, councilId: number, date: string | undefined, now = new Date()) {
      await member(user, councilId);
      const day = date ?? nzCalendarDate(now);
      const items = await db().transaction(async (tx) => itemsOf(tx, await results.runOf(tx, councilId, day)));
      for (const appId of new Set(items.map((i) => i.applicationId))) await deps.staffRead(user, appId, 'inspection');
      return { date: day, inspections: items };
    },

    /** Stores one photo for a booking, stripped of its location metadata, under a generated key. */
    async uploadPhoto(user: SessionUser, councilId: number, bookingId: number, file: IncomingFile) {
      let row: BookingRow;
      try {
        await member(user, councilId);
        row = await bookingOf(db(), councilId, bookingId);
        if (row.booking.cancelledAt) throw conflict(m.bookingCancelledNoResult);
        if (row.booking.result !== null) throw conflict(m.photoAfterResult);
        if ((await results.photoCount(db(), bookingId)) >= INSPECTION_BOOKING_PHOTOS_MAX) throw conflict(m.photosFull);
      } catch (err) {
        file.stream.resume();
        throw err;
      }
      const photo = await readPhoto(file);
      const stored = await storePhoto(deps.storage, photo);
      const id = randomUUID();
      try {
        await results.insertPhoto(db(), { id, bookingId: row.booking.id, uploadedBy: user.id, ...stored });
      } catch (err) {
        await deps.storage.delete(stored.storedName).catch(() => {});
        throw err;
      }
      return { photoId: id, contentType: stored.contentType, size: stored.size };
    },

    /**
     * Records the inspector's result once: on the booking, its photos, an event on the timeline and a mail to the
     * owner and collaborators, in one transaction. The same result sent again answers it (created: false); a
     * different one is refused (409). The booking's row is locked first, so two sends at once are decided in turn.
     */
    async recordResult(
      user: SessionUser,
      councilId: number,
      bookingId: number,
      input: InspectionResultInput,
      now = new Date(),
    ) {
      const actor = await member(user, councilId);
      const notes = input.notes?.trim() || null;
      const answer = await db().transaction(async (tx) => {
        const row = await bookingOf(tx, councilId, bookingId, true);
        if (row.booking.cancelledAt) throw conflict(m.bookingCancelledNoResult);
        if (row.booking.result !== null) {
          const recorded = (await results.resultPhotos(tx, [row.booking.id])).get(row.booking.id) ?? [];
          if (!sameResult(row, { ...input, notes: notes ?? undefined }, recorded))
            throw conflict(m.resultAlreadyRecorded);
          return { created: false, item: await itemOf(tx, row) };
        }
        if (row.booking.slotDate > nzCalendarDate(now)) throw badRequest([m.resultBeforeDay]);
        const photos = await results.photosOfBooking(tx, row.booking.id, input.photoIds);
        if (photos.length !== input.photoIds.length) throw badRequest([m.photoNotOfBooking]);
        const written = await results.recordResult(tx, row.booking.id, {
          result: outcomeResult[input.outcome],
          notes,
          by: user.id,
        });
        // The row lock above makes this unreachable; the conditional update keeps one result even without it.
        if (!written) throw conflict(m.resultAlreadyRecorded);
        await results.markInResult(tx, input.photoIds);
        const details = {
          bookingId: row.booking.id,
          requiredInspectionId: row.required.id,
          inspectionName: row.inspectionName,
          outcome: input.outcome,
          notes,
          photoCount: input.photoIds.length,
        };
        await deps.recordEvent(tx, {
          applicationId: row.required.applicationId,
          userId: user.id,
          actor,
          action: outcomeAction[input.outcome],
          details,
        });
        const application = await deps.facts.byId(tx, row.required.applicationId);
        if (application) {
          const facts = await deps.facts.facts(tx, application);
          const link = deps.mail.link(
            resumePath({ appId: application.id, param: application.param, completed: application.completed }, () => 0),
          );
          const kind = needsReinspection(input.outcome) ? 'inspection-reinspection-required' : 'inspection-passed';
          for (const r of await deps.recipients(tx, application))
            await deps.mail.queue(
              tx,
              kind,
              r.email,
              inspectionResultMail(
                { ...facts, fullName: r.fullName, link },
                { ...details, date: row.booking.slotDate },
              ),
            );
        }
        return { created: true, item: await itemOf(tx, await bookingOf(tx, councilId, bookingId)) };
      });
      if (answer.created) deps.mail.sendSoon();
      return { created: answer.created, inspection: answer.item };
    },

    /** A photo for a member of the booking's council (the read logged). */
    async councilPhoto(user: SessionUser, councilId: number, photoId: string) {
      await member(user, councilId);
      const found = await results.photoOfCouncil(db(), councilId, photoId);
      if (!found) throw notFound(m.photoNotFound);
      const body = await open(found.photo);
      await deps.staffRead(user, found.applicationId, 'inspection');
      return { photo: found.photo, body };
    },

    /** A photo a recorded result carries, for whoever may read the application (the one access check). */
    async applicantPhoto(user: SessionUser, appId: number, photoId: string) {
      const application = await deps.access.access(user, appId, 'read');
      const photo = await results.photoOfApplication(db(), application.id, photoId);
      if (!photo) throw notFound(m.photoNotFound);
      return { photo, body: await open(photo) };
    },
  };

  async function open(photo: results.PhotoRow) {
    try {
      return await deps.storage.get(photo.storedName);
    } catch (err) {
      if (err instanceof StoredFileMissing) throw notFound(m.photoNotFound);
      throw err;
    }
  }
}
