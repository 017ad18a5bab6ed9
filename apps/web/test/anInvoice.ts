/** An unpaid deposit invoice as the invoices routes answer it, for the money screens' tests. */
export const UNPAID_INVOICE = {
  id: 3,
  number: 'INV-2026-000001',
  kind: 'deposit',
  issuedAt: '2026-11-27T01:00:00Z',
  payerName: 'Aroha Smith',
  totalCents: 57_500,
  paidCents: 0,
  balanceCents: 57_500,
  creditCents: 0,
  status: 'unpaid',
};
