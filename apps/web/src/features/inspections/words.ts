import { PERIOD_HOURS, inspectionMessages, type InspectionPeriod, type RequiredInspectionItem } from '@consent/domain';
import { formatDay } from '../../ui/format';

const weekday = new Intl.DateTimeFormat('en-NZ', { weekday: 'long', timeZone: 'UTC' });

/** "Tuesday 1 December 2026, morning (8am to 12pm)": a slot as the page says it. */
export function slotWords(date: string, period: InspectionPeriod): string {
  return `${weekday.format(new Date(`${date}T00:00:00Z`))} ${formatDay(date)}, ${PERIOD_HOURS[period].label}`;
}

/** A required inspection's state in words: not booked, booked for a slot, or its result. */
export function stateWords(inspection: RequiredInspectionItem): string {
  switch (inspection.state) {
    case 'booked':
      return inspection.booking
        ? `${inspection.reinspection ? 'Re-inspection booked' : 'Booked'} for ${slotWords(inspection.booking.date, inspection.booking.period)}`
        : 'Booked';
    case 'passed':
      return 'Passed';
    case 'failed':
      return `Failed. ${inspectionMessages.reinspectionRequired}: book it once the work is put right`;
    case 'partially_passed':
      return `Partially passed. ${inspectionMessages.reinspectionRequired}: book it once the work is put right`;
    default:
      return 'Not booked';
  }
}
