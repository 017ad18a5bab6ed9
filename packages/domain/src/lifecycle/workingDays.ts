import Holidays from 'date-holidays';

/**
 * Working days as the Building Act 2004 counts them (s10 "working day"): not a Saturday or Sunday, not a national
 * public holiday (with its Monday- or Tuesday-observed day when it falls on a weekend), and not a day from
 * 20 December to 10 January inclusive. Regional anniversary days are not in the Act's list, so they are working
 * days. Days are New Zealand calendar days: an event at 01:30 on a Monday in Auckland happened on the Monday,
 * though it was still Sunday in UTC.
 */
const NZ_TIME_ZONE = 'Pacific/Auckland';

/** A New Zealand calendar day as YYYY-MM-DD. */
export type CalendarDate = string;

const nzDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: NZ_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function nzCalendarDate(at: Date): CalendarDate {
  return nzDateFormat.format(at);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: CalendarDate): [number, number, number] {
  const match = CALENDAR_DATE.exec(date);
  if (!match) throw new Error(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Calendar arithmetic on the date alone (UTC noon-free: Date.UTC has no daylight saving to trip over). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const [y, mo, d] = parts(date);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

// Made on first use: a bundle that imports the domain but never the clock (the SPA) pays nothing for it.
let nationalHolidays: Holidays | undefined;
const holidaysByYear = new Map<number, Set<CalendarDate>>();

/** The national public holidays of a year, observed (substitute) days included, from `date-holidays`. */
function nzPublicHolidays(year: number): Set<CalendarDate> {
  let dates = holidaysByYear.get(year);
  if (!dates) {
    // `date` is the holiday's local date in New Zealand ("YYYY-MM-DD 00:00:00"), which is the day we count in.
    nationalHolidays ??= new Holidays('NZ', { types: ['public'] });
    dates = new Set(nationalHolidays.getHolidays(year).map((h) => h.date.slice(0, 10)));
    holidaysByYear.set(year, dates);
  }
  return dates;
}

/** The year's national public holidays as the clock counts them, sorted (the SQL calendar is checked against it). */
export function nzPublicHolidayDates(year: number): CalendarDate[] {
  return [...nzPublicHolidays(year)].sort();
}

/** 20 December to 10 January inclusive is excluded from working days (Building Act 2004 s10). */
function inChristmasBreak(date: CalendarDate): boolean {
  const [, mo, d] = parts(date);
  return (mo === 12 && d >= 20) || (mo === 1 && d <= 10);
}

export function isWorkingDay(date: CalendarDate): boolean {
  const [y, mo, d] = parts(date);
  const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !inChristmasBreak(date) && !nzPublicHolidays(y).has(date);
}
