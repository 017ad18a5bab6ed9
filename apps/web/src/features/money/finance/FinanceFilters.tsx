import { financeQuerySchema, INVOICE_FILTERS, type InvoiceFilter } from '@consent/domain';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../ui/Button';
import { ErrorSummary, type SummaryError } from '../../../ui/ErrorSummary';
import { SelectField, TextField } from '../../../ui/Field';
import type { FinanceQuery } from '../financeCalls';

const FIELD_IDS = { show: 'finance-show', from: 'finance-from', to: 'finance-to' } as const;
type FieldName = keyof typeof FIELD_IDS;
export const FILTER_LABELS: Record<InvoiceFilter, string> = {
  all: 'All invoices',
  unpaid: 'Unpaid',
  overdue: 'Overdue (unpaid past the due date)',
  paid: 'Paid',
};

/** Which invoices to list: by status and the days they were issued, checked with the server's schema first. */
export function FinanceFilters({ query, onApply }: { query: FinanceQuery; onApply: (query: FinanceQuery) => void }) {
  const [values, setValues] = useState({ show: query.show, from: query.from ?? '', to: query.to ?? '' });
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const set = (key: 'from' | 'to') => (event: { target: { value: string } }) => {
    setValues({ ...values, [key]: event.target.value });
  };

  function apply(event: SubmitEvent) {
    event.preventDefault();
    const asked: FinanceQuery = {
      show: values.show,
      ...(values.from.trim() ? { from: values.from.trim() } : {}),
      ...(values.to.trim() ? { to: values.to.trim() } : {}),
    };
    const checked = financeQuerySchema.safeParse(asked);
    if (!checked.success) {
      setErrors(
        checked.error.issues.map((issue) => ({
          message: issue.message,
          fieldId: FIELD_IDS[(issue.path[0] as FieldName | undefined) ?? 'from'],
        })),
      );
      setAttempt(attempt + 1);
      return;
    }
    setErrors([]);
    onApply(asked);
  }
  const errorOf = (name: FieldName) => errors.find((e) => e.fieldId === FIELD_IDS[name])?.message;

  return (
    <>
      <ErrorSummary errors={errors} attempt={attempt} />
      <form className="queue-filters" aria-label="Choose the invoices to list" onSubmit={apply} noValidate>
        <SelectField
          id={FIELD_IDS.show}
          label="Show"
          value={values.show}
          error={errorOf('show')}
          onChange={(event) => {
            setValues({ ...values, show: event.target.value as InvoiceFilter });
          }}
        >
          {INVOICE_FILTERS.map((f) => (
            <option key={f} value={f}>
              {FILTER_LABELS[f]}
            </option>
          ))}
        </SelectField>
        <TextField
          id={FIELD_IDS.from}
          label="Issued from (date)"
          hint="For example, 2026-07-01"
          value={values.from}
          error={errorOf('from')}
          onChange={set('from')}
          maxLength={10}
          autoComplete="off"
        />
        <TextField
          id={FIELD_IDS.to}
          label="Issued to (date)"
          hint="For example, 2026-07-31"
          value={values.to}
          error={errorOf('to')}
          onChange={set('to')}
          maxLength={10}
          autoComplete="off"
        />
        <div className="queue-filters__actions">
          <Button type="submit">Show the invoices</Button>
        </div>
      </form>
    </>
  );
}
