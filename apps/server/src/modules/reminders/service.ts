import {
  cccClock,
  CCC_FIRST_REMINDER_MONTHS,
  CCC_SECOND_REMINDER_MONTHS,
  informationReminderDue,
  nzCalendarDate,
  officerReminderDue,
  resumePath,
} from '@consent/domain';
import type { Db, Executor } from '../../db/client.js';
import type { AuthService } from '../auth/service.js';
import type { CouncilStaff } from '../council/staff.js';
import type { LifecycleService } from '../lifecycle/service.js';
import type { MailService } from '../mail/service.js';
import type { MailContent } from '../mail/templates.js';
import type { ApplicationFacts, ApplicationRecipients } from '../notifications/applicationFacts.js';
import type { AboutApplication } from '../mail/applicationMails.js';
import { cccReminderMail, decisionDueMail, informationReminderMail } from './mails.js';
import * as repo from './repo.js';

/** The daily job that sends them, at 8 in the morning New Zealand time. */
export const REMINDERS_JOB = 'reminders';
export const REMINDERS_CRON = '0 8 * * *';

export interface ReminderService {
  /** Sends every reminder due at `now` that has not been sent; answers how many mails were queued. */
  sendDue(now: Date): Promise<number>;
}

interface Deps {
  lifecycle: LifecycleService;
  auth: AuthService;
  staff: CouncilStaff;
  mail: MailService;
  facts: ApplicationFacts;
  recipients: ApplicationRecipients;
}

/**
 * The reminders of issue 32.6 that come from the statutory clock: an information request open 10 working days
 * (to the applicant and collaborators), working day 15 of 20 (to the council's officers), and the two-year rule's
 * reminders to a consent's owner 18 and 23 months after the grant while no one has applied for its CCC (s93). Each is recorded
 * with its mails in one transaction under a key naming what it is about, so it goes out once.
 */
export function createReminderService(db: () => Db, deps: Deps): ReminderService {
  async function ownerOf(tx: Executor, userId: number) {
    const owner = await deps.auth.userWithin(tx, userId);
    return owner ? [{ fullName: owner.fullName, email: owner.email }] : [];
  }

  async function remind(
    key: string,
    applicationId: number,
    to: 'applicant' | 'owner' | 'officers',
    content: (facts: AboutApplication) => MailContent,
    kind: string,
  ): Promise<number> {
    return db().transaction(async (tx) => {
      if (!(await repo.recordReminder(tx, key, applicationId))) return 0;
      const row = await deps.facts.byId(tx, applicationId);
      if (!row) return 0;
      const facts = await deps.facts.facts(tx, row);
      const recipients =
        to === 'applicant'
          ? await deps.recipients(tx, row)
          : to === 'owner'
            ? await ownerOf(tx, row.userId)
            : await deps.staff.officersWithin(tx, row.councilId);
      const path =
        to !== 'officers'
          ? resumePath({ appId: row.id, param: row.param, completed: row.completed }, () => 0)
          : `/council/applications/${row.id}`;
      const link = deps.mail.link(path);
      for (const r of recipients) {
        await deps.mail.queue(tx, kind, r.email, content({ ...facts, fullName: r.fullName, link }));
      }
      return recipients.length;
    });
  }

  return {
    async sendDue(now) {
      let queued = 0;
      for (const request of await deps.lifecycle.awaitingInformation()) {
        if (!informationReminderDue(request.at, now)) continue;
        queued += await remind(
          `information-open-10:${request.eventId}`,
          request.applicationId,
          'applicant',
          informationReminderMail,
          'information-reminder',
        );
      }
      for (const applicationId of await deps.lifecycle.beingProcessed()) {
        const clock = await deps.lifecycle.clock(applicationId, now);
        if (!officerReminderDue(clock)) continue;
        queued += await remind(
          `decision-day-15:${applicationId}`,
          applicationId,
          'officers',
          (facts) => decisionDueMail(facts, clock.dueDate),
          'decision-due-reminder',
        );
      }
      for (const consent of await deps.lifecycle.grantedWithoutCccApplication()) {
        const ccc = cccClock({ grantedAt: consent.grantedAt, application: null }, now);
        // Only the latest reminder due goes (a late run does not send the 18-month one after the 23-month day), and
        // none once the 2 years are up: the council's queue then shows "CCC decision due".
        const due = ccc.remindersDue.at(-1);
        if (!due || ccc.decisionDue) continue;
        const months = due === 'firstReminder' ? CCC_FIRST_REMINDER_MONTHS : CCC_SECOND_REMINDER_MONTHS;
        const dates = { months, grantedOn: nzCalendarDate(consent.grantedAt), decisionDueOn: ccc.decisionDueOn };
        queued += await remind(
          `ccc-${months}-months:${consent.applicationId}`,
          consent.applicationId,
          'owner',
          (facts) => cccReminderMail(facts, dates),
          'ccc-reminder',
        );
      }
      if (queued) deps.mail.sendSoon();
      return queued;
    },
  };
}
