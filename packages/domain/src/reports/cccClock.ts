import { statutoryClock, type ClockEvent, type StatutoryClock } from '../lifecycle/clock.js';
import { nzCalendarDate, type CalendarDate } from '../lifecycle/workingDays.js';

/**
 * The code compliance certificate's clock, Building Act 2004 s93 (issue 32 point 5, ADR 0061):
 * - s93(1)(a), (2)(a): the council decides within 20 working days after the CCC application is made (s92);
 * - s93(4): a request for further reasonable information suspends the period until the information is received;
 * - s93(2)(b): when no one applies, the period runs from the expiry of 2 years after the consent was granted.
 * The owner is reminded at 18 and 23 months after the grant (the choice, ahead of the 2-year date), and at
 * 24 months the consent is "CCC decision due" in the council's queue.
 * Working days, New Zealand days and the counting (the start's day is day 0, a decision on day 20 is in time,
 * an RFI's day counts and the days after it up to its answer do not) are the s48 clock's, lifecycle/clock.ts.
 */
export const CCC_FIRST_REMINDER_MONTHS = 18;
export const CCC_SECOND_REMINDER_MONTHS = 23;
export const CCC_DECISION_DUE_MONTHS = 24;

export type CccReminder = 'firstReminder' | 'secondReminder';

export interface CccClock {
  /** What the 20 working days run from: the CCC application, or the 2-year expiry when no one applied. */
  basis: 'application' | 'twoYears';
  /** The days 18, 23 and 24 months after the grant (a day a month lacks falls back to the month's last day). */
  firstReminderOn: CalendarDate;
  secondReminderOn: CalendarDate;
  decisionDueOn: CalendarDate;
  /** With no CCC application: the reminders whose day has come, in order. None once an application is made. */
  remindersDue: CccReminder[];
  /** No CCC application, 24 months since the grant and no decision yet: the council's queue says "CCC decision due". */
  decisionDue: boolean;
  /** The 20 working days; not started before the application or the 2-year expiry. */
  clock: StatutoryClock;
}

export interface CccClockInput {
  /** When the building consent was granted. */
  grantedAt: Date;
  /** The CCC application's events in order (its submission, RFIs, decision), or null when no one has applied. */
  application: readonly ClockEvent[] | null;
  /** When the council decided on the CCC without an application (s93(2)(b)), if it has. */
  decidedAt?: Date | null;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date some months later; the 31st of a month without one is that month's last day. */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const match = CALENDAR_DATE.exec(date);
  if (!match) throw new Error(`Not a calendar date (YYYY-MM-DD): ${date}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]) - 1 + months, Number(match[3])];
  const lastOfMonth = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, lastOfMonth))).toISOString().slice(0, 10);
}

/** Midnight UTC of a calendar date: midday or 1 pm of the same day in New Zealand, in standard or daylight time. */
const onDay = (date: CalendarDate) => new Date(`${date}T00:00:00Z`);

/**
 * The clock starts at the application as the council took it in: its latest submission or resubmission (a return
 * as incomplete means the application was not yet made in the prescribed form). The s48 clock counts from an
 * acceptance, so the start is given to it as one.
 */
function fromApplication(events: readonly ClockEvent[], now: Date): StatutoryClock {
  const starts = events.filter((e) => e.action === 'submit' || e.action === 'resubmit');
  const start = starts.at(-1);
  if (!start) return statutoryClock([], now);
  const rest = events.filter((e) => e.at >= start.at && !['submit', 'resubmit', 'accept'].includes(e.action));
  return statutoryClock([{ action: 'accept', at: start.at }, ...rest], now);
}

export function cccClock({ grantedAt, application, decidedAt = null }: CccClockInput, now: Date): CccClock {
  const granted = nzCalendarDate(grantedAt);
  const today = nzCalendarDate(now);
  const firstReminderOn = addCalendarMonths(granted, CCC_FIRST_REMINDER_MONTHS);
  const secondReminderOn = addCalendarMonths(granted, CCC_SECOND_REMINDER_MONTHS);
  const decisionDueOn = addCalendarMonths(granted, CCC_DECISION_DUE_MONTHS);
  const dates = { firstReminderOn, secondReminderOn, decisionDueOn };
  if (application) {
    return {
      basis: 'application',
      ...dates,
      remindersDue: [],
      decisionDue: false,
      clock: fromApplication(application, now),
    };
  }
  const remindersDue: CccReminder[] = [];
  if (today >= firstReminderOn) remindersDue.push('firstReminder');
  if (today >= secondReminderOn) remindersDue.push('secondReminder');
  const expired = today >= decisionDueOn;
  const events: ClockEvent[] = expired ? [{ action: 'accept', at: onDay(decisionDueOn) }] : [];
  if (expired && decidedAt) events.push({ action: 'grant', at: decidedAt });
  return {
    basis: 'twoYears',
    ...dates,
    remindersDue,
    decisionDue: expired && !decidedAt,
    clock: statutoryClock(events, now),
  };
}
