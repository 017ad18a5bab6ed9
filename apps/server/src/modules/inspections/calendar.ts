import { createEvent } from 'ics';
import { nzTime, PERIOD_HOURS, type InspectionPeriod } from '@consent/domain';
import type { MailAttachment } from '../../db/schema.js';

export interface CalendarBooking {
  bookingId: number;
  inspectionName: string;
  date: string;
  period: InspectionPeriod;
  siteAddress: string | null;
  reference: string;
  councilName: string;
  /** 0 when booked, one more each time it is moved (RFC 5545 SEQUENCE): a calendar replaces the earlier one. */
  sequence: number;
  cancelled?: boolean;
}

/** The booking as an iCalendar file (RFC 5545, made by `ics`): its slot's hours in UTC, one UID per booking. */
export function bookingCalendar(booking: CalendarBooking, host: string): MailAttachment {
  const hours = PERIOD_HOURS[booking.period];
  const { error, value } = createEvent({
    uid: `inspection-booking-${booking.bookingId}@${host}`,
    productId: 'building-consent-applications/inspections',
    method: booking.cancelled ? 'CANCEL' : 'PUBLISH',
    status: booking.cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: booking.sequence,
    title: `${booking.inspectionName} inspection — ${booking.reference}`,
    description: `${booking.councilName} inspects the building work (${booking.inspectionName}) for building consent ${booking.reference} in the ${hours.label}. Have the site ready and the consented plans on site.`,
    ...(booking.siteAddress ? { location: booking.siteAddress } : {}),
    start: nzTime(booking.date, hours.start).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: nzTime(booking.date, hours.end).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be made');
  return { filename: 'inspection.ics', contentType: 'text/calendar; charset=utf-8', content: value };
}
