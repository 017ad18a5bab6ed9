import {
  bookableDays,
  bookingChangeable,
  bookingCutoff,
  bookingDateProblem,
  inspectionAreaFor,
  inspectionMessages as m,
  resultOutcome,
  resumePath,
  type InspectionSlotInput,
  type InspectionState,
  type RequiredInspectionItem,
  type SiteLocality,
} from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { ApplicationAccess, ApplicationRow } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import type { AboutApplication } from '../mail/applicationMails.js';
import type { MailService } from '../mail/service.js';
import type { MailContent } from '../mail/templates.js';
import type { ApplicationFacts, ApplicationRecipients } from '../notifications/applicationFacts.js';
import { bookingCalendar } from './calendar.js';
import { bookingCancelledMail, bookingConfirmedMail, inspectionTomorrowMail } from './mails.js';
import * as areasRepo from './areasRepo.js';
import * as repo from './repo.js';
import { resultPhotos } from './resultsRepo.js';

/** How many bookable working days the booking screen offers. */
const DAYS_OFFERED = 15;

type Required = { typeId: number; notes?: string | undefined }[];
type Slot = InspectionSlotInput;

interface Deps {
  access: ApplicationAccess;
  mail: MailService;
  facts: ApplicationFacts;
  recipients: ApplicationRecipients;
  userName: (tx: Executor, id: number) => Promise<{ fullName: string } | undefined>;
  /** The suburb and town of the application's site (its active parcel), null before a site is saved. */
  siteLocality: (tx: Executor, appId: number) => Promise<SiteLocality | null>;
}

export type InspectionService = ReturnType<typeof createInspectionService>;

/**
 * A required inspection's state from its bookings (newest first, cancelled left out): its open booking, else its
 * latest result. Only the latest result counts: a failure followed by a passed re-inspection is passed (ADR 0072).
 */
function stateOf(bookings: repo.BookingRow[], now: Date) {
  const open = bookings.find((b) => b.result === null) ?? null;
  const decided = bookings.find((b) => b.result !== null) ?? null;
  const state: InspectionState = open ? 'booked' : (decided?.result ?? 'not_booked');
  const failedLast = decided !== null && decided.result !== 'passed';
  return {
    state,
    booking: open && {
      id: open.id,
      date: open.slotDate,
      period: open.period,
      changeableUntil: bookingCutoff(open.slotDate).toISOString(),
      changeable: bookingChangeable(open.slotDate, now),
    },
    resultOn: decided?.resultAt ? decided.resultAt.toISOString().slice(0, 10) : null,
    reinspectionRequired: !open && failedLast,
    reinspection: open !== null && failedLast,
    decided,
  };
}

/**
 * The inspections a consent requires and their bookings (issue 32.2-3, ADR 0067). The officer's choice is recorded
 * with the grant; the owner, the agent or an editor books each in the council's slots through the one access check.
 * The site's locality picks its inspection area (ADR 0077); a booking takes the capacity row of its type in that area
 * before counting the slot's bookings, so a slot is never booked past its capacity however many people book it at
 * once, and the areas' slots are counted apart.
 */
