import { inspectionEventWords, moneyEventWords, type LifecycleAction, type MoneyEventView } from '@consent/domain';
import { derivedMoneyEventWords, withMoneyEvents } from '../money/MoneyTimeline';
import type { TimelineEvent } from '../../api/lifecycle';
import { formatDateTime } from '../../ui/format';

/** Each step of the application's life as the applicant reads it: what happened, by whom. */
const STEP_WORDS: Record<LifecycleAction, string> = {
  submit: 'You submitted the application',
  returnAsIncomplete: 'The council returned the application as incomplete',
  resubmit: 'You submitted the application again',
  accept: 'The council accepted the application',
  requestInformation: 'The council asked for more information',
  provideInformation: 'You provided the information asked for',
  grant: 'The council granted the application',
  refuse: 'The council refused the application',
  withdraw: 'You withdrew the application',
};

/** What happened, in the applicant's words; a money event (issue 31 point 6) says what was paid or refunded. */
function wordsOf(event: TimelineEvent): string {
  switch (event.action) {
    case 'payment-received-card':
    case 'credit-note-issued':
      return moneyEventWords(event.action, event.details);
    case 'inspection-passed':
    case 'inspection-failed':
    case 'inspection-partially-passed':
      return inspectionEventWords(event.details);
    default:
      return STEP_WORDS[event.action];
  }
}

/** An inspection result's notes (issue 32.4): what the inspector wrote, shown under the result. */
function inspectionNotes(event: TimelineEvent): string | null {
  switch (event.action) {
    case 'inspection-passed':
    case 'inspection-failed':
    case 'inspection-partially-passed':
      return event.details.notes;
    default:
      return null;
  }
}

/** The application's timeline (issue 18 point 5), oldest first, from the append-only event record. */
export function Timeline({ events, money }: { events: TimelineEvent[]; money?: MoneyEventView[] }) {
  if (!events.length) return null;
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="heading-m">
        Timeline
      </h2>
      <ol className="timeline">
        {withMoneyEvents(events, money).map((item, i) => (
          <li key={i} className="timeline__event">
            <time dateTime={item.event.at}>{formatDateTime(item.event.at)}</time>
            {item.money ? (
              <p className="timeline__what">{derivedMoneyEventWords(item.event)}</p>
            ) : (
              <>
                <p className="timeline__what">{wordsOf(item.event)}</p>
                {item.event.action === 'accept' ? <p>Consent number {item.event.details.consentNumber}</p> : null}
                {item.event.reason ? <p className="timeline__why">{item.event.reason}</p> : null}
                {inspectionNotes(item.event) ? <p className="timeline__why">{inspectionNotes(item.event)}</p> : null}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
