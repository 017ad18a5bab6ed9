import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UNPAID_INVOICE } from '../../../test/anInvoice';
import { renderApp } from '../../../test/renderApp';
import { CouncilInvoices } from './CouncilInvoices';
import { Invoices } from './Invoices';

const INVOICE = UNPAID_INVOICE;
const ok = (body: object) => ({ status: 200, body: { result: 'success', ...body } });

describe('card payment and refunds on the application pages (issue 31 point 5)', () => {
  it('waits for the card payment to be confirmed after the return, then shows it received', async () => {
    let asked = 0;
    renderApp(
      '/helix/app/obca/7/0?opt=resume&card-payment=cs_test_1',
      {
        'GET /api/applications/7/invoices': ok({ invoices: [INVOICE] }),
        'GET /api/applications/7/card-payments': ok({ available: true }),
        'GET /api/applications/7/credit-notes': ok({ creditNotes: [] }),
        'GET /api/applications/7/card-payments/cs_test_1': () =>
          ++asked < 2
            ? ok({ status: 'waiting', message: 'We are waiting for your card payment to be confirmed', invoiceId: 3 })
            : ok({
                status: 'received',
                message: 'Payment received — $575.00 on invoice INV-2026-000001. Thank you.',
                invoiceId: 3,
              }),
      },
      undefined,
      [{ path: '/helix/app/obca/:appId/:n', element: <Invoices appId={7} /> }],
    );
    expect(await screen.findByText(/We are waiting for your card payment to be confirmed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Pay by card.*INV-2026-000001/ })).toBeTruthy();
    const received = await screen.findByText(
      'Payment received — $575.00 on invoice INV-2026-000001. Thank you.',
      undefined,
      { timeout: 5_000 },
    );
    expect(received).toBeTruthy();
  });

  it('shows no card option when the provider is not configured', async () => {
    renderApp(
      '/helix/app/obca/7/0?opt=resume',
      {
        'GET /api/applications/7/invoices': ok({ invoices: [INVOICE] }),
        'GET /api/applications/7/card-payments': ok({ available: false }),
        'GET /api/applications/7/credit-notes': ok({ creditNotes: [] }),
      },
      undefined,
      [{ path: '/helix/app/obca/:appId/:n', element: <Invoices appId={7} /> }],
    );
    expect(await screen.findByText('INV-2026-000001 (PDF)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay by card/ })).toBeNull();
  });

  it('refuses a refund beyond what is refundable before sending, then issues the credit note', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    const paid = { ...INVOICE, paidCents: 60_000, balanceCents: 0, creditCents: 2_500, status: 'paid' };
    renderApp(
      '/council/applications/7',
      {
        'GET /api/council/applications/7/invoices': ok({ invoices: [paid] }),
        'GET /api/council/applications/7/credit-notes': ok({
          creditNotes: [],
          refundable: [{ invoiceId: 3, refundableCents: 2_500 }],
        }),
        'POST /api/council/applications/7/invoices/3/credit-notes': (body) => {
          sent = body;
          return {
            status: 201,
            body: {
              result: 'success',
              message: 'Credit note issued',
              creditNote: {
                id: 1,
                number: 'CN-2026-000001',
                invoiceId: 3,
                invoiceNumber: 'INV-2026-000001',
                amountCents: 2_500,
                reason: 'Overpaid',
                issuedAt: '2026-11-27T02:00:00Z',
              },
            },
          };
        },
      },
      undefined,
      [{ path: '/council/applications/:appId', element: <CouncilInvoices appId={7} /> }],
    );
    await user.type(await screen.findByLabelText('Amount to refund ($)'), '30');
    await user.click(screen.getByRole('button', { name: 'Issue a credit note' }));
    expect(await screen.findByText('The amount to refund can be at most $25.00: what is refundable')).toBeTruthy();
    expect(sent).toBeUndefined();
    await user.clear(screen.getByLabelText('Amount to refund ($)'));
    await user.type(screen.getByLabelText('Amount to refund ($)'), '25');
    await user.type(screen.getByLabelText(/Why it is refunded/), 'Overpaid');
    await user.click(screen.getByRole('button', { name: 'Issue a credit note' }));
    expect(
      await screen.findByText('Credit note issued: CN-2026-000001 refunds $25.00 on INV-2026-000001.'),
    ).toBeTruthy();
    expect(sent).toEqual({ amountCents: 2_500, reason: 'Overpaid' });
  });
});
