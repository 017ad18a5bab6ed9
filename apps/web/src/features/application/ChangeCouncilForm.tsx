import type { Council } from '@consent/domain';
import { useState, type SubmitEvent } from 'react';
import { useSetAppCouncil } from '../../api';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { SelectField } from '../../ui/Field';
import { SuccessBanner } from '../../ui/Status';
import { ConfirmCouncilChange } from './ConfirmCouncilChange';

const FIELD_ID = 'councilId';

interface ChangeCouncilFormProps {
  appId: number;
  councilId: number;
  councils: Council[];
}

/**
 * Moves the application to another council (spec point 1). The server decides: a council that has
 * applications turned off answers with its own message, shown here as the form's error.
 */
export function ChangeCouncilForm({ appId, councilId, councils }: ChangeCouncilFormProps) {
  const [selected, setSelected] = useState(String(councilId));
  const [attempt, setAttempt] = useState(0);
  const [changedTo, setChangedTo] = useState<Council | null>(null);
  const setCouncil = useSetAppCouncil(appId);
  const error = setCouncil.error?.message;

  const [confirming, setConfirming] = useState<Council | null>(null);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setChangedTo(null);
    const council = councils.find((c) => String(c.id) === selected);
    if (council && council.id !== councilId) setConfirming(council);
  }

  function change(council: Council) {
    setConfirming(null);
    setCouncil.mutate(council.id, {
      onSuccess: () => {
        setChangedTo(council);
      },
      onError: () => {
        setAttempt((n) => n + 1);
      },
    });
  }

  return (
    <section aria-labelledby="change-council">
      <h2 id="change-council" className="heading-m">
        Change council
      </h2>
      <ErrorSummary errors={error ? [{ fieldId: FIELD_ID, message: error }] : []} attempt={attempt} />
      {changedTo ? (
        <SuccessBanner title="Council changed">This application is now with {changedTo.fullName}.</SuccessBanner>
      ) : null}
      <form onSubmit={submit} noValidate>
        <SelectField
          id={FIELD_ID}
          label="Council"
          hint="The council that will process this application."
          error={error}
          value={selected}
          onChange={(event) => {
            setSelected(event.target.value);
          }}
        >
          {councils.map((council) => (
            <option key={council.id} value={council.id}>
              {council.fullName}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" pending={setCouncil.isPending}>
          Change council
        </Button>
      </form>
      <ConfirmCouncilChange
        council={confirming}
        onConfirm={change}
        onCancel={() => {
          setConfirming(null);
        }}
      />
    </section>
  );
}
