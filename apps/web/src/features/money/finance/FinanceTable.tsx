import { formatCents, type FinanceInvoice } from '@consent/domain';
import { forwardRef } from 'react';
import { Link } from 'react-router';

interface Totals {
  count: number;
  netCents: number;
  gstCents: number;
  totalCents: number;
  paidCents: number;
  balanceCents: number;
}
const STATUS_WORDS = { paid: 'Paid', unpaid: 'Unpaid', overdue: 'Overdue' } as const;
const HEADINGS = [
  'Invoice',
  'Issued',
  'Due',
  'Application',
  'Payer',
  'Net',
  'GST',
  'Total',
  'Paid',
  'Balance',
  'Status',
];

/** The listed invoices and their totals; scrolls sideways in its own focusable region on a narrow screen. */
export const FinanceTable = forwardRef<
  HTMLHeadingElement,
  { invoices: FinanceInvoice[]; totals: Totals; busy: boolean; title: string }
>(function FinanceTable({ invoices, totals, busy, title }, headingRef) {
  const money = (cents: number) => formatCents(cents);
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        {title}: {totals.count} {totals.count === 1 ? 'invoice' : 'invoices'}
      </h2>
      <div
        className="table-scroll"
        role="region"
        aria-label="Invoices"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus so keyboard users can scroll it (WCAG 2.1.1, axe scrollable-region-focusable)
        tabIndex={0}
        aria-busy={busy || undefined}
      >
        <table className="queue-table">
          <thead>
            <tr>
              {HEADINGS.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {invoices.map((i) => (
              <tr key={i.id}>
                <th scope="row">{i.number}</th>
                <td>{i.issuedOn}</td>
                <td>{i.dueOn}</td>
                <td>
                  <Link to={`/council/applications/${i.applicationId}`}>{i.reference}</Link>
                </td>
                <td>{i.payerName}</td>
                <td>{money(i.netCents)}</td>
                <td>{money(i.gstCents)}</td>
                <td>{money(i.totalCents)}</td>
                <td>{money(i.paidCents)}</td>
                <td>{money(i.balanceCents)}</td>
                <td>{STATUS_WORDS[i.status]}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                Totals
              </th>
              <td>{money(totals.netCents)}</td>
              <td>{money(totals.gstCents)}</td>
              <td>{money(totals.totalCents)}</td>
              <td>{money(totals.paidCents)}</td>
              <td>{money(totals.balanceCents)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
});
