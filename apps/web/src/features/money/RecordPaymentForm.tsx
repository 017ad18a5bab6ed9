import { useState } from 'react';
import { nzDateOf, parseDollars, paymentMessages, type InvoiceSummary } from '@consent/domain';
import { SelectField, TextField } from '../../ui/Field';
import { useRecordPayment } from './calls';
import { serverErrorOf, StaffMoneyForm } from './StaffMoneyForm';

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
  const serverError = (field: string) => serverErrorOf(record.error, field);

  const onSubmit = () => {
    const cents = parseDollars(amount);
    if (cents === null || cents <= 0) {
      setAmountError(paymentMessages.amount);
      document.getElementById(id('amount'))?.focus();
      return;
    }
    setAmountError(undefined);
    // Awaited rather than a mutate() callback: paid in full, the invoice's form is gone once the invoices are read
    // again, and a callback of the gone form would never confirm the payment.
    record.mutateAsync({ invoiceId: invoice.id, payment: { amountCents: cents, paidOn, method, reference } }).then(
      ({ message }) => {
        setAmount('');
        setReference('');
        onRecorded(`${message} on ${invoice.number}.`);
      },
      () => {
        // Shown by the form from record.error.
      },
    );
  };

  return (
    <StaffMoneyForm
      name={`Record a payment on ${invoice.number}`}
      amount={{
        id: id('amount'),
        label: 'Amount paid ($)',
        value: amount,
        error: amountError ?? serverError('amountCents'),
        onChange: setAmount,
      }}
      note={{
        id: id('reference'),
        label: 'Reference',
        hint: 'The bank statement’s reference or the receipt number.',
        value: reference,
        error: serverError('reference'),
        onChange: setReference,
      }}
      error={record.error}
      submit={{ label: 'Record the payment', pending: record.isPending }}
      onSubmit={onSubmit}
    >
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
    </StaffMoneyForm>
  );
}
