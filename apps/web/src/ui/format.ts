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