export function createInspectionService(db: () => Db, deps: Deps) {
  /** The chosen types with their names, checked against the council's current list (inside the caller's transaction or not). */
  async function named(tx: Executor, councilId: number, items: Required) {
    const types = new Map((await repo.typesOf(tx, councilId)).map((t) => [t.id, t]));
    return items.map((item) => {
      const type = types.get(item.typeId);
      if (!type || type.retiredAt) throw badRequest([m.typeNotOfCouncil]);
      return { typeId: type.id, name: type.name, notes: item.notes?.trim() || null };
    });
  }

  async function listOf(tx: Executor, appId: number, now: Date): Promise<RequiredInspectionItem[]> {
    const required = await repo.requiredOf(tx, appId);
    const bookings = await repo.bookingsOf(
      tx,
      required.map((r) => r.required.id),
    );
    const photos = await resultPhotos(
      tx,
      bookings.filter((b) => b.result !== null).map((b) => b.id),
    );
    const items: RequiredInspectionItem[] = [];
    for (const { required: r, name } of required) {
      const { decided, ...state } = stateOf(
        bookings.filter((b) => b.requiredInspectionId === r.id),
        now,
      );
      const by = decided?.resultBy ? await deps.userName(tx, decided.resultBy) : undefined;
      items.push({
        id: r.id,
        name,
        notes: r.notes,
        ...state,
        latestResult:
          decided?.result && decided.resultAt
            ? {
                outcome: resultOutcome(decided.result),
                notes: decided.resultNotes,
                photoIds: photos.get(decided.id) ?? [],
                recordedAt: decided.resultAt.toISOString(),
                recordedBy: by?.fullName ?? 'Former council member',
              }
            : null,
      });
    }
    return items;
  }

  /**
   * Whether every inspection the consent requires has passed, each by its latest result (a failure passed on
   * re-inspection counts as passed): the CCC's check (ADR 0068, 0072). True when the consent requires none.
   */
  async function allPassed(tx: Executor, appId: number): Promise<boolean> {
    return (await listOf(tx, appId, new Date())).every((i) => i.state === 'passed');
  }

  async function oneOf(tx: Executor, appId: number, inspectionId: number, now: Date) {
    const found = (await listOf(tx, appId, now)).find((i) => i.id === inspectionId);
    if (!found) throw notFound(m.requiredNotFound);
    return found;
  }

  /** The application if this user may book its inspections: the owner or an editor, once granted. */
  async function bookable(user: SessionUser, appId: number): Promise<ApplicationRow> {
    const row = await deps.access.access(user, appId, 'edit');
    if (row.status !== 'granted') throw conflict(m.notGranted);
    return row;
  }

  /** An application's bookings may change on a day at least one working day ahead (the slot's date checked first). */
  async function bookableFor(user: SessionUser, appId: number, slot: Slot, now: Date): Promise<ApplicationRow> {
    const row = await bookable(user, appId);
    const problem = bookingDateProblem(slot.date, now);
    if (problem) throw badRequest([problem]);
    return row;
  }

  /** The consent's required inspection, with its type and name, in the caller's transaction. */
  async function requiredWithin(tx: Executor, appId: number, inspectionId: number) {
    const found = (await repo.requiredOf(tx, appId)).find((r) => r.required.id === inspectionId);
    if (!found) throw notFound(m.requiredNotFound);
    return found;
  }

  /** Queues one mail per recipient (owner and collaborators) in the booking's transaction. */
  async function tell(
    tx: Executor,
    row: ApplicationRow,
    kind: string,
    content: (facts: AboutApplication) => MailContent,
  ) {
    const facts = await deps.facts.facts(tx, row);
    const link = deps.mail.link(resumePath({ appId: row.id, param: row.param, completed: row.completed }, () => 0));
    for (const r of await deps.recipients(tx, row)) {
      await deps.mail.queue(tx, kind, r.email, content({ ...facts, fullName: r.fullName, link }));
    }
  }

  const host = () => new URL(deps.mail.link('/')).host || 'localhost';

  /** Mails the booking's confirmation, with its calendar file, to everyone told about the application. */
  async function confirm(
    tx: Executor,
    row: ApplicationRow,
    bookingId: number,
    name: string,
    slot: Slot,
    moved: boolean,
  ) {
    await tell(tx, row, moved ? 'inspection-moved' : 'inspection-booked', (facts) => ({
      ...bookingConfirmedMail(facts, { inspectionName: name, ...slot }, moved),
      attachments: [
        bookingCalendar(
          {
            bookingId,
            inspectionName: name,
            ...slot,
            siteAddress: facts.siteAddress,
            reference: facts.reference,
            councilName: facts.councilName,
            // Each move is a new version of the same calendar event; seconds since the epoch only grow.
            sequence: moved ? Math.floor(Date.now() / 1000) : 0,
          },
          host(),
        ),
      ],
    }));
  }

  /** The inspection area the application's site falls in: by its suburb, else its town, else the council's default. */
  async function areaOf(tx: Executor, row: ApplicationRow) {
    const areas = await areasRepo.areasOf(tx, row.councilId);
    const area = inspectionAreaFor(areas, await deps.siteLocality(tx, row.id));
    if (!area) throw notFound(m.areaNotFound);
    return area;
  }

  /** Locks the type's capacity in the area and checks the slot has room: what every booking and move does first. */
  async function claimSlot(tx: Executor, typeId: number, areaId: number, slot: Slot) {
    const capacity = await areasRepo.lockCapacity(tx, areaId, typeId);
    const places = !capacity ? 0 : slot.period === 'morning' ? capacity.morningSlots : capacity.afternoonSlots;
    if ((await repo.taken(tx, { typeId, areaId, ...slot })) >= places) throw conflict(m.slotFull);
  }

  return {
    /** The officer's chosen inspections with their names, for form 5 (refused when one is not on the council's list). */
    names: (councilId: number, items: Required) => named(db(), councilId, items),

    /** In the grant's transaction: the consent's required inspections, recorded against the grant's event. */
    async recordRequired(
      tx: Executor,
      event: { id: number; applicationId: number },
      councilId: number,
      items: Required,
    ) {
      const chosen = await named(tx, councilId, items);
      await repo.recordRequired(
        tx,
        chosen.map((c, i) => ({
          applicationId: event.applicationId,
          inspectionTypeId: c.typeId,
          eventId: event.id,
          sortOrder: i + 1,
          notes: c.notes,
        })),
      );
    },

    /** In the CCC's issue (ADR 0068): whether every required inspection of the consent has passed, by its latest result. */
    allPassed: (tx: Executor, appId: number) => allPassed(tx, appId),

    /** The consent's required inspections with their state, for anyone who may read the application. */
    async list(user: SessionUser, appId: number, now = new Date()) {
      const row = await deps.access.access(user, appId, 'read');
      return listOf(db(), row.id, now);
    },

    /** The inspection area the site falls in, and its bookable slots for one required inspection with the places left. */
    async slots(user: SessionUser, appId: number, inspectionId: number, now = new Date()) {
      const row = await deps.access.access(user, appId, 'read');
      const found = (await repo.requiredOf(db(), row.id)).find((r) => r.required.id === inspectionId);
      if (!found) throw notFound(m.requiredNotFound);
      const area = await areaOf(db(), row);
      const days = bookableDays(now, DAYS_OFFERED);
      const first = days[0];
      const last = days.at(-1);
      const capacity = await areasRepo.capacityOf(db(), area.id, found.type.id);
      const taken = first && last ? await repo.takenBetween(db(), found.type.id, area.id, first, last) : new Map();
      const slots = days.flatMap((date) =>
        (['morning', 'afternoon'] as const).map((period) => ({
          date,
          period,
          available: Math.max(
            0,
            (period === 'morning' ? (capacity?.morningSlots ?? 0) : (capacity?.afternoonSlots ?? 0)) -
              (taken.get(`${date}/${period}`) ?? 0),
          ),
        })),
      );
      return { area: { id: area.id, name: area.name }, slots };
    },

    async book(user: SessionUser, appId: number, inspectionId: number, slot: Slot, now = new Date()) {
      const row = await bookableFor(user, appId, slot, now);
      const inspection = await db().transaction(async (tx) => {
        const found = await requiredWithin(tx, row.id, inspectionId);
        await repo.lockRequired(tx, inspectionId);
        const area = await areaOf(tx, row);
        await claimSlot(tx, found.type.id, area.id, slot);
        const current = await oneOf(tx, row.id, inspectionId, now);
        if (current.state === 'booked') throw conflict(m.alreadyBooked);
        if (current.state === 'passed') throw conflict(m.alreadyPassed);
        const booking = await repo.insertBooking(tx, {
          requiredInspectionId: inspectionId,
          inspectionTypeId: found.type.id,
          areaId: area.id,
          slotDate: slot.date,
          period: slot.period,
          bookedBy: user.id,
        });
        await confirm(tx, row, booking.id, found.name, slot, false);
        return oneOf(tx, row.id, inspectionId, now);
      });
      deps.mail.sendSoon();
      return inspection;
    },

    async move(user: SessionUser, appId: number, inspectionId: number, slot: Slot, now = new Date()) {
      const row = await bookableFor(user, appId, slot, now);
      const inspection = await db().transaction(async (tx) => {
        const found = await requiredWithin(tx, row.id, inspectionId);
        await repo.lockRequired(tx, inspectionId);
        const { booking } = await oneOf(tx, row.id, inspectionId, now);
        if (!booking) throw conflict(m.noBooking);
        if (!booking.changeable) throw conflict(m.pastCutoff);
        if (booking.date === slot.date && booking.period === slot.period) return oneOf(tx, row.id, inspectionId, now);
        const area = await areaOf(tx, row);
        await claimSlot(tx, found.type.id, area.id, slot);
        await repo.moveBooking(tx, booking.id, { areaId: area.id, slotDate: slot.date, period: slot.period });
        await confirm(tx, row, booking.id, found.name, slot, true);
        return oneOf(tx, row.id, inspectionId, now);
      });
      deps.mail.sendSoon();
      return inspection;
    },

    async cancel(user: SessionUser, appId: number, inspectionId: number, now = new Date()) {
      const row = await bookable(user, appId);
      const inspection = await db().transaction(async (tx) => {
        const found = await requiredWithin(tx, row.id, inspectionId);
        await repo.lockRequired(tx, inspectionId);
        const { booking } = await oneOf(tx, row.id, inspectionId, now);
        if (!booking) throw conflict(m.noBooking);
        if (!booking.changeable) throw conflict(m.pastCutoff);
        await repo.cancelBooking(tx, booking.id);
        await tell(tx, row, 'inspection-cancelled', (facts) => ({
          ...bookingCancelledMail(facts, { inspectionName: found.name, date: booking.date, period: booking.period }),
          attachments: [
            bookingCalendar(
              {
                bookingId: booking.id,
                inspectionName: found.name,
                date: booking.date,
                period: booking.period,
                siteAddress: facts.siteAddress,
                reference: facts.reference,
                councilName: facts.councilName,
                sequence: Math.floor(Date.now() / 1000),
                cancelled: true,
              },
              host(),
            ),
          ],
        }));
        return oneOf(tx, row.id, inspectionId, now);
      });
      deps.mail.sendSoon();
      return inspection;
    },

    /**
     * The day-before reminder (issue 32.3): each open booking on `date` (tomorrow when the daily job runs) is marked
     * reminded for that date in the transaction that queues its mails, so it is sent once however often the job
     * runs; a booking moved to another day is reminded again for its new day.
     */
    async remindFor(date: string): Promise<number> {
      let queued = 0;
      for (const due of await repo.bookingsToRemind(db(), date)) {
        queued += await db().transaction(async (tx) => {
          if (!(await repo.markReminded(tx, due.id, date))) return 0;
          const row = await deps.facts.byId(tx, due.applicationId);
          if (!row) return 0;
          const required = await repo.requiredOf(tx, row.id);
          const bookings = await repo.bookingsOf(
            tx,
            required.map((r) => r.required.id),
          );
          const booking = bookings.find((b) => b.id === due.id);
          const name = required.find((r) => r.required.id === booking?.requiredInspectionId)?.name;
          if (!booking || !name) return 0;
          let n = 0;
          await tell(tx, row, 'inspection-reminder', (facts) => {
            n++;
            return inspectionTomorrowMail(facts, { inspectionName: name, date, period: booking.period });
          });
          return n;
        });
      }
      if (queued) deps.mail.sendSoon();
      return queued;
    },
  };
}
