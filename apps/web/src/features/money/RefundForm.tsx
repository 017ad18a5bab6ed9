import { useState } from 'react';
import { creditNoteMessages, formatCents, parseDollars, type InvoiceSummary } from '@consent/domain';
import { useIssueCreditNote } from './cardCalls';
import { serverErrorOf, StaffMoneyForm } from './StaffMoneyForm';

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
  const serverError = (field: string) => serverErrorOf(issue.error, field);

  const onSubmit = () => {
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
    // Awaited, not a mutate() callback: refunded in full, this form is gone once the credit is read again.
    issue.mutateAsync({ invoiceId: invoice.id, refund: { amountCents: cents, reason } }).then(
      ({ message, creditNote }) => {
        setAmount('');
        setReason('');
        onIssued(
          `${message}: ${creditNote.number} refunds ${formatCents(creditNote.amountCents)} on ${invoice.number}.`,
        );
      },
      () => {
        // Shown by the form from issue.error.
      },
    );
  };

  return (
    <StaffMoneyForm
      name={`Refund on ${invoice.number}`}
      amount={{
        id: id('amount'),
        label: 'Amount to refund ($)',
        value: amount,
        error: amountError ?? serverError('amountCents'),
        onChange: setAmount,
      }}
      note={{
        id: id('reason'),
        label: 'Why it is refunded',
        hint: 'Printed on the credit note, up to 200 characters.',
        value: reason,
        error: serverError('reason'),
        onChange: setReason,
      }}
      error={issue.error}
      submit={{ label: 'Issue a credit note', pending: issue.isPending, variant: 'secondary' }}
      onSubmit={onSubmit}
      intro={
        <p>
          Refundable on {invoice.number}: {formatCents(refundableCents)}.
        </p>
      }
    />
  );
}
