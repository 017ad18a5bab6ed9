/** Dates as people in New Zealand read them, in New Zealand time whatever the device's zone. */
const dateTime = new Intl.DateTimeFormat('en-NZ', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Pacific/Auckland',
});

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const day = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'long', timeZone: 'UTC' });

/** A calendar day ('2026-11-25', already New Zealand's) as people read it: '25 November 2026'. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : day.format(date);
}
