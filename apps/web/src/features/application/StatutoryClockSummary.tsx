import { STATUTORY_WORKING_DAYS, isFinalStatus, type LifecycleStatus, type StatutoryClock } from '@consent/domain';

const dueDate = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The statutory clock as the applicant sees it once the council has accepted the application (issue 18 point 4):
 * working days used and remaining, and why it is not counting when it is not.
 */
export function StatutoryClockSummary({ clock, status }: { clock: StatutoryClock; status: LifecycleStatus }) {
  if (!clock.started) return null;
  return (
    <div className="clock" role="group" aria-label="Statutory clock">
      <p>
        <strong>{clock.daysUsed}</strong> of {STATUTORY_WORKING_DAYS} working days used,{' '}
        <strong>{clock.daysRemaining}</strong> remaining.
      </p>
      {clock.running && clock.dueDate ? (
        <p>
          The council is due to decide by{' '}
          <time dateTime={clock.dueDate}>{dueDate.format(new Date(`${clock.dueDate}T00:00:00Z`))}</time>.
        </p>
      ) : null}
      {status === 'information_requested' ? (
        <p>The clock is stopped until you provide the information the council asked for.</p>
      ) : null}
      {isFinalStatus(status) ? <p>The clock has stopped: the application&apos;s life has ended.</p> : null}
      {clock.overdue ? (
        <p>The council has taken longer than the {STATUTORY_WORKING_DAYS} working days the Building Act allows.</p>
      ) : null}
    </div>
  );
}
