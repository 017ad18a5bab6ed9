import {
  CCC_DECISION_DUE_MONTHS,
  INFORMATION_REMINDER_WORKING_DAYS,
  OFFICER_REMINDER_DAY,
  STATUTORY_WORKING_DAYS,
} from '@consent/domain';
import type { AboutApplication } from '../mail/applicationMails.js';
import { layout, type MailContent } from '../mail/templates.js';

const naming = (facts: AboutApplication) => [
  `Reference: ${facts.reference}`,
  `Site address: ${facts.siteAddress ?? 'none given'}`,
  `Council: ${facts.councilName}`,
];

/** To the applicant: the council's request for further information is still unanswered. */
export function informationReminderMail(facts: AboutApplication): MailContent {
  return layout({
    subject: `Reminder: ${facts.councilName} is waiting for information for application ${facts.reference}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [
      `${facts.councilName} asked for more information about your ${facts.typeName} application ${INFORMATION_REMINDER_WORKING_DAYS} working days ago and has not had an answer. Processing stays paused until you answer every item.`,
      ...naming(facts),
    ],
    action: { label: 'Answer the request', url: facts.link },
  });
}

/** To the council's officers: the decision is due within the statutory working days left. */
export function decisionDueMail(facts: AboutApplication, dueDate: string | null): MailContent {
  return layout({
    subject: `Decision due: application ${facts.reference} is on working day ${OFFICER_REMINDER_DAY} of ${STATUTORY_WORKING_DAYS}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [
      `The ${facts.typeName} application ${facts.reference} has used ${OFFICER_REMINDER_DAY} of its ${STATUTORY_WORKING_DAYS} working days (Building Act 2004 s48).`,
      ...(dueDate ? [`The decision is due by ${dueDate}.`] : []),
      ...naming(facts),
    ],
    action: { label: 'Open the application', url: facts.link },
  });
}

const NZ_DATE = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const onDate = (date: string) => NZ_DATE.format(new Date(`${date}T00:00:00Z`));

/** To the owner: the consent has no CCC application, and the two years of s93(2)(b) are running out. */
export function cccReminderMail(
  facts: AboutApplication,
  dates: { months: number; grantedOn: string; decisionDueOn: string },
): MailContent {
  return layout({
    subject: `Reminder: apply for the code compliance certificate for ${facts.reference}`,
    greeting: `Kia ora ${facts.fullName},`,
    paragraphs: [
      `Your building consent ${facts.reference} was granted by ${facts.councilName} on ${onDate(dates.grantedOn)}, ${dates.months} months ago, and no one has applied for its code compliance certificate.`,
      `When the building work is complete, apply for the code compliance certificate. If no application is made, the Building Act 2004 (section 93) has the council decide whether to issue the certificate ${CCC_DECISION_DUE_MONTHS} months after the grant, on ${onDate(dates.decisionDueOn)}.`,
      ...naming(facts),
    ],
    action: { label: 'Open your building consent', url: facts.link },
  });
}
