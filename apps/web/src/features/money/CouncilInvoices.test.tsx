import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UNPAID_INVOICE } from '../../../test/anInvoice';
import { renderApp } from '../../../test/renderApp';
import { CouncilInvoices } from './CouncilInvoices';

const INVOICE = UNPAID_INVOICE;

describe("the invoices on the council's application page", () => {
  it('records a part payment in cents and confirms it', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderApp(
      '/council/applications/7',
      {
        'GET /api/council/applications/7/invoices': { status: 200, body: { result: 'success', invoices: [INVOICE] } },
        'POST /api/council/applications/7/invoices/3/payments': (body) => {
          sent = body;
          return {
            status: 201,
            body: {
              result: 'success',
              message: 'Payment recorded',
              invoice: { ...INVOICE, paidCents: 20_000, balanceCents: 37_500, status: 'part paid' },
            },
          };
        },
      },
      undefined,
      [{ path: '/council/applications/:appId', element: <CouncilInvoices appId={7} /> }],
    );
    await user.type(await screen.findByLabelText('Amount paid ($)'), '200');
    await user.type(screen.getByLabelText('Reference'), 'DC 1234');
    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText('Payment recorded on INV-2026-000001.')).toBeTruthy();
    expect(sent).toMatchObject({ amountCents: 20_000, method: 'bank_transfer', reference: 'DC 1234' });
  });

  it('confirms a payment in full, though the paid invoice has no payment form any more', async () => {
    const user = userEvent.setup();
    let paid = false;
    renderApp(
      '/council/applications/7',
      {
        'GET /api/council/applications/7/invoices': () => ({
          status: 200,
          body: {
            result: 'success',
            invoices: [paid ? { ...INVOICE, paidCents: 57_500, balanceCents: 0, status: 'paid' } : INVOICE],
          },
        }),
        'POST /api/council/applications/7/invoices/3/payments': () => {
          paid = true;
          return {
            status: 201,
            body: {
              result: 'success',
              message: 'Payment recorded',
              invoice: { ...INVOICE, paidCents: 57_500, balanceCents: 0, status: 'paid' },
            },
          };
        },
      },
      undefined,
      [{ path: '/council/applications/:appId', element: <CouncilInvoices appId={7} /> }],
    );
    await user.type(await screen.findByLabelText('Amount paid ($)'), '575');
    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText('Payment recorded on INV-2026-000001.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record the payment' })).toBeNull();
  });

  it('refuses an amount that is not one, sending nothing', async () => {
    const user = userEvent.setup();
    renderApp(
      '/council/applications/7',
      {
        'GET /api/council/applications/7/invoices': { status: 200, body: { result: 'success', invoices: [INVOICE] } },
      },
      undefined,
      [{ path: '/council/applications/:appId', element: <CouncilInvoices appId={7} /> }],
    );
    await user.type(await screen.findByLabelText('Amount paid ($)'), 'two hundred');
    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText('Enter the amount paid as a whole number of cents, more than $0.00')).toBeTruthy();
  });
});
