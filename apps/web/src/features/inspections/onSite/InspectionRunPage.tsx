import { nzToday } from '@consent/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMe } from '../../../api';
import { inspectionRunKey, useInspectionRun } from '../../../api/inspectionRun';
import { formatDay } from '../../../ui/format';
import { PageHeading } from '../../../ui/PageHeading';
import { Loading, LoadProblem } from '../../../ui/Status';
import { OutboxProvider } from '../../nothingLost/outbox/OutboxProvider';
import { CouncilNotFound } from '../../council/CouncilNotFound';
import { queuePath } from '../../council/paths';
import { NoSignalNote } from './NoSignalNote';
import { RunDayChooser } from './RunDayChooser';
import { RunStop } from './RunStop';
import { RESULT_KIND, resultSender } from './resultSender';
import './onSite.css';

const SENDERS = { [RESULT_KIND]: resultSender() };

/**
 * The inspector's phone screen (issue 32.4, ADR 0073): a day's run of the council's inspections in slot order, each
 * with its site, what to inspect, the consent's conditions and a map link, and a result to record there, kept on
 * the phone until the council has it.
 */
export function InspectionRunPage() {
  const councilId = Number(useParams().councilId);
  const membership = useMe().data?.councils.find((c) => c.councilId === councilId);
  const [search, setSearch] = useSearchParams();
  const date = search.get('date') ?? undefined;
  const run = useInspectionRun(councilId, date);
  const queryClient = useQueryClient();
  const onSent = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: inspectionRunKey(councilId) });
  }, [queryClient, councilId]);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // The day the inspector asked for: its list's heading takes focus once that day's run has arrived (not another
  // day's answer landing first, nor the page's heading taking focus for the new address after it).
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current !== null && asked.current === date && run.data && !run.isFetching) {
      listHeading.current?.focus();
      asked.current = null;
    }
  }, [date, run.data, run.isFetching]);

  if (!membership || run.error?.status === 404) return <CouncilNotFound />;
  const day = run.data?.date ?? date ?? nzToday();
  const stops = run.data?.inspections ?? [];
  return (
    <OutboxProvider senders={SENDERS} onSent={onSent}>
      <PageHeading caption={membership.councilName}>
        {day === nzToday() ? 'Today’s inspections' : `Inspections on ${formatDay(day)}`}
      </PageHeading>
      <p>
        <Link to={queuePath(councilId)}>Back to the applications</Link>
      </p>
      <RunDayChooser
        date={day}
        onChoose={(chosen) => {
          asked.current = chosen;
          // The day shown asked for again is read again; another day is a new address.
          if (chosen === date) void run.refetch();
          else setSearch({ date: chosen });
        }}
      />
      <NoSignalNote councilId={councilId} date={date} run={run.data} />
      {run.error ? <LoadProblem message={run.error.message} onRetry={() => void run.refetch()} /> : null}
      {run.data ? (
        <>
          <h2 ref={listHeading} tabIndex={-1} className="heading-m">
            {stops.length === 1 ? '1 inspection' : `${stops.length} inspections`} on {formatDay(day)}
          </h2>
          <ol className="run">
            {stops.map((stop) => (
              <RunStop key={stop.bookingId} councilId={councilId} stop={stop} />
            ))}
          </ol>
        </>
      ) : run.isPending ? (
        <Loading>Loading the run…</Loading>
      ) : null}
    </OutboxProvider>
  );
}
