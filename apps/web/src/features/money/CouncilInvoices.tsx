import { useEffect, useRef, useState } from 'react';
import { formatCents } from '@consent/domain';
import { SuccessBanner } from '../../ui/Status';
import { councilInvoicePdfUrl, useCouncilInvoices } from './calls';
import { RecordPaymentForm } from './RecordPaymentForm';
import { useCouncilCreditNotes } from './cardCalls';
import { CreditNotesTable } from './CreditNotes';
import { RefundForm } from './RefundForm';

/** The application's invoices on the council's application page, with a payment form for each one not yet paid. */
export function CouncilInvoices({ appId }: { appId: number }) {
  const invoices = useCouncilInvoices(appId);
  const credit = useCouncilCreditNotes(appId).data;
  const refundableOf = (invoiceId: number) =>
    credit?.refundable.find((r) => r.invoiceId === invoiceId)?.refundableCents ?? 0;
  const [recorded, setRecorded] = useState<{ title: string; text: string } | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (recorded) bannerRef.current?.focus();
  }, [recorded]);
  if (!invoices.data?.invoices.length) return null;
  return (
    <section aria-labelledby="council-invoices-title">
      <h2 id="council-invoices-title">Invoices and payments</h2>
      {recorded ? (
        <div ref={bannerRef} tabIndex={-1}>
          <SuccessBanner title={recorded.title}>{recorded.text}</SuccessBanner>
        </div>
      ) : null}
      {invoices.data.invoices.map((invoice) => (
        <div key={invoice.id}>
          <h3>
            <a href={councilInvoicePdfUrl(appId, invoice.id)} download={`${invoice.number}.pdf`}>
              {invoice.number}
            </a>{' '}
            ({invoice.kind === 'deposit' ? 'lodgement deposit' : 'fees and levies'})
          </h3>
          <p>
            Total {formatCents(invoice.totalCents)}, paid {formatCents(invoice.paidCents)}, left to pay{' '}
            {formatCents(invoice.balanceCents)}
            {invoice.creditCents ? `, credit ${formatCents(invoice.creditCents)}` : ''}.
          </p>
          {invoice.status === 'paid' ? null : (
            <RecordPaymentForm
              appId={appId}
              invoice={invoice}
              onRecorded={(text) => {
                setRecorded({ title: 'Payment recorded', text });
              }}
            />
          )}
          {refundableOf(invoice.id) > 0 ? (
            <RefundForm
              appId={appId}
              invoice={invoice}
              refundableCents={refundableOf(invoice.id)}
              onIssued={(text) => {
                setRecorded({ title: 'Credit note issued', text });
              }}
            />
          ) : null}
        </div>
      ))}
      <CreditNotesTable creditNotes={credit?.creditNotes ?? []} />
    </section>
  );
}
