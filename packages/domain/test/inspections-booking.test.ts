import { describe, expect, it } from 'vitest';
import {
  bookableDays,
  bookingCutoff,
  bookingDateProblem,
  inspectionAreaFor,
  inspectionMessages as m,
  nzTime,
} from '../src/index.js';

describe('when an inspection can be booked, moved or cancelled (issue 32.3)', () => {
  it.each([
    // [slot day, the cut-off: 4pm New Zealand time on the working day before]
    ['2026-12-01', '2026-11-30T03:00:00.000Z'], // a Tuesday: Monday 4pm NZDT (UTC+13)
    ['2026-11-30', '2026-11-27T03:00:00.000Z'], // a Monday: the Friday before
    ['2026-07-07', '2026-07-06T04:00:00.000Z'], // winter, NZST (UTC+12)
    ['2027-01-11', '2026-12-18T03:00:00.000Z'], // after the 20 December to 10 January break: Friday 18 December
  ])('closes bookings for %s at %s', (day, cutoff) => {
    expect(bookingCutoff(day).toISOString()).toBe(cutoff);
  });

  it('refuses a weekend, a day inside its cut-off and a day beyond 90 days, and takes the next working day before 4pm', () => {
    const mondayNoon = nzTime('2026-11-30', 12);
    expect(bookingDateProblem('2026-12-05', mondayNoon)).toBe(m.notWorkingDay);
    expect(bookingDateProblem('2026-11-30', mondayNoon)).toBe(m.tooSoon);
    expect(bookingDateProblem('2026-12-01', mondayNoon)).toBeNull();
    expect(bookingDateProblem('2026-12-01', nzTime('2026-11-30', 16))).toBe(m.tooSoon);
    expect(bookingDateProblem('2027-03-30', mondayNoon)).toBe(m.tooFar);
    expect(bookableDays(nzTime('2026-11-27', 17), 2)).toEqual(['2026-12-01', '2026-12-02']);
  });
});

describe('the inspection area a site falls in (issue 32.3, ADR 0077)', () => {
  const areas = [
    { id: 1, name: 'Tokoroa', localities: ['Tokoroa'], isDefault: true },
    { id: 2, name: 'Rural', localities: ['Tirau', 'Putāruru'], isDefault: false },
    { id: 3, name: 'Lakes', localities: ['Arapuni'], isDefault: false },
  ];
  it.each([
    [{ suburb: 'Tīrau', city: 'Tokoroa' }, 'Rural'], // the suburb, macrons aside, before the town
    [{ suburb: 'Somewhere', city: 'ARAPUNI' }, 'Lakes'], // no area lists the suburb: the town
    [{ suburb: 'Elsewhere', city: '' }, 'Tokoroa'], // neither: the default
    [null, 'Tokoroa'], // no site saved yet: the default
  ])('puts %o in %s', (site, name) => {
    expect(inspectionAreaFor(areas, site)?.name).toBe(name);
  });
});
