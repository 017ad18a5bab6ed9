import { describe, expect, it } from 'vitest';
import { isWorkingDay, nzCalendarDate, statutoryClock, type ClockEvent, type LifecycleAction } from '../src/index.js';

/** Midday in New Zealand on that date (+12:00 is NZST; in daylight time it is 13:00, the same day either way). */
const nz = (date: string) => new Date(`${date}T12:00:00+12:00`);
const ev = (action: LifecycleAction, date: string): ClockEvent => ({ action, at: nz(date) });
const accepted = (date: string, ...more: ClockEvent[]) => [ev('submit', date), ev('accept', date), ...more];

describe('working days (Building Act 2004 s10)', () => {
  it.each([
    ['2026-03-02', true, 'an ordinary Monday'],
    ['2026-03-07', false, 'a Saturday'],
    ['2026-04-03', false, 'Good Friday 2026'],
    ['2026-04-06', false, 'Easter Monday 2026'],
    ['2026-04-27', false, 'ANZAC Day 2026 observed on Monday (25 April is a Saturday)'],
    ['2026-06-01', false, "King's Birthday 2026"],
    ['2026-07-10', false, 'Matariki 2026'],
    ['2026-12-28', false, 'Boxing Day 2026 observed on Monday, inside the break anyway'],
    ['2026-12-18', true, 'Friday 18 December, before the break'],
    ['2026-12-21', false, 'Monday 21 December, inside 20 December-10 January'],
    ['2027-01-11', true, 'Monday 11 January, the first working day after the break'],
    ['2027-01-25', true, 'Auckland Anniversary 2027 (regional, not in the Act)'],
  ])('%s is a working day: %s (%s)', (date, expected) => {
    expect(isWorkingDay(date)).toBe(expected);
  });

  it('counts days in New Zealand: 01:30 Monday in Auckland is Monday, though Sunday in UTC', () => {
    expect(nzCalendarDate(new Date('2026-03-01T12:30:00Z'))).toBe('2026-03-02');
  });
});

