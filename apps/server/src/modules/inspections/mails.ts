import {
  PERIOD_HOURS,
  inspectionOutcomeLabels,
  needsReinspection,
  type InspectionOutcome,
  type InspectionPeriod,
} from '@consent/domain';
import type { AboutApplication } from '../mail/applicationMails.js';
import { layout, type MailContent } from '../mail/templates.js';

const NZ_DAY = new Intl.DateTimeFormat('en-NZ', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Tuesday 1 December 2026": a calendar date as the mails and screens say it. */
export const dayName = (date: string) => NZ_DAY.format(new Date(`${date}T00:00:00Z`));

interface Slot {
  inspectionName: string;
  date: string;
  period: InspectionPeriod;
}

const naming = (facts: AboutApplication) => [
  `Reference: ${facts.reference}`,
  `Site address: ${facts.siteAddress ?? 'none given'}`,
  `Council: ${facts.councilName}`,
];
const when = (slot: Slot) => `${dayName(slot.date)}, ${PERIOD_HOURS[slot.period].label}`;

/** To the owner and collaborators: an inspection is booked (or moved), with its calendar file. */
export function bookingConfirmedMail(facts: AboutApplication, slot: Slot, moved: boolean): MailContent {
  return layout({
    subject: `${moved ? 'Inspection moved' : 'Inspection booked'}: ${slot.inspectionName} on ${dayName(slot.date)} for ${facts.reference}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [
      `The ${slot.inspectionName} inspection is ${moved ? 'now booked' : 'booked'} for ${when(slot)}.`,
      'The calendar file attached adds it to your calendar. You can cancel or move the booking until 4pm on the working day before.',
      ...naming(facts),
    ],
    action: { label: 'View the inspections', url: facts.link },
  });
}

/** To the owner and collaborators: a booking was cancelled. */
export function bookingCancelledMail(facts: AboutApplication, slot: Slot): MailContent {
  return layout({
    subject: `Inspection cancelled: ${slot.inspectionName} on ${dayName(slot.date)} for ${facts.reference}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [
      `The ${slot.inspectionName} inspection booked for ${when(slot)} is cancelled. Book it again when the work is ready.`,
      ...naming(facts),
    ],
    action: { label: 'View the inspections', url: facts.link },
  });
}

/** To the owner and collaborators, the day before: the inspection is tomorrow. */
export function inspectionTomorrowMail(facts: AboutApplication, slot: Slot): MailContent {
  return layout({
    subject: `Reminder: ${slot.inspectionName} inspection tomorrow for ${facts.reference}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [
      `${facts.councilName} inspects the ${slot.inspectionName} work tomorrow, ${when(slot)}. Have the site ready and the consented plans on site.`,
      ...naming(facts),
    ],
    action: { label: 'View the inspections', url: facts.link },
  });
}

/** To the owner and collaborators: the inspector's result, with the notes, and a re-inspection to book when it failed. */
export function inspectionResultMail(
  facts: AboutApplication,
  result: {
    inspectionName: string;
    date: string;
    outcome: InspectionOutcome;
    notes: string | null;
    photoCount: number;
  },
): MailContent {
  const outcome = inspectionOutcomeLabels[result.outcome].toLowerCase();
  return layout({
    subject: `Inspection ${outcome}: ${result.inspectionName} for ${facts.reference}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [
      `${facts.councilName} inspected the ${result.inspectionName} work on ${dayName(result.date)}: it ${outcome}.`,
      ...(result.notes ? [`The inspector's notes: ${result.notes}`] : []),
      ...(result.photoCount
        ? [
            `The inspector took ${result.photoCount} photo${result.photoCount === 1 ? '' : 's'}: see them with the inspections.`,
          ]
        : []),
      ...(needsReinspection(result.outcome)
        ? ['A re-inspection is required. Book it once the work is put right.']
        : []),
      ...naming(facts),
    ],
    action: { label: 'View the inspections', url: facts.link },
  });
}
