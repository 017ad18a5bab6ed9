import { useState } from 'react';
import { useDepositTable } from '../../api';
import { Button } from '../../ui/Button';
import { DialogActions } from '../../ui/Dialog';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { LoadProblem, Loading } from '../../ui/Status';
import { CHECKLISTS, checklistItems } from './checklists';
import type { ChecklistId } from './startKinds';

interface ChecklistStepProps {
  checklistId: ChecklistId;
  councilId: number;
  applicationType: number;
  onProceed: () => void;
  onCancel: () => void;
  error?: string;
  errorAttempt: number;
  pending: boolean;
}

/**
 * A requirements checklist (spec point 2). Proceed appears only once every item shown is ticked; the
 * deposit item is shown, and so counted, only when the council's deposit table is enabled, which makes
 * the required count one lower without it.
 */
export function ChecklistStep({
  checklistId,
  councilId,
  applicationType,
  onProceed,
  onCancel,
  error,
  errorAttempt,
  pending,
}: ChecklistStepProps) {
  const depositTable = useDepositTable(councilId, applicationType);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const checklist = CHECKLISTS[checklistId];

  if (depositTable.isPending) return <Loading>Loading the checklist…</Loading>;
  if (depositTable.isError)
    return <LoadProblem message={depositTable.error.message} onRetry={() => void depositTable.refetch()} />;

  const items = checklistItems(checklist, depositTable.data);
  const count = items.filter((item) => ticked.has(item.id)).length;
  const enough = count >= items.length;

  function toggle(id: string, on: boolean) {
    setTicked((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <div className="checklist">
      <ErrorSummary errors={error ? [{ message: error }] : []} attempt={errorAttempt} />
      <p>{checklist.intro}</p>
      <fieldset className="checkboxes" aria-describedby="checklist-count">
        <legend className="checkboxes__legend">Tick each one you have ready</legend>
        {items.map((item) => {
          const id = `checklist-${item.id}`;
          return (
            <div className="checkbox" key={item.id}>
              <input
                className="checkbox__input"
                type="checkbox"
                id={id}
                checked={ticked.has(item.id)}
                onChange={(event) => {
                  toggle(item.id, event.target.checked);
                }}
                aria-describedby={item.hint ? `${id}-hint` : undefined}
              />
              <label className="checkbox__label" htmlFor={id}>
                {item.label}
              </label>
              {item.hint ? (
                <div id={`${id}-hint`} className="checkbox__hint">
                  {item.hint}
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <p id="checklist-count" className="checklist__count" aria-live="polite">
        {enough
          ? `All ${items.length} ticked: you can proceed.`
          : `${count} of ${items.length} ticked. Tick all ${items.length} to proceed.`}
      </p>
      <DialogActions>
        {enough ? (
          <Button onClick={onProceed} pending={pending}>
            Proceed
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </DialogActions>
    </div>
  );
}