describe('the statutory clock (Building Act 2004 s48, issue 18 point 4)', () => {
  it('has not started before acceptance', () => {
    expect(statutoryClock([ev('submit', '2026-03-02')], nz('2026-04-30'))).toEqual({
      started: false,
      running: false,
      daysUsed: 0,
      daysRemaining: 20,
      overdue: false,
      dueDate: null,
    });
  });

  it.each([
    ['2026-03-02', 0, 20, false, 'the day of acceptance is day 0'],
    ['2026-03-03', 1, 19, false, 'the next working day is day 1'],
    ['2026-03-08', 4, 16, false, 'the weekend adds nothing: 3-6 March are days 1-4'],
    ['2026-03-30', 20, 0, false, 'Monday 30 March is day 20: decided today is in time'],
    ['2026-03-31', 21, 0, true, 'Tuesday 31 March is day 21: overdue'],
  ])(
    'accepted Monday 2 March 2026, on %s: %i used, %i remaining, overdue %s (%s)',
    (today, used, remaining, overdue) => {
      expect(statutoryClock(accepted('2026-03-02'), nz(today))).toEqual({
        started: true,
        running: true,
        daysUsed: used,
        daysRemaining: remaining,
        overdue,
        dueDate: '2026-03-30',
      });
    },
  );

  it('an acceptance at 01:30 Monday NZ time (Sunday in UTC) starts on Monday: day 1 is Tuesday', () => {
    const events: ClockEvent[] = [{ action: 'accept', at: new Date('2026-03-01T12:30:00Z') }];
    expect(statutoryClock(events, new Date('2026-03-02T23:00:00Z'))).toMatchObject({
      daysUsed: 1,
      dueDate: '2026-03-30',
    });
  });

  it.each([
    [
      'Easter: accepted Wed 25 March 2026, Good Friday 3 and Easter Monday 6 April skipped, due Friday 24 April',
      '2026-03-25',
      '2026-04-24',
    ],
    [
      'Easter and a Mondayised ANZAC Day: accepted Thu 2 April 2026, day 1 is Tue 7 April, Mon 27 April (ANZAC observed) skipped, due Tue 5 May',
      '2026-04-02',
      '2026-05-05',
    ],
    ['Matariki: accepted Mon 6 July 2026, Fri 10 July skipped, due Tue 4 August', '2026-07-06', '2026-08-04'],
    ["King's Birthday: accepted Mon 25 May 2026, Mon 1 June skipped, due Tue 23 June", '2026-05-25', '2026-06-23'],
    [
      'the Christmas break: accepted Fri 18 December 2026, day 1 is Mon 11 January 2027, due Fri 5 February (Waitangi Day is a Saturday, observed Mon 8 Feb)',
      '2026-12-18',
      '2027-02-05',
    ],
  ])('%s', (_name, acceptedOn, due) => {
    const clock = statutoryClock(accepted(acceptedOn), nz(due));
    expect(clock).toMatchObject({ daysUsed: 20, daysRemaining: 0, overdue: false, dueDate: due });
  });

  it('a Mondayised holiday is not a working day: accepted Fri 24 April 2026, on Tue 28 April 1 day is used (Mon 27 is ANZAC observed)', () => {
    expect(statutoryClock(accepted('2026-04-24'), nz('2026-04-28'))).toMatchObject({ daysUsed: 1, daysRemaining: 19 });
  });

  describe('an RFI spanning the Christmas break: accepted Mon 30 Nov 2026, RFI on Mon 14 Dec (day 10), answered Wed 13 Jan 2027', () => {
    const events = accepted(
      '2026-11-30',
      ev('requestInformation', '2026-12-14'),
      ev('provideInformation', '2027-01-13'),
    );

    it('on Mon 14 Dec, the day of the request counts: 10 used, the clock stopped, the due date unknown', () => {
      expect(statutoryClock(events.slice(0, 3), nz('2026-12-14'))).toEqual({
        started: true,
        running: false,
        daysUsed: 10,
        daysRemaining: 10,
        overdue: false,
        dueDate: null,
      });
    });

    it('on Wed 6 Jan 2027 with the RFI still open: still 10 used', () => {
      expect(statutoryClock(events.slice(0, 3), nz('2027-01-06'))).toMatchObject({ daysUsed: 10, running: false });
    });

    it('on Wed 13 Jan, the day the information came, is day 0 of the resumed period: 10 used, running, due Wed 27 Jan', () => {
      expect(statutoryClock(events, nz('2027-01-13'))).toMatchObject({
        daysUsed: 10,
        running: true,
        dueDate: '2027-01-27',
      });
    });

    it('on Wed 27 Jan 2027 the 20 days are used (Auckland Anniversary on Mon 25 Jan is regional and counts)', () => {
      expect(statutoryClock(events, nz('2027-01-27'))).toMatchObject({ daysUsed: 20, overdue: false });
    });
  });

  it('an RFI made and answered on the same day suspends nothing', () => {
    const events = accepted(
      '2026-03-02',
      ev('requestInformation', '2026-03-10'),
      ev('provideInformation', '2026-03-10'),
    );
    expect(statutoryClock(events, nz('2026-03-30'))).toMatchObject({ daysUsed: 20, dueDate: '2026-03-30' });
  });

  it('two RFIs each suspend the clock: accepted Mon 2 March 2026, RFIs Tue 3-Thu 5 and Mon 9-Tue 10 March: 4 days suspended', () => {
    const events = accepted(
      '2026-03-02',
      ev('requestInformation', '2026-03-03'),
      ev('provideInformation', '2026-03-05'),
      ev('requestInformation', '2026-03-09'),
      ev('provideInformation', '2026-03-10'),
    );
    // Counted: 3, 6, 9, 11, 12, 13 March; 4, 5 and 10 March suspended.
    expect(statutoryClock(events, nz('2026-03-13'))).toMatchObject({
      daysUsed: 6,
      running: true,
      dueDate: '2026-04-02',
    });
  });

  it('a decision stops the clock on its day: granted Wed 18 March 2026 (day 12), seen months later', () => {
    const events = accepted('2026-03-02', ev('grant', '2026-03-18'));
    expect(statutoryClock(events, nz('2026-09-01'))).toEqual({
      started: true,
      running: false,
      daysUsed: 12,
      daysRemaining: 8,
      overdue: false,
      dueDate: null,
    });
  });

  it('a late refusal stays overdue: accepted Mon 2 March 2026, refused Wed 1 April (day 22)', () => {
    const events = accepted('2026-03-02', ev('refuse', '2026-04-01'));
    expect(statutoryClock(events, nz('2026-06-01'))).toMatchObject({
      daysUsed: 22,
      overdue: true,
      running: false,
      dueDate: '2026-03-30',
    });
  });

  it('a withdrawal while an RFI is open stops the clock where it was: 3 and 4 March used', () => {
    const events = accepted('2026-03-02', ev('requestInformation', '2026-03-04'), ev('withdraw', '2026-03-20'));
    expect(statutoryClock(events, nz('2026-04-20'))).toMatchObject({ daysUsed: 2, running: false });
  });
});
