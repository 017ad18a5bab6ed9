import { INSPECTION_SLOTS_MAX, type InspectionTypeItem } from '@consent/domain';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../ui/Button';
import { ErrorSummary, type SummaryError } from '../../ui/ErrorSummary';
import { describedBy, FieldShell, TextField } from '../../ui/Field';
import { areaFieldIds, areaOf, type AreaDraft } from './areaDraft';

/**
 * One inspection area's form (issue 32.3): its name, the suburbs and towns it covers, whether it is the default, and
 * each inspection's slots per working morning and afternoon in it. Problems are listed in an error summary, each
 * linked to its field; `serverErrors` are the server's, already linked.
 */
export function InspectionAreaForm({
  prefix,
  initial,
  types,
  submitLabel,
  pending,
  serverErrors,
  onSubmit,
}: {
  prefix: string;
  initial: AreaDraft;
  types: InspectionTypeItem[];
  submitLabel: string;
  pending: boolean;
  serverErrors: SummaryError[];
  onSubmit: (area: Extract<ReturnType<typeof areaOf>, { area: unknown }>['area']) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [checkErrors, setCheckErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const ids = areaFieldIds(prefix);
  const errors = checkErrors.length ? checkErrors : serverErrors;
  const errorOf = (id: string) => errors.find((e) => e.fieldId === id)?.message;

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const checked = areaOf(draft, types, prefix);
    if ('errors' in checked) {
      setCheckErrors(checked.errors);
      return;
    }
    setCheckErrors([]);
    onSubmit(checked.area);
  };
  const setSlots = (typeId: number, period: 'morning' | 'afternoon', value: string) => {
    const current = draft.slots[typeId] ?? { morning: '', afternoon: '' };
    setDraft({ ...draft, slots: { ...draft.slots, [typeId]: { ...current, [period]: value } } });
  };
  const localitiesHint =
    'One a line, as addresses spell them. A site whose suburb or town no area lists is in the default area.';
  const localitiesError = errorOf(ids.localities);

  return (
    <>
      <ErrorSummary errors={errors} attempt={attempt} />
      <form onSubmit={submit} noValidate>
        <TextField
          id={ids.name}
          label="Name of the area"
          value={draft.name}
          error={errorOf(ids.name)}
          onChange={(e) => {
            setDraft({ ...draft, name: e.target.value });
          }}
        />
        <FieldShell
          id={ids.localities}
          label="Suburbs and towns in the area"
          hint={localitiesHint}
          error={localitiesError}
        >
          <textarea
            id={ids.localities}
            className={localitiesError ? 'textarea input--error' : 'textarea'}
            rows={4}
            value={draft.localities}
            aria-invalid={localitiesError ? true : undefined}
            aria-describedby={describedBy(ids.localities, localitiesHint, localitiesError)}
            onChange={(e) => {
              setDraft({ ...draft, localities: e.target.value });
            }}
          />
        </FieldShell>
        {initial.isDefault ? (
          <p>This is the council’s default area.</p>
        ) : (
          <div className="checkbox">
            <input
              className="checkbox__input"
              type="checkbox"
              id={ids.isDefault}
              checked={draft.isDefault}
              onChange={(e) => {
                setDraft({ ...draft, isDefault: e.target.checked });
              }}
            />
            <label className="checkbox__label" htmlFor={ids.isDefault}>
              Make this the default area
            </label>
          </div>
        )}
        <fieldset className="fieldset">
          <legend>Slots per working day in this area</legend>
          <p className="field__hint">
            How many of each inspection the council can do in this area each morning and each afternoon (0 to{' '}
            {INSPECTION_SLOTS_MAX}).
          </p>
          {types.map((t) => (
            <div key={t.id}>
              {(['morning', 'afternoon'] as const).map((period) => (
                <TextField
                  key={period}
                  id={ids.slots(t.id, period)}
                  label={`${t.name}: slots each ${period}`}
                  inputMode="numeric"
                  value={draft.slots[t.id]?.[period] ?? ''}
                  error={errorOf(ids.slots(t.id, period))}
                  onChange={(e) => {
                    setSlots(t.id, period, e.target.value);
                  }}
                />
              ))}
            </div>
          ))}
        </fieldset>
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
