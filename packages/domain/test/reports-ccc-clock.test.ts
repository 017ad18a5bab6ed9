import { describe, expect, it } from 'vitest';
import { addCalendarMonths, cccClock, type ClockEvent, type LifecycleAction } from '../src/index.js';

/** Midday in New Zealand on that date (+12:00 is NZST; in daylight time it is 13:00, the same day either way). */
const nz = (date: string) => new Date(`${date}T12:00:00+12:00`);
const ev = (action: LifecycleAction, date: string): ClockEvent => ({ action, at: nz(date) });
/** A consent granted on Friday 15 March 2024: 18 months is 15 Sep 2025, 23 months 15 Feb 2026, 24 months 15 Mar 2026. */
const GRANTED = nz('2024-03-15');

describe('months after the grant', () => {
  it.each([
    ['2024-03-15', 18, '2025-09-15', 'the same day of the month'],
    ['2024-03-15', 24, '2026-03-15', 'two years'],
    ['2024-08-31', 18, '2026-02-28', 'a day February lacks falls back to its last day'],
    ['2024-02-29', 24, '2026-02-28', 'so does 29 February two years on'],
    ['2024-12-31', 23, '2026-11-30', 'and 31 November'],
  ])('%s plus %i months is %s (%s)', (date, months, expected, _why) => {
    expect(addCalendarMonths(date, months)).toBe(expected);
  });
});

describe('the two-year rule when no one applies for a CCC (Building Act 2004 s93(2)(b))', () => {
  it.each([
    ['2025-09-14', [], false, false, 0, 'the day before 18 months: nothing is due'],
    ['2025-09-15', ['firstReminder'], false, false, 0, '18 months: the first reminder'],
    ['2026-02-15', ['firstReminder', 'secondReminder'], false, false, 0, '23 months: the second reminder'],
    ['2026-03-15', ['firstReminder', 'secondReminder'], true, true, 0, '24 months (a Sunday): CCC decision due, day 0'],
    ['2026-04-14', ['firstReminder', 'secondReminder'], true, true, 20, 'day 20 after Easter: still in time'],
  ] as const)('on %s', (today, reminders, due, started, daysUsed, _why) => {
    const clock = cccClock({ grantedAt: GRANTED, application: null }, nz(today));
    expect(clock).toMatchObject({
      basis: 'twoYears',
      firstReminderOn: '2025-09-15',
      secondReminderOn: '2026-02-15',
      decisionDueOn: '2026-03-15',
      remindersDue: reminders,
      decisionDue: due,
    });
    expect(clock.clock).toMatchObject({ started, daysUsed, overdue: false });
  });

  it('is overdue on working day 21 after the 2-year expiry, with day 20 as its due date', () => {
    const { clock } = cccClock({ grantedAt: GRANTED, application: null }, nz('2026-04-15'));
    expect(clock).toMatchObject({ daysUsed: 21, overdue: true, dueDate: '2026-04-14', running: true });
  });

  it('is no longer due once the council has decided, and its clock stops on the decision day', () => {
    const clock = cccClock({ grantedAt: GRANTED, application: null, decidedAt: nz('2026-04-01') }, nz('2026-05-20'));
    expect(clock.decisionDue).toBe(false);
    expect(clock.clock).toMatchObject({ running: false, daysUsed: 13, overdue: false });
  });
});

describe('the 20 working days from a CCC application (Building Act 2004 s93(1)(a), (4))', () => {
  const applied = (...more: ClockEvent[]) => [ev('submit', '2026-03-02'), ...more];
  it.each([
    ['2026-03-02', applied(), 0, true, false, 'the day the application is made is day 0'],
    ['2026-03-30', applied(ev('accept', '2026-03-03')), 20, true, false, 'day 20 is in time; acceptance moves nothing'],
    ['2026-03-31', applied(), 21, true, true, 'day 21 is overdue'],
    ['2026-03-09', applied(ev('requestInformation', '2026-03-04')), 2, false, false, 'an open RFI suspends it'],
    [
      '2026-03-20',
      applied(ev('requestInformation', '2026-03-04'), ev('provideInformation', '2026-03-11')),
      9,
      true,
      false,
      'the RFI day counts, the days to its answer do not',
    ],
    [
      '2026-03-10',
      applied(ev('returnAsIncomplete', '2026-03-03'), ev('resubmit', '2026-03-09')),
      1,
      true,
      false,
      'a return as incomplete: the clock runs from the resubmission',
    ],
    ['2026-04-30', applied(ev('grant', '2026-03-20')), 14, false, false, 'the decision stops it on its day'],
  ] as const)('on %s: %i days', (today, events, daysUsed, running, overdue, _why) => {
    const clock = cccClock({ grantedAt: GRANTED, application: events }, nz(today));
    expect(clock).toMatchObject({ basis: 'application', remindersDue: [], decisionDue: false });
    expect(clock.clock).toMatchObject({ started: true, daysUsed, running, overdue });
  });

  it('takes an application made after 24 months as the start, not the expired two years', () => {
    const clock = cccClock({ grantedAt: GRANTED, application: [ev('submit', '2026-04-01')] }, nz('2026-04-02'));
    expect(clock).toMatchObject({ basis: 'application', decisionDue: false });
    expect(clock.clock.daysUsed).toBe(1);
  });
});
