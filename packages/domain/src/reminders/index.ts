import { STATUTORY_WORKING_DAYS, type StatutoryClock } from '../lifecycle/clock.js';
import { addCalendarDays, isWorkingDay, nzCalendarDate } from '../lifecycle/workingDays.js';

/** Issue 32.6: the applicant is reminded of a request for further information still open after this many working days. */
export const INFORMATION_REMINDER_WORKING_DAYS = 10;
/** Issue 32.6: the officer is reminded on this working day of the 20 (s48) a decision is due in. */
export const OFFICER_REMINDER_DAY = 15;

/**
 * The working days after `from` up to and including `now`, both as New Zealand calendar days: the day of the
 * event is day 0, as the statutory clock counts (clock.ts).
 */
export function workingDaysSince(from: Date, now: Date): number {
  const last = nzCalendarDate(now);
  let days = 0;
  for (let day = addCalendarDays(nzCalendarDate(from), 1); day <= last; day = addCalendarDays(day, 1)) {
    if (isWorkingDay(day)) days += 1;
  }
  return days;
}

/** Whether a request for further information made at `requestedAt`, still open, is due its reminder by `now`. */
export function informationReminderDue(requestedAt: Date, now: Date): boolean {
  return workingDaysSince(requestedAt, now) >= INFORMATION_REMINDER_WORKING_DAYS;
}

/** Whether the officer is due the reminder: the clock runs and working day 15 of 20 has come, and 20 has not passed. */
export function officerReminderDue(clock: StatutoryClock): boolean {
  return clock.running && clock.daysUsed >= OFFICER_REMINDER_DAY && clock.daysUsed <= STATUTORY_WORKING_DAYS;
}
