import { addCalendarDays, isWorkingDay, nzCalendarDate, type CalendarDate } from '../lifecycle/workingDays.js';
import { BOOKING_CUTOFF_HOUR, BOOKING_HORIZON_DAYS, inspectionMessages as m } from './messages.js';

export const INSPECTION_PERIODS = ['morning', 'afternoon'] as const;
export type InspectionPeriod = (typeof INSPECTION_PERIODS)[number];

/** The hours (New Zealand time) each half-day slot covers: what the calendar file and the screens say. */
export const PERIOD_HOURS: Record<InspectionPeriod, { start: number; end: number; label: string }> = {
  morning: { start: 8, end: 12, label: 'morning (8am to 12pm)' },
  afternoon: { start: 12, end: 16, label: 'afternoon (12pm to 4pm)' },
};

const nzParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Pacific/Auckland',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The wall-clock time an instant shows in New Zealand, read as if it were UTC (for finding the offset). */
function nzWallClockAsUtc(at: number): number {
  const p = Object.fromEntries(nzParts.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
}

/** The instant of `hour`:00 on a New Zealand calendar day (NZST or NZDT, whichever is in force then). */
export function nzTime(date: CalendarDate, hour: number): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(y, mo - 1, d, hour);
  let at = wanted - 12 * 3_600_000;
  // Two steps settle it: the offset found at the first guess is right unless a daylight-saving change lies between.
  for (let i = 0; i < 2; i++) at += wanted - nzWallClockAsUtc(at);
  return new Date(at);
}

/** The working day before `date`. */
export function previousWorkingDay(date: CalendarDate): CalendarDate {
  let day = addCalendarDays(date, -1);
  while (!isWorkingDay(day)) day = addCalendarDays(day, -1);
  return day;
}

/** The moment after which an inspection on `date` can no longer be booked, moved or cancelled: 4pm the working day before. */
export function bookingCutoff(date: CalendarDate): Date {
  return nzTime(previousWorkingDay(date), BOOKING_CUTOFF_HOUR);
}

/** Why an inspection cannot be booked on `date` at `now`, or null when it can (a working day, before its cut-off, within the horizon). */
export function bookingDateProblem(date: CalendarDate, now: Date): string | null {
  if (!isWorkingDay(date)) return m.notWorkingDay;
  if (now.getTime() >= bookingCutoff(date).getTime()) return m.tooSoon;
  if (date > addCalendarDays(nzCalendarDate(now), BOOKING_HORIZON_DAYS)) return m.tooFar;
  return null;
}

/** Whether a booking on `date` may still be cancelled or moved at `now`. */
export function bookingChangeable(date: CalendarDate, now: Date): boolean {
  return now.getTime() < bookingCutoff(date).getTime();
}

/** The working days from the first bookable one at `now`, `count` of them: the days the booking screen offers. */
export function bookableDays(now: Date, count: number): CalendarDate[] {
  const days: CalendarDate[] = [];
  let day = addCalendarDays(nzCalendarDate(now), 1);
  while (days.length < count) {
    if (bookingDateProblem(day, now) === m.tooFar) break;
    if (bookingDateProblem(day, now) === null) days.push(day);
    day = addCalendarDays(day, 1);
  }
  return days;
}
