import type { LifecycleStatus, StatutoryClock } from '@consent/domain';
import { SummaryList } from '../../ui/SummaryList';
import { Section } from './Section';

const dueDate = (date: string) =>
  new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** Why the clock is where it is, in words. */
function clockState(clock: StatutoryClock, status: LifecycleStatus): string {
  if (!clock.started) return 'Not started: it starts when the application is accepted.';
  if (clock.running) return 'Running.';
  if (status === 'information_requested') return 'Suspended while the request for further information is open.';
  return 'Stopped.';
}

/** The statutory clock (Building Act s48): 20 working days from acceptance, as the server counts them. */
export function ClockSummary({ clock, status }: { clock: StatutoryClock; status: LifecycleStatus }) {
  return (
    <Section id="clock" title="Statutory clock" className={clock.overdue ? 'clock clock--overdue' : 'clock'}>
      {clock.overdue ? (
        <p className="clock__overdue">
          <strong className="tag tag--overdue">Overdue</strong> More than 20 working days have been used.
        </p>
      ) : null}
      <SummaryList
        rows={[
          { key: 'Clock', value: clockState(clock, status) },
          { key: 'Working days used', value: `${clock.daysUsed} of 20` },
          { key: 'Working days remaining', value: String(clock.daysRemaining) },
          ...(clock.dueDate ? [{ key: 'Decision due by', value: dueDate(clock.dueDate) }] : []),
        ]}
      />
    </Section>
  );
}
