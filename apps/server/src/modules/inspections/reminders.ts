import { addCalendarDays, nzCalendarDate } from '@consent/domain';

/**
 * The day-before reminder of an inspection (issue 32.3) runs daily at 4:05pm New Zealand time: after the 4pm
 * cut-off, so no booking for tomorrow can be made after it has run (ADR 0067).
 */
export const INSPECTION_REMINDERS_JOB = 'inspection-reminders';
export const INSPECTION_REMINDERS_CRON = '5 16 * * *';

export const tomorrowInNewZealand = (now: Date) => addCalendarDays(nzCalendarDate(now), 1);
