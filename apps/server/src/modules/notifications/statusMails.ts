import { resumePath, type LifecycleAction, type LifecycleDetails } from '@consent/domain';
import type { Executor } from '../../db/client.js';
import {
  acceptedMail,
  decisionMail,
  informationRequestedMail,
  returnedMail,
  type AboutApplication,
} from '../mail/applicationMails.js';
import type { MailContent } from '../mail/templates.js';
import type { MailService } from '../mail/service.js';
import type { TransitionHook } from '../lifecycle/service.js';
import type { ApplicationFacts, ApplicationRecipients } from './applicationFacts.js';

/** The council's transitions the applicant is told about (issue 19.2), each with its mail's kind and words. */
const STATUS_MAILS: Partial<
  Record<
    LifecycleAction,
    { kind: string; content: (facts: AboutApplication, details: Record<string, unknown>) => MailContent }
  >
> = {
  returnAsIncomplete: {
    kind: 'application-returned',
    content: (f, d) => returnedMail(f, (d as LifecycleDetails<'returnAsIncomplete'>).items),
  },
  accept: {
    kind: 'application-accepted',
    content: (f, d) => acceptedMail(f, (d as LifecycleDetails<'accept'>).consentNumber),
  },
  requestInformation: {
    kind: 'information-requested',
    content: (f, d) => informationRequestedMail(f, (d as LifecycleDetails<'requestInformation'>).items),
  },
  grant: {
    kind: 'application-decided',
    content: (f, d) =>
      decisionMail(f, { granted: true, conditions: (d as LifecycleDetails<'grant'>).conditions ?? [] }),
  },
  refuse: {
    kind: 'application-decided',
    content: (f, d) => decisionMail(f, { granted: false, reasons: (d as LifecycleDetails<'refuse'>).reasons }),
  },
};

/**
 * Queues the status-change mails in the transaction that records the council's transition, to the owner and
 * every collaborator: a mail exactly when the event is recorded, and none for a refused transition.
 */
export function statusMails(
  mail: MailService,
  about: ApplicationFacts,
  recipients: ApplicationRecipients,
): TransitionHook {
  return async (tx: Executor, event) => {
    const status = STATUS_MAILS[event.action];
    if (!status) return;
    const row = await about.byId(tx, event.applicationId);
    if (!row) return;
    const facts = await about.facts(tx, row);
    // A returned application opens where it was left to be changed; any other, its summary.
    const link = mail.link(resumePath({ appId: row.id, param: row.param, completed: row.completed }, () => 0));
    for (const recipient of await recipients(tx, row)) {
      await mail.queue(
        tx,
        status.kind,
        recipient.email,
        status.content({ ...facts, fullName: recipient.fullName, link }, event.details),
      );
    }
    return () => {
      mail.sendSoon();
    };
  };
}
