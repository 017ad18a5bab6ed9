// Dates as New Zealand's applicants see them: no schema here, so a page can show them before the checks arrive (ADR 0089).

/** Made once: building an Intl.DateTimeFormat costs 0.1–0.4 ms, which every application's data paid. */
const NZ_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' });

/** The last minute nzToday formatted, and its date: New Zealand's offsets are whole hours, so a minute is one date. */
let lastMinute = { minute: Number.NaN, date: '' };

/**
 * Today's date in New Zealand, as yyyy-mm-dd (the applicant's "today", wherever the server runs). Formatted once a
 * minute: an application read asks twice, and Intl's formatting was 2% of the read's server time (ADR 0076).
 */
export function nzToday(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute.minute) lastMinute = { minute, date: NZ_DATE.format(now) };
  return lastMinute.date;
}

/** This year in New Zealand (the year of nzToday). */
export const nzYear = (now: Date = new Date()): number => Number(nzToday(now).slice(0, 4));

/** Shifts an ISO date by whole years (29 February becomes 28 February in a common year). */
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}
