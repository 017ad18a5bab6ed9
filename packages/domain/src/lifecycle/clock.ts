import type { LifecycleAction } from './machine.js';
import { addCalendarDays, isWorkingDay, nzCalendarDate, type CalendarDate } from './workingDays.js';

/** Building Act 2004 s48: a decision within 20 working days after the application is received (here: accepted). */
export const STATUTORY_WORKING_DAYS = 20;

export interface ClockEvent {
  action: LifecycleAction;
  at: Date;
}

export interface StatutoryClock {
  /** Whether the application has been accepted, which starts the clock. */
  started: boolean;
  /** Counting now: accepted, no request for further information open, no decision and not withdrawn. */
  running: boolean;
  daysUsed: number;
  daysRemaining: number;
  /** More than the 20 working days used (a decision on day 20 is in time). */
  overdue: boolean;
  /** The day working day 20 falls (or fell) on; unknown while a request for information is open. */
  dueDate: CalendarDate | null;
}

const ENDING: readonly LifecycleAction[] = ['grant', 'refuse', 'withdraw'];

/**
 * The statutory clock over an application's events, as of `now` (issue 18 point 4).
 *
 * Counting convention, explicit because the Act leaves it to the Legislation Act 2019 s54: a period "after" an
 * event does not include the day of the event. So:
 * - the day of acceptance is day 0; the first working day after it is day 1, and the decision is due by the end
 *   of working day 20. The day in progress counts as used (the council has it to work in).
 * - A request for further information suspends the period (s48(2)). The day the request is made counts (the
 *   application was with the council that day); the days after it are not counted up to and including the day
 *   the information is provided, which is day 0 of the resumed period, as acceptance is of the first. A request
 *   made and answered on the same day suspends nothing.
 * - A decision (grant or refusal) or a withdrawal stops the clock on its day, which counts.
 */
export function statutoryClock(events: readonly ClockEvent[], now: Date): StatutoryClock {
  const acceptance = events.find((e) => e.action === 'accept');
  if (!acceptance) {
    return {
      started: false,
      running: false,
      daysUsed: 0,
      daysRemaining: STATUTORY_WORKING_DAYS,
      overdue: false,
      dueDate: null,
    };
  }
  const after = events.filter((e) => e.at >= acceptance.at);
  const end = after.find((e) => ENDING.includes(e.action));
  const lastDay = nzCalendarDate(end ? end.at : now);

  const suspended: [CalendarDate, CalendarDate][] = [];
  let openSince: CalendarDate | null = null;
  for (const event of after) {
    if (event.action === 'requestInformation') openSince = nzCalendarDate(event.at);
    if (event.action === 'provideInformation' && openSince) {
      suspended.push([openSince, nzCalendarDate(event.at)]);
      openSince = null;
    }
  }
  const requestOpen = openSince !== null && !end;
  if (openSince) suspended.push([openSince, lastDay]);
  const isSuspended = (day: CalendarDate) => suspended.some(([from, to]) => day > from && day <= to);
  const counts = (day: CalendarDate) => isWorkingDay(day) && !isSuspended(day);

  let daysUsed = 0;
  let dueDate: CalendarDate | null = null;
  for (let day = addCalendarDays(nzCalendarDate(acceptance.at), 1); day <= lastDay; day = addCalendarDays(day, 1)) {
    if (!counts(day)) continue;
    daysUsed += 1;
    if (daysUsed === STATUTORY_WORKING_DAYS) dueDate = day;
  }
  const running = !end && !requestOpen;
  if (running && !dueDate) {
    // Only working days lie ahead (no suspension is open), so walk forward to day 20.
    let day = lastDay;
    for (let used = daysUsed; used < STATUTORY_WORKING_DAYS;) {
      day = addCalendarDays(day, 1);
      if (isWorkingDay(day)) used += 1;
    }
    dueDate = day;
  }
  return {
    started: true,
    running,
    daysUsed,
    daysRemaining: Math.max(0, STATUTORY_WORKING_DAYS - daysUsed),
    overdue: daysUsed > STATUTORY_WORKING_DAYS,
    dueDate,
  };
}
