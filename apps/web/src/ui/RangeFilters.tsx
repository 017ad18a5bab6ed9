import { useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { Button } from './Button';
import { ErrorSummary, type SummaryError } from './ErrorSummary';
import { SelectField, TextField } from './Field';

/** What the person chose: one option and a range, each end as typed (months or days), empty when open. */
export interface RangeValues<C extends string> {
  choice: C;
  from?: string;
  to?: string;
}

interface End {
  label: string;
  hint: string;
}

/**
 * A filter form of one choice and a from–to range (the council report's grouping and months, the finance view's
 * invoices and days): checked with the server's own schema before it is applied, every problem in the error summary
 * linked to its field.
 */
export function RangeFilters<C extends string, Q>({
  idPrefix,
  name,
  choice,
  from,
  to,
  maxLength,
  initial,
  schema,
  toQuery,
  submitLabel,
  onApply,
}: {
  /** The fields' ids start with it: `${idPrefix}-from`. */
  idPrefix: string;
  /** The form's accessible name. */
  name: string;
  /** The select: its query key (which the schema's issues name), label and options with their labels. */
  choice: { key: string; label: string; options: readonly C[]; labels: Record<C, string> };
  from: End;
  to: End;
  maxLength: number;
  initial: RangeValues<C>;
  /** The server's schema of the query. */
  schema: z.ZodType;
  toQuery: (values: RangeValues<C>) => Q;
  submitLabel: string;
  onApply: (query: Q) => void;
}) {
  const ids = { choice: `${idPrefix}-${choice.key}`, from: `${idPrefix}-from`, to: `${idPrefix}-to` };
  const [values, setValues] = useState({ choice: initial.choice, from: initial.from ?? '', to: initial.to ?? '' });
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const set = (key: 'from' | 'to') => (event: { target: { value: string } }) => {
    setValues({ ...values, [key]: event.target.value });
  };
  const fieldOf = (key: PropertyKey | undefined) =>
    key === choice.key ? ids.choice : key === 'to' ? ids.to : ids.from;

  function apply(event: SubmitEvent) {
    event.preventDefault();
    const asked = toQuery({
      choice: values.choice,
      ...(values.from.trim() ? { from: values.from.trim() } : {}),
      ...(values.to.trim() ? { to: values.to.trim() } : {}),
    });
    const checked = schema.safeParse(asked);
    if (!checked.success) {
      setErrors(checked.error.issues.map((issue) => ({ message: issue.message, fieldId: fieldOf(issue.path[0]) })));
      setAttempt(attempt + 1);
      return;
    }
    setErrors([]);
    onApply(asked);
  }
  const errorOf = (id: string) => errors.find((e) => e.fieldId === id)?.message;
  const end = (key: 'from' | 'to', { label, hint }: End) => (
    <TextField
      id={ids[key]}
      label={label}
      hint={hint}
      value={values[key]}
      error={errorOf(ids[key])}
      onChange={set(key)}
      maxLength={maxLength}
      autoComplete="off"
    />
  );

  return (
    <>
      <ErrorSummary errors={errors} attempt={attempt} />
      <form className="queue-filters" aria-label={name} onSubmit={apply} noValidate>
        <SelectField
          id={ids.choice}
          label={choice.label}
          value={values.choice}
          error={errorOf(ids.choice)}
          onChange={(event) => {
            setValues({ ...values, choice: event.target.value as C });
          }}
        >
          {choice.options.map((option) => (
            <option key={option} value={option}>
              {choice.labels[option]}
            </option>
          ))}
        </SelectField>
        {end('from', from)}
        {end('to', to)}
        <div className="queue-filters__actions">
          <Button type="submit">{submitLabel}</Button>
        </div>
      </form>
    </>
  );
}
