import { formatCents, GST_PERCENT, invoiceNumberText } from '@consent/domain';
import type { PdfModel } from '../pdf/model.js';
import type { InvoiceRow } from './invoiceRepo.js';

export type InvoiceStatus = 'unpaid' | 'part paid' | 'paid';

/** What is left to pay, and the invoice's status from it. */
export function balanceOf(row: Pick<InvoiceRow, 'totalCents' | 'paidCents'> & { creditedCents?: number }) {
  // What credit notes took off the total (a withdrawn application's refunded deposit) is no longer owed.
  const balanceCents = row.totalCents - (row.creditedCents ?? 0) - row.paidCents;
  const status: InvoiceStatus = balanceCents <= 0 ? 'paid' : row.paidCents > 0 ? 'part paid' : 'unpaid';
  // Paid beyond the total: the payer's credit, set against their next invoice or refunded.
  return { balanceCents: Math.max(0, balanceCents), creditCents: Math.max(0, -balanceCents), status };
}

/** An invoice as the applicant's page lists it. */
export function invoiceSummary(row: InvoiceRow) {
  return {
    id: row.id,
    number: invoiceNumberText(row.year, row.number),
    kind: row.kind,
    issuedAt: row.issuedAt,
    payerName: row.payerName,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    ...balanceOf(row),
  };
}

const NZ_DAY = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'long', timeZone: 'Pacific/Auckland' });

/**
 * A tax invoice as the PDF worker pool lays it out. It carries what the Goods and Services Tax Act asks of one: the
 * words "Tax invoice", the council's name and GST number, the date, the payer, each supply with its amount, the GST
 * and the total including it (ADR 0050).
 */
export function taxInvoiceModel(row: InvoiceRow, councilName: string, reference: string): PdfModel {
  const number = invoiceNumberText(row.year, row.number);
  const fees = row.lines.filter((l) => l.kind === 'fee');
  const levies = row.lines.filter((l) => l.kind === 'levy');
  return {
    title: `Tax invoice ${number}`,
    subtitle: row.kind === 'deposit' ? 'Lodgement deposit' : 'Building consent fees and levies',
    facts: [
      { key: 'From', value: councilName },
      { key: 'GST number', value: row.gstNumber },
      { key: 'Date', value: NZ_DAY.format(row.issuedAt) },
      { key: 'To', value: [row.payerName, row.payerAddress].filter(Boolean).join('\n') },
      { key: 'Application', value: reference },
    ],
    sections: [
      {
        title: 'Fees (excluding GST)',
        rows: fees.map((l) => ({ key: l.label, value: `${formatCents(l.amountCents)}\n${l.basis}` })),
        empty: 'None.',
      },
      ...(levies.length
        ? [
            {
              title: 'Levies collected for the Crown and BRANZ',
              rows: levies.map((l) => ({ key: `${l.label}: ${l.basis}`, value: formatCents(l.amountCents) })),
            },
          ]
        : []),
      {
        title: 'Totals',
        rows: [
          { key: 'Fees excluding GST', value: formatCents(row.feesExclusiveCents) },
          { key: `GST ${GST_PERCENT}%`, value: formatCents(row.gstCents) },
          ...(row.leviesCents ? [{ key: 'Levies', value: formatCents(row.leviesCents) }] : []),
          ...(row.lessPaidCents ? [{ key: 'Less paid already', value: `-${formatCents(row.lessPaidCents)}` }] : []),
          { key: 'Total including GST', value: formatCents(row.totalCents) },
          { key: 'Paid', value: formatCents(row.paidCents) },
          { key: 'Balance to pay', value: formatCents(balanceOf(row).balanceCents) },
        ],
      },
      {
        title: 'How to pay',
        rows: [
          { key: 'Bank transfer to', value: row.bankAccount },
          { key: 'Reference', value: number },
        ],
      },
    ],
    documents: [],
    declaration: '',
    signature: null,
    generatedAt: NZ_DAY.format(new Date()),
    sectionsOnly: true,
  };
}
