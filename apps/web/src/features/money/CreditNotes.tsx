import { formatCents, type CreditNoteSummary } from '@consent/domain';
import { formatDateTime } from '../../ui/format';

/** The application's credit notes (refunds), on the applicant's and the council's application pages. */
export function CreditNotesTable({ creditNotes }: { creditNotes: CreditNoteSummary[] }) {
  if (!creditNotes.length) return null;
  return (
    <table>
      <caption>Credit notes (refunds)</caption>
      <thead>
        <tr>
          {['Credit note', 'Against invoice', 'Issued', 'Refunded', 'Reason'].map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {creditNotes.map((note) => (
          <tr key={note.id}>
            <td>{note.number}</td>
            <td>{note.invoiceNumber}</td>
            <td>{formatDateTime(note.issuedAt)}</td>
            <td>{formatCents(note.amountCents)}</td>
            <td>{note.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
