import { formatCents } from '@consent/domain';
import { formatDateTime } from '../../ui/format';
import { invoicePdfUrl, useInvoices } from './calls';
import { useCardPaymentOption, useCreditNotes } from './cardCalls';
import { CardPaymentReturn } from './CardPaymentReturn';
import { CreditNotesTable } from './CreditNotes';
import { PayByCard } from './PayByCard';

const KIND_NAMES = { deposit: 'Lodgement deposit', final: 'Fees and levies' } as const;

/** The application's invoices on the applicant's page (issue 31 point 4): each with its status and its PDF. */
export function Invoices({ appId }: { appId: number }) {
  const invoices = useInvoices(appId);
  // Card payment only when the council's provider is configured; otherwise the invoice's bank details alone.
  const card = useCardPaymentOption(appId).data?.available === true;
  const creditNotes = useCreditNotes(appId).data?.creditNotes ?? [];
  if (!invoices.data?.invoices.length) return null;
  return (
    <section aria-labelledby="invoices-title">
      <h2 id="invoices-title" className="heading-m">
        Invoices
      </h2>
      <CardPaymentReturn appId={appId} />
      <table>
        <caption className="visually-hidden">The council’s invoices for this application</caption>
        <thead>
          <tr>
            {['Invoice', 'For', 'Issued', 'Total', 'Left to pay', 'Status', ...(card ? ['Pay online'] : [])].map(
              (c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {invoices.data.invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>
                <a href={invoicePdfUrl(appId, invoice.id)} download={`${invoice.number}.pdf`}>
                  {invoice.number} (PDF)
                </a>
              </td>
              <td>{KIND_NAMES[invoice.kind]}</td>
              <td>{formatDateTime(invoice.issuedAt)}</td>
              <td>{formatCents(invoice.totalCents)}</td>
              <td>
                {formatCents(invoice.balanceCents)}
                {invoice.creditCents ? ` (credit ${formatCents(invoice.creditCents)})` : ''}
              </td>
              <td>{invoice.status === 'paid' ? 'Paid' : invoice.status === 'part paid' ? 'Part paid' : 'Unpaid'}</td>
              {card ? (
                <td>
                  {invoice.balanceCents > 0 ? (
                    <PayByCard appId={appId} invoiceId={invoice.id} number={invoice.number} />
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <CreditNotesTable creditNotes={creditNotes} />
    </section>
  );
}
