import { useState, type SubmitEvent } from 'react';
import { creditNoteMessages, formatCents, parseDollars, type InvoiceSummary } from '@consent/domain';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { useIssueCreditNote } from './cardCalls';

/**
 * Staff refund what is refundable on one invoice (a withdrawn application's deposit, or a credit from overpayment)
 * as a credit note (issue 31 point 5). The server checks the limit again and names it when it refuses.
 */
export function RefundForm({
  appId,
  invoice,
  refundableCents,
  onIssued,
}: {
  appId: number;
  invoice: InvoiceSummary;
  refundableCents: number;
  onIssued: (message: string) => void;
}) {
  const issue = useIssueCreditNote(appId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const id = (name: string) => `refund-${invoice.id}-${name}`;
  const serverError = (field: string) => issue.error?.details.find((d) => d.field === field)?.message;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const cents = parseDollars(amount);
    const problem =
      cents === null || cents <= 0
        ? creditNoteMessages.amount
        : cents > refundableCents
          ? creditNoteMessages.tooMuch(refundableCents)
          : undefined;
    setAmountError(problem);
    if (problem || cents === null) {
      document.getElementById(id('amount'))?.focus();
      return;
    }
    issue.mutate(
      { invoiceId: invoice.id, refund: { amountCents: cents, reason } },
      {
        onSuccess: ({ message, creditNote }) => {
          setAmount('');
          setReason('');
          onIssued(
            `${message}: ${creditNote.number} refunds ${formatCents(creditNote.amountCents)} on ${invoice.number}.`,
          );
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Refund on ${invoice.number}`}>
      <p>
        Refundable on {invoice.number}: {formatCents(refundableCents)}.
      </p>
      <TextField
        id={id('amount')}
        label="Amount to refund ($)"
        inputMode="decimal"
        value={amount}
        error={amountError ?? serverError('amountCents')}
        onChange={(e) => {
          setAmount(e.target.value);
        }}
      />
      <TextField
        id={id('reason')}
        label="Why it is refunded"
        hint="Printed on the credit note, up to 200 characters."
        value={reason}
        error={serverError('reason')}
        onChange={(e) => {
          setReason(e.target.value);
        }}
      />
      {issue.error && !issue.error.details.some((d) => d.field) ? (
        <p className="field__error" role="alert">
          {issue.error.message}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" pending={issue.isPending}>
        Issue a credit note
      </Button>
    </form>
  );
}
