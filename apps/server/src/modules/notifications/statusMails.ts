import { resumePath, transitionsOnly, type LifecycleAction, type TimelineEvent } from '@consent/domain';
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
import { timelineOf } from '../lifecycle/timeline.js';
import type { ApplicationFacts, ApplicationRecipients } from './applicationFacts.js';

/** Each action's details, as its timeline event carries them. */
type DetailsOf = { [E in TimelineEvent as E['action']]: E['details'] };

/** The mail a transition sends the applicant (issue 19.2): its kind and its words from the event's own details. */
interface StatusMail<A extends LifecycleAction> {
  kind: string;
  content: (facts: AboutApplication, details: DetailsOf[A]) => MailContent;
}

/** Every transition, with the mail it sends or null where it sends none: a new action must say which. */
const STATUS_MAILS: { [A in LifecycleAction]: StatusMail<A> | null } = {
  submit: null,
  resubmit: null,
  provideInformation: null,
  withdraw: null,
  returnAsIncomplete: { kind: 'application-returned', content: (f, d) => returnedMail(f, d.items) },
  accept: { kind: 'application-accepted', content: (f, d) => acceptedMail(f, d.consentNumber) },
  requestInformation: { kind: 'information-requested', content: (f, d) => informationRequestedMail(f, d.items) },
  grant: {
    kind: 'application-decided',
    content: (f, d) => decisionMail(f, { granted: true, conditions: d.conditions ?? [] }),
  },
  refuse: { kind: 'application-decided', content: (f, d) => decisionMail(f, { granted: false, reasons: d.reasons }) },
};

/** The kind and words of the mail this event sends, or null: its details typed by its action, read back as the timeline reads them. */
function mailOf<A extends LifecycleAction>(
  event: { action: A; details: DetailsOf[A] },
  facts: AboutApplication,
): { kind: string; content: MailContent } | null {
  const mail: StatusMail<A> | null = STATUS_MAILS[event.action];
  return mail && { kind: mail.kind, content: mail.content(facts, event.details) };
}

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
    const [transition] = transitionsOnly([event]);
    if (!transition || !STATUS_MAILS[transition.action]) return;
    const [typed] = transitionsOnly(timelineOf([transition]));
    const row = await about.byId(tx, event.applicationId);
    if (!row) return;
    const facts = await about.facts(tx, row);
    // A returned application opens where it was left to be changed; any other, its summary.
    const link = mail.link(resumePath({ appId: row.id, param: row.param, completed: row.completed }, () => 0));
    for (const recipient of await recipients(tx, row)) {
      const status = typed && mailOf(typed, { ...facts, fullName: recipient.fullName, link });
      if (status) await mail.queue(tx, status.kind, recipient.email, status.content);
    }
    return () => {
      mail.sendSoon();
    };
  };
}
