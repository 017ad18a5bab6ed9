import type { Council } from '@consent/domain';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useFetchCouncilConfigs } from '../../api';
import { Button } from '../../ui/Button';
import { DialogActions } from '../../ui/Dialog';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { SelectField } from '../../ui/Field';
import { Loading } from '../../ui/Status';
import { CouncilOptions } from './CouncilOptions';

const FIELD_ID = 'start-councilId';

interface CouncilStepProps {
  councils: Council[];
  onChosen: (council: Council) => void;
  onCancel: () => void;
  /** A failed creation, shown here when the checklist was skipped. */
  error?: string;
  errorAttempt: number;
  pending: boolean;
}

/**
 * 'Select council for new application'. A council whose configuration disables applications shows its
 * own message (spec point 8) and nothing is created. With a single council there is nothing to choose:
 * it is checked and chosen straight away.
 */
export function CouncilStep({ councils, onChosen, onCancel, error, errorAttempt, pending }: CouncilStepProps) {
  const fetchConfigs = useFetchCouncilConfigs();
  const only = councils.length === 1 ? councils[0] : null;
  const [selected, setSelected] = useState(only ? String(only.id) : '');
  const [problem, setProblem] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  const autoChosen = useRef(false);

  async function choose(council: Council | undefined) {
    if (!council) {
      setProblem('Select the council you are applying to');
      setAttempt((n) => n + 1);
      return;
    }
    setChecking(true);
    setProblem(undefined);
    try {
      const configs = await fetchConfigs(council.id);
      if (configs.disable_apps) {
        setProblem(configs.disable_apps_message || `${council.fullName} is not taking applications online.`);
        setAttempt((n) => n + 1);
      } else {
        onChosen(council);
      }
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
      setAttempt((n) => n + 1);
    } finally {
      setChecking(false);
    }
  }

  useEffect(() => {
    if (only && !autoChosen.current) {
      autoChosen.current = true;
      void choose(only);
    }
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void choose(councils.find((c) => String(c.id) === selected));
  }

  const shown = problem ?? error;
  if (only && !shown) return <Loading>Checking {only.fullName} takes applications…</Loading>;

  return (
    <form onSubmit={submit} noValidate>
      <ErrorSummary
        errors={shown ? [{ message: shown, fieldId: only ? undefined : FIELD_ID }] : []}
        attempt={attempt + errorAttempt}
      />
      {only ? null : (
        <SelectField
          id={FIELD_ID}
          label="Council"
          hint="The council for the district where the building work is."
          error={problem}
          value={selected}
          onChange={(event) => {
            setSelected(event.target.value);
            setProblem(undefined);
          }}
        >
          <CouncilOptions councils={councils} />
        </SelectField>
      )}
      <DialogActions>
        {only ? null : (
          <Button type="submit" pending={checking || pending}>
            Continue
          </Button>
        )}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </DialogActions>
    </form>
  );
}
