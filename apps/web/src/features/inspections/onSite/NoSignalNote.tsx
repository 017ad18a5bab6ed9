import { nzToday } from '@consent/domain';
import { useEffect, useState } from 'react';
import { useMe } from '../../../api';
import type { InspectionRun } from '../../../api/inspectionRun';
import { formatDay } from '../../../ui/format';
import { keepForNoSignal, runUrl } from './keptForNoSignal';

const clock = new Intl.DateTimeFormat('en-NZ', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Pacific/Auckland',
});

/** "at 07:42", with the day when it was not today. */
function when(iso: string): string {
  const at = new Date(iso);
  const day = nzToday(at);
  return `at ${clock.format(at)}${day === nzToday() ? '' : ` on ${formatDay(day)}`}`;
}

interface Props {
  councilId: number;
  date: string | undefined;
  run: InspectionRun | undefined;
}

/**
 * Keeps the run the screen read online for when there is no signal (ADR 0078), and says which one is shown: the
 * copy kept on the phone, or the server's, now kept for the next time there is no signal.
 */
export function NoSignalNote({ councilId, date, run }: Props) {
  const me = useMe().data;
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (!me || !run || run.keptAt) return;
    let live = true;
    const { keptAt: _copy, ...answer } = run;
    keepForNoSignal(councilId, me, runUrl(councilId, date), answer).then(
      (done) => {
        if (live) setKept(done);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [councilId, date, me, run]);

  if (run?.keptAt)
    return (
      <p className="run__kept" role="status">
        Shown as saved on this phone {when(run.keptAt)} — no connection
      </p>
    );
  return kept ? <p className="run__note">Kept on this phone: this run opens with no signal.</p> : null;
}
