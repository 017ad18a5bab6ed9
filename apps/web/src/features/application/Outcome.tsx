import { SummaryList } from '../../ui/SummaryList';
import type { ApplicationLifecycle, TimelineEvent, TimelineEventOf } from '../../api/lifecycle';

/** The latest event of this action, with the details that action records. */
const latest = <A extends TimelineEvent['action']>(life: ApplicationLifecycle, action: A) =>
  [...life.timeline].reverse().find((e): e is TimelineEventOf<A> => e.action === action);

/**
 * What the council decided, in the applicant's words (issue 18 point 5): granted with its conditions, refused with
 * its reasons, or returned as incomplete with the reason for each item and how to put it right.
 */
export function Outcome({ life }: { life: ApplicationLifecycle }) {
  if (life.status === 'granted') {
    const conditions = latest(life, 'grant')?.details.conditions ?? [];
    return (
      <div className="outcome outcome--granted">
        <h3 className="heading-s">Your application has been granted</h3>
        {conditions.length ? (
          <>
            <p>The consent is granted with these conditions:</p>
            <ul>
              {conditions.map((c, i) => (
                <li key={i}>{c}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>The council set no conditions.</p>
        )}
      </div>
    );
  }
  if (life.status === 'refused') {
    const reasons = latest(life, 'refuse')?.details.reasons ?? [];
    return (
      <div className="outcome outcome--refused">
        <h3 className="heading-s">Your application has been refused</h3>
        <p>The council gave these reasons:</p>
        <ul>
          {reasons.map((r, i) => (
            <li key={i}>{r}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (life.status === 'returned') {
    const items = latest(life, 'returnAsIncomplete')?.details.items ?? [];
    return (
      <div className="outcome outcome--returned">
        <h3 className="heading-s">The council returned your application as incomplete</h3>
        <p>The council needs these put right before it can accept the application:</p>
        <SummaryList rows={items.map((i) => ({ key: i.item, value: i.reason }))} />
        <p>
          To fix it, use the Change links in your answers below to correct each item (or the File Attachments page for a
          document), then sign the declaration and submit the application again. The council&apos;s 20 working days
          start when it accepts the resubmitted application.
        </p>
      </div>
    );
  }
  if (life.status === 'withdrawn') {
    return (
      <div className="outcome">
        <h3 className="heading-s">You withdrew this application</h3>
        <p>The council will not process it further.</p>
      </div>
    );
  }
  return null;
}
