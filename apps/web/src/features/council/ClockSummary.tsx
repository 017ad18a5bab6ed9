import type { LifecycleStatus, StatutoryClock } from '@consent/domain';
import { SummaryList } from '../../ui/SummaryList';
import { Section } from './Section';

const dueDate = (date: string) =>
  new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Why the clock is where it is, in words. */
function clockState(clock: StatutoryClock, status: LifecycleStatus, ccc: boolean): string {
  if (!clock.started) return `Not started: it starts when the application is ${ccc ? 'made' : 'accepted'}.`;
  if (clock.running) return 'Running.';
  if (status === 'information_requested') return 'Suspended while the request for further information is open.';
  return 'Stopped.';
}

/**
 * The statutory clock, as the server counts it: 20 working days from acceptance (Building Act s48), or for a CCC
 * application from the application as made (s93, issue 32.5).
 */
export function ClockSummary({
  clock,
  status,
  ccc = false,
}: {
  clock: StatutoryClock;
  status: LifecycleStatus;
  ccc?: boolean;
}) {
  return (
    <Section id="clock" title="Statutory clock" className={clock.overdue ? 'clock clock--overdue' : 'clock'}>
      {clock.overdue ? (
        <p className="clock__overdue">
          <strong className="tag tag--overdue">Overdue</strong> More than 20 working days have been used.
        </p>
      ) : null}
      <SummaryList
        rows={[
          {
            key: 'Counted under',
            value: ccc
              ? 'Building Act 2004 s93: 20 working days from the CCC application; a request for information suspends it'
              : 'Building Act 2004 s48: 20 working days from acceptance; a request for information suspends it',
          },
          { key: 'Clock', value: clockState(clock, status, ccc) },
          { key: 'Working days used', value: `${clock.daysUsed} of 20` },
          { key: 'Working days remaining', value: String(clock.daysRemaining) },
          ...(clock.dueDate ? [{ key: 'Decision due by', value: dueDate(clock.dueDate) }] : []),
        ]}
      />
    </Section>
  );
}
