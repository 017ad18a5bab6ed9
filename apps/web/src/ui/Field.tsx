import { FieldError } from './FieldError';
import type { ComponentPropsWithRef, ReactNode } from 'react';

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

/** A labelled text input; takes react-hook-form's register() props, ref included. */
export function TextField({ id, label, hint, error, className, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        className={['input', error ? 'input--error' : '', className ?? ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
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
