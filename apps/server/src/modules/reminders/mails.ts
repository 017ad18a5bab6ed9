import { INFORMATION_REMINDER_WORKING_DAYS, OFFICER_REMINDER_DAY, STATUTORY_WORKING_DAYS } from '@consent/domain';
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
