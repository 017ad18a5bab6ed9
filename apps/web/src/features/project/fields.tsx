import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldShell, describedBy } from '../../ui/Field';
import { RadioGroup, type RadioOption } from '../../ui/RadioGroup';
import { fieldId } from '../../forms/formRegistry';

type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/** A labelled multi-line answer; takes react-hook-form's register() props. */
export function TextAreaField({ id, label, hint, error, rows = 4, ...textarea }: TextAreaProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={rows}
        className={error ? 'textarea input--error' : 'textarea'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </FieldShell>
  );
}

/** A select's options after an empty 'Choose', which leaves the question unanswered. */
export function ChooseOptions({ options }: { options: readonly { value: string | number; name: string }[] }) {
  return (
    <>
      <option value="">Choose</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.name}
        </option>
      ))}
    </>
  );
}

/** A list of the domain's numbered choices (proposed work, previous building work) as select options. */
export const optionsById = (items: readonly { id: number; name: string }[]) =>
  items.map((i) => ({ value: i.id, name: i.name }));

const YES: RadioOption = { value: 'yes', label: 'Yes' };
const NO: RadioOption = { value: 'no', label: 'No' };
const YES_NO = [YES, NO];

/** Reads an error message at a dotted path of react-hook-form's errors. */
export function errorAt<T extends FieldValues>(form: UseFormReturn<T>, path: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

interface TriStateProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  prefix: string;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** Shown under 'Yes' while it is chosen. */
  ifYes?: ReactNode;
}

/** A yes/no question with three states (unanswered, yes, no): a fieldset whose legend is the question. */
export function TriState<T extends FieldValues>({ form, prefix, name, legend, hint, ifYes }: TriStateProps<T>) {
  return (
    <RadioGroup
      id={fieldId(prefix, name)}
      legend={legend}
      hint={hint}
      input={form.register(name as Path<T>)}
      value={form.watch(name as Path<T>)}
      error={errorAt(form, name)}
      options={ifYes ? [{ ...YES, conditional: ifYes }, NO] : YES_NO}
      inline={!ifYes}
    />
  );
}

export const money = new Intl.NumberFormat('en-NZ', { style: 'currency', currency: 'NZD', maximumFractionDigits: 0 });
