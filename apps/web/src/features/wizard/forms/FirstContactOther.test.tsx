import { CONTACT_TYPE, NOT_AVAILABLE, defined } from '@consent/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApplication } from '../../../../test/anApplication';
import { aUser, renderApp } from '../../../../test/renderApp';

const application = anApplication({
  config: { ...anApplication().config, enableFirstPointOfContact: true },
  step: { step: 6, max_step: 6 },
  userValid: true,
  applicantRole: 'OWNER',
});

function firstContactPage() {
  return renderApp('/helix/newapp/42?task=jump&step=6', {
    'GET /api/auth/me': { status: 200, body: aUser() },
    'POST /obca/application': { status: 200, body: application },
    'POST /obca/set_application_step': { status: 200, body: { result: 'success', message: 'Saved' } },
    'POST /access/app': { status: 200, body: { result: 'success', message: 'Saved' } },
  });
}

describe('the first point of contact (spec point 2 "the first contact / invoice \'other\' panel shows when contact type 11 is chosen")', () => {
  it("shows the 'other' panel for contact type 11 only, and sends 'NA' for a phone the applicant ticks they do not have, its field disabled (spec point 3)", async () => {
    const user = userEvent.setup();
    const { calls } = firstContactPage();
    await user.click(await screen.findByLabelText('The owner'));
    expect(screen.queryByLabelText('Full name')).toBeNull();
    await user.click(screen.getByLabelText('Someone else'));
    await user.type(screen.getByLabelText('Full name'), 'Mere Tane');
    await user.click(
      defined(screen.getAllByLabelText("I don't have this information")[0], "the phone number's opt-out"),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').disabled).toBe(true);
    await user.type(screen.getByLabelText('Email address'), 'mere@example.co.nz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(calls.find((c) => c.path === '/access/app')?.body).toMatchObject({
        data: {
          firstContact: {
            contactType: CONTACT_TYPE.OTHER,
            name: 'Mere Tane',
            phone: NOT_AVAILABLE,
            email: 'mere@example.co.nz',
          },
        },
      });
    });
  });
});
