import { useState, type SubmitEvent } from 'react';
import { nzDateOf, parseDollars, paymentMessages, type InvoiceSummary } from '@consent/domain';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/Field';
import { useRecordPayment } from './calls';

/** Staff record a bank transfer or a payment at the counter against one invoice (issue 31 point 5). */
export function RecordPaymentForm({
  appId,
  invoice,
  onRecorded,
}: {
  appId: number;
  invoice: InvoiceSummary;
  onRecorded: (message: string) => void;
}) {
  const record = useRecordPayment(appId);
  const [amount, setAmount] = useState('');
  const [paidOn, setPaidOn] = useState(nzDateOf(new Date()));
  const [method, setMethod] = useState<'bank_transfer' | 'counter'>('bank_transfer');
  const [reference, setReference] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const id = (name: string) => `payment-${invoice.id}-${name}`;
  const serverError = (field: string) => record.error?.details.find((d) => d.field === field)?.message;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null || cents <= 0) {
      setAmountError(paymentMessages.amount);
      document.getElementById(id('amount'))?.focus();
      return;
    }
    setAmountError(undefined);
    record.mutate(
      { invoiceId: invoice.id, payment: { amountCents: cents, paidOn, method, reference } },
      {
        onSuccess: ({ message }) => {
          setAmount('');
          setReference('');
          onRecorded(`${message} on ${invoice.number}.`);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Record a payment on ${invoice.number}`}>
      <TextField
        id={id('amount')}
        label="Amount paid ($)"
        inputMode="decimal"
        value={amount}
        error={amountError ?? serverError('amountCents')}
        onChange={(e) => {
          setAmount(e.target.value);
        }}
      />
      <TextField
        id={id('paidOn')}
        label="Date paid"
        hint="As YYYY-MM-DD."
        value={paidOn}
        error={serverError('paidOn')}
        onChange={(e) => {
          setPaidOn(e.target.value);
        }}
      />
      <SelectField
        id={id('method')}
        label="How it was paid"
        value={method}
        onChange={(e) => {
          setMethod(e.target.value === 'counter' ? 'counter' : 'bank_transfer');
        }}
      >
        <option value="bank_transfer">Bank transfer</option>
        <option value="counter">At the counter</option>
      </SelectField>
      <TextField
        id={id('reference')}
        label="Reference"
        hint="The bank statement’s reference or the receipt number."
        value={reference}
        error={serverError('reference')}
        onChange={(e) => {
          setReference(e.target.value);
        }}
      />
      {record.error && !record.error.details.some((d) => d.field) ? (
        <p className="field__error" role="alert">
          {record.error.message}
        </p>
      ) : null}
      <Button type="submit" pending={record.isPending}>
        Record the payment
      </Button>
    </form>
  );
}
