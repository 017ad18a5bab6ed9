import type { ReactNode } from 'react';
import { useFieldArray, type ArrayPath, type Control, type FieldArray, type FieldValues } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { FieldError } from '../../ui/FieldError';
import type { ActionFormState } from './useActionForm';

interface ListFieldProps {
  id: string;
  legend: string;
  hint?: string;
  /** The list's own problem (none given), above its rows. */
  error?: string;
  /** The rows' stable keys (useFieldArray's ids), so removing one keeps the others' fields. */
  keys: string[];
  /** One row's fields, numbered from 1 for people. */
  row: (index: number) => ReactNode;
  itemName: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Whether the last row may go too (an optional list). */
  canEmpty?: boolean;
}

/** A list of items the officer writes one by one (reasons, conditions, requested information), each removable. */
export function ListField({
  id,
  legend,
  hint,
  error,
  keys,
  row,
  itemName,
  onAdd,
  onRemove,
  canEmpty = false,
}: ListFieldProps) {
  const count = keys.length;
  return (
    <fieldset
      className={error ? 'fieldset field--error' : 'fieldset'}
      id={id}
      tabIndex={-1}
      aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
    >
      <legend className="fieldset__legend">{legend}</legend>
      {hint ? (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      <ol className="action-list">
        {keys.map((key, index) => (
          <li key={key} className="action-list__item">
            {row(index)}
            {count > 1 || canEmpty ? (
              <Button
                variant="quiet"
                onClick={() => {
                  onRemove(index);
                }}
              >
                Remove
                <span className="visually-hidden">
                  {' '}
                  {itemName} {index + 1}
                </span>
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={onAdd}>
        Add {count ? 'another' : 'a'} {itemName}
      </Button>
    </fieldset>
  );
}

/** A form's list of rows (useFieldArray) wired to a ListField: its id, its own problem, its rows, add and remove. */
export function useListRows<V extends FieldValues, N extends ArrayPath<V>>(
  state: Pick<ActionFormState, 'idOf' | 'errorOf'> & { form: { control: Control<V> } },
  name: N,
  empty: FieldArray<V, N>,
) {
  const rows = useFieldArray({ control: state.form.control, name });
  return {
    id: state.idOf(name),
    error: state.errorOf(name),
    keys: rows.fields.map((f) => f.id),
    onAdd: () => {
      rows.append(empty);
    },
    onRemove: rows.remove,
  };
}
