import { useState, type SubmitEvent } from 'react';
import type { ApiError } from '../../api';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';

/** The form's fields as typed; the slots only when adding a type (its slots in every area to start with). */
export interface TypeValues {
  name: string;
  morningSlots?: string;
  afternoonSlots?: string;
}

/** The server's message for a field, by the words it names (name or slots), else the whole message on the name. */
function errorFor(error: ApiError | null, field: 'name' | 'slots'): string | undefined {
  const message = error?.details[0]?.message ?? error?.message;
  if (!message) return undefined;
  const aboutSlots = /slots/i.test(message);
  return (field === 'slots') === aboutSlots ? message : undefined;
}

/**
 * An inspection type's name, and when adding one its slots per morning and afternoon in every area to start with
 * (each area's are then changed with the area). Changing a type changes its name.
 */
export function InspectionTypeForm({
  idPrefix,
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  idPrefix: string;
  initial: TypeValues;
  submitLabel: string;
  pending: boolean;
  error: ApiError | null;
  onSubmit: (values: { name: string; morningSlots: number; afternoonSlots: number }) => void;
}) {
  const [values, setValues] = useState(initial);
  const set = (key: keyof TypeValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onSubmit({
      name: values.name,
      morningSlots: Number(values.morningSlots || 'NaN'),
      afternoonSlots: Number(values.afternoonSlots || 'NaN'),
    });
  };
  const slotsError = errorFor(error, 'slots');
  const adding = values.morningSlots !== undefined;
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        id={`${idPrefix}-name`}
        label="Name of the inspection"
        value={values.name}
        onChange={set('name')}
        error={errorFor(error, 'name')}
      />
      {adding ? (
        <>
          <TextField
            id={`${idPrefix}-morning`}
            label="Inspections each morning"
            hint="How many of this inspection the council can do each working morning in each area, to start with (0 to 50)."
            inputMode="numeric"
            value={values.morningSlots}
            onChange={set('morningSlots')}
            error={slotsError}
          />
          <TextField
            id={`${idPrefix}-afternoon`}
            label="Inspections each afternoon"
            inputMode="numeric"
            value={values.afternoonSlots}
            onChange={set('afternoonSlots')}
            error={slotsError}
          />
        </>
      ) : null}
      <Button type="submit" pending={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
