import type { ReactNode, SubmitEvent } from 'react';
import type { ApiError } from '../../api';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';

interface TextPart {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A refused field's message from the server's answer, by the field the server names. */
export const serverErrorOf = (error: ApiError | null, field: string) =>
  error?.details.find((d) => d.field === field)?.message;

/**
 * The shape staff's money forms share (issue 31 point 5: recording a payment, issuing a credit note): an amount in
 * dollars, the form's own fields, a note (the payment's reference, the refund's reason), a problem the server named
 * for no field, and the button.
 */
export function StaffMoneyForm({
  name,
  amount,
  note,
  error,
  submit,
  onSubmit,
  intro,
  children,
}: {
  /** The form's accessible name, such as "Record a payment on INV-2026-000001". */
  name: string;
  amount: TextPart;
  note: TextPart;
  error: ApiError | null;
  submit: { label: string; pending: boolean; variant?: 'primary' | 'secondary' };
  onSubmit: () => void;
  /** What comes before the amount (the refundable limit). */
  intro?: ReactNode;
  /** The form's own fields, between the amount and the note. */
  children?: ReactNode;
}) {
  const field = ({ onChange, ...part }: TextPart, inputMode?: 'decimal') => (
    <TextField
      {...part}
      inputMode={inputMode}
      onChange={(e) => {
        onChange(e.target.value);
      }}
    />
  );
  return (
    <form
      onSubmit={(event: SubmitEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      noValidate
      aria-label={name}
    >
      {intro}
      {field(amount, 'decimal')}
      {children}
      {field(note)}
      {error && !error.details.some((d) => d.field) ? (
        <p className="field__error" role="alert">
          {error.message}
        </p>
      ) : null}
      <Button type="submit" variant={submit.variant} pending={submit.pending}>
        {submit.label}
      </Button>
    </form>
  );
}
