import { FieldError } from './FieldError';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';

/** The ids a field's input points at with aria-describedby: its hint, then its error. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/** Label, hint and error around one control, in the order a screen reader should meet them. */
export function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      {children}
    </div>
  );
}

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/**
 * Spec point 2: "Inputs with a number-only class strip non-digits". Ours are the inputs that ask for the
 * numeric keyboard (inputMode 'numeric': postcodes, NZBN, company number, DP, occupants, levels), so a pasted
 * '80 14' keeps its digits. Decimal inputs (floor areas, the estimated value) are not among them: stripping the
 * point from '640000.40' would make it a hundred times larger without a word.
 */
function stripNonDigits(onChange: TextFieldProps['onChange']) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '');
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  };
}

/** A labelled text input; takes react-hook-form's register() props, ref included. */
export function TextField({ id, label, hint, error, className, onChange, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={['input', error ? 'input--error' : '', className ?? ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={input.inputMode === 'numeric' ? stripNonDigits(onChange) : onChange}
        {...input}
      />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
};

/** A native select: the most dependable choice list on phones and with assistive technology. */
export function SelectField({ id, label, hint, error, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={error ? 'select input--error' : 'select'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}
