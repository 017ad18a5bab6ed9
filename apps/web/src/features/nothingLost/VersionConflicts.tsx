import { nothingLostMessages, type VersionConflict } from '@consent/domain';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../api';
import { useFormConflicts, type FormConflict } from '../../api/formVersions';
import { Button } from '../../ui/Button';

/**
 * Shown just below the error summary, which takes focus and says who changed the page and when, so the choice is
 * what a screen reader reads next.
 * A save refused because someone else saved the same form first (issue 33.4): who and when, both versions side by
 * side, and the choice: keep mine (saved over theirs) or take theirs (the page shows what is saved now).
 */
export function VersionConflicts({ appId, onTakeTheirs }: { appId: number; onTakeTheirs: () => void }) {
  const conflicts = useFormConflicts(useApi(), appId);
  const [done, setDone] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);
  const first = conflicts[0];
  return (
    <>
      {first ? (
        <ConflictChoice
          key={`${first.conflict.form}:${first.conflict.version}`}
          entry={first}
          onSettled={(message, theirs) => {
            if (theirs) onTakeTheirs();
            setDone(message);
          }}
        />
      ) : null}
      <p role="status" ref={status} tabIndex={-1}>
        {done}
      </p>
    </>
  );
}

function ConflictChoice({
  entry,
  onSettled,
}: {
  entry: FormConflict;
  onSettled: (message: string, theirs: boolean) => void;
}) {
  const { conflict } = entry;
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState('');
  async function keepMine() {
    setPending(true);
    try {
      await entry.keepMine();
      onSettled('Your answers are saved.', false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setPending(false);
    }
  }
  return (
    <section className="notice version-conflict" aria-labelledby="version-conflict-heading">
      <h2 id="version-conflict-heading">Someone else changed this page</h2>
      <p>{nothingLostMessages.versionConflict(conflict.changed_by, new Date(conflict.changed_at))}</p>
      <div className="version-conflict__versions">
        <Answers title="Your answers (not saved)" rows={conflict.mine} />
        <Answers title={`${conflict.changed_by}’s answers (saved)`} rows={conflict.theirs} />
      </div>
      {problem ? <p className="field-error">{problem}</p> : null}
      <div className="wizard-actions">
        <Button onClick={() => void keepMine()} pending={pending}>
          Keep mine
        </Button>
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => {
            entry.takeTheirs();
            onSettled(`${conflict.changed_by}’s answers are shown.`, true);
          }}
        >
          Take theirs
        </Button>
      </div>
    </section>
  );
}

function Answers({ title, rows }: { title: string; rows: VersionConflict['mine'] }) {
  return (
    <div>
      <h3>{title}</h3>
      {rows.length ? (
        <dl>
          {rows.map((row) => (
            <div key={row.key}>
              <dt>{row.key}</dt>
              <dd>{Array.isArray(row.value) ? row.value.join(', ') : row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>Not answered.</p>
      )}
    </div>
  );
}
