import { financeQuerySchema, INVOICE_FILTERS, type InvoiceFilter } from '@consent/domain';
import { RangeFilters } from '../../../ui/RangeFilters';
import type { FinanceQuery } from '../financeCalls';

export const FILTER_LABELS: Record<InvoiceFilter, string> = {
  all: 'All invoices',
  unpaid: 'Unpaid',
  overdue: 'Overdue (unpaid past the due date)',
  paid: 'Paid',
};

/** Which invoices to list: by status and the days they were issued, checked with the server's schema first. */
export function FinanceFilters({ query, onApply }: { query: FinanceQuery; onApply: (query: FinanceQuery) => void }) {
  return (
    <RangeFilters
      idPrefix="finance"
      name="Choose the invoices to list"
      choice={{ key: 'show', label: 'Show', options: INVOICE_FILTERS, labels: FILTER_LABELS }}
      from={{ label: 'Issued from (date)', hint: 'For example, 2026-07-01' }}
      to={{ label: 'Issued to (date)', hint: 'For example, 2026-07-31' }}
      maxLength={10}
      initial={{ choice: query.show, from: query.from, to: query.to }}
      schema={financeQuerySchema}
      toQuery={({ choice, ...range }): FinanceQuery => ({ show: choice, ...range })}
      submitLabel="Show the invoices"
      onApply={onApply}
    />
  );
}
