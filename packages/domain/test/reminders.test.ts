import { describe, expect, it } from 'vitest';
import {
  informationReminderDue,
  officerReminderDue,
  statutoryClock,
  workingDaysSince,
  type ClockEvent,
  type LifecycleAction,
} from '../src/index.js';

const nz = (date: string) => new Date(`${date}T12:00:00+12:00`);
const ev = (action: LifecycleAction, date: string): ClockEvent => ({ action, at: nz(date) });

describe('reminders (issue 32.6)', () => {
  it('counts working days after the event, the day of the event being day 0', () => {
    // Monday 2 March 2026 to Friday 6 March: four working days after it.
    expect(workingDaysSince(nz('2026-03-02'), nz('2026-03-06'))).toBe(4);
    // Over Easter 2026 (Good Friday 3 April, Easter Monday 6 April).
    expect(workingDaysSince(nz('2026-04-02'), nz('2026-04-07'))).toBe(1);
  });

  it('reminds of a request for information open 10 working days, not 9', () => {
    // Requested Monday 2 March 2026: working day 9 is Friday 13 March, day 10 Monday 16 March.
    expect(informationReminderDue(nz('2026-03-02'), nz('2026-03-13'))).toBe(false);
    expect(informationReminderDue(nz('2026-03-02'), nz('2026-03-16'))).toBe(true);
  });

  it('reminds the officer from working day 15 of 20 while the clock runs', () => {
    // Accepted Monday 2 March 2026: day 14 is Friday 20 March, day 15 Monday 23 March.
    const events = [ev('submit', '2026-03-02'), ev('accept', '2026-03-02')];
    expect(officerReminderDue(statutoryClock(events, nz('2026-03-20')))).toBe(false);
    expect(officerReminderDue(statutoryClock(events, nz('2026-03-23')))).toBe(true);
    // Suspended by a request for information on day 15: no reminder while it is open.
    const suspended = [...events, ev('requestInformation', '2026-03-23')];
    expect(officerReminderDue(statutoryClock(suspended, nz('2026-03-25')))).toBe(false);
    // Decided: no reminder.
    expect(officerReminderDue(statutoryClock([...events, ev('grant', '2026-03-23')], nz('2026-03-24')))).toBe(false);
  });
});
