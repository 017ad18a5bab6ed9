import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type FakeServer } from '../../../test/renderApp';
import { FeeScheduleSection } from './FeeScheduleSection';

const URL = '/api/council/councils/4/fee-schedules';
const SCHEDULE = {
  id: 1,
  effectiveFrom: '2024-07-01',
  fixedFees: [{ kind: 'pim', amountCents: 35_000 }],
  valueBands: [
    { fromCents: 0, toCents: 2_000_000, amountCents: 65_000 },
    { fromCents: 2_000_000, toCents: null, amountCents: 140_000 },
  ],
  hourlyRateCents: 19_500,
  inspectionFeeCents: 21_000,
  lodgementDepositCents: 50_000,
  gstNumber: '100-200-300',
  bankAccount: '12-3000-0100000-00',
  demo: true,
  updatedAt: '2026-11-25T08:00:00Z',
};

const renderSection = (fake: FakeServer) =>
  renderApp('/council/4/admin', fake, undefined, [
    { path: '/council/:councilId/admin', element: <FeeScheduleSection councilId={4} /> },
  ]);

describe("the council's fee schedule on its admin's page", () => {
  it('says the seeded figures are demo figures', async () => {
    renderSection({ [`GET ${URL}`]: { status: 200, body: { result: 'success', schedules: [SCHEDULE] } } });
    expect(await screen.findByText(/these are demo figures, not the council’s own/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Hourly processing rate ($, excluding GST)').value).toBe('195.00');
  });

  it('refuses a negative amount in the error summary, linked to its field, sending nothing', async () => {
    const user = userEvent.setup();
    let sent = false;
    renderSection({
      [`GET ${URL}`]: { status: 200, body: { result: 'success', schedules: [SCHEDULE] } },
      [`PUT ${URL}`]: () => {
        sent = true;
        return { status: 200, body: {} };
      },
    });
    const fee = await screen.findByLabelText('Inspection fee ($, excluding GST)');
    await user.clear(fee);
    await user.type(fee, '-5');
    await user.click(screen.getByRole('button', { name: 'Save the fee schedule' }));
    const link = await screen.findByRole('link', { name: 'The inspection fee must be $0.00 or more' });
    expect(link.getAttribute('href')).toBe('#fee-inspectionFeeCents');
    expect(sent).toBe(false);
  });

  it('sends the schedule in cents and confirms it', async () => {
    const user = userEvent.setup();
    let body: unknown;
    renderSection({
      [`GET ${URL}`]: { status: 200, body: { result: 'success', schedules: [SCHEDULE] } },
      [`PUT ${URL}`]: (sentBody) => {
        body = sentBody;
        return {
          status: 200,
          body: { result: 'success', message: 'Fee schedule saved', schedule: { ...SCHEDULE, demo: false } },
        };
      },
    });
    const from = await screen.findByLabelText('In force from');
    await user.clear(from);
    await user.type(from, '2027-07-01');
    await user.click(screen.getByRole('button', { name: 'Save the fee schedule' }));
    expect(await screen.findByText('Fee schedule saved: in force from 1 July 2027.')).toBeTruthy();
    expect(body).toMatchObject({
      effectiveFrom: '2027-07-01',
      hourlyRateCents: 19_500,
      fixedFees: [{ kind: 'pim', amountCents: 35_000 }],
    });
  });
});
