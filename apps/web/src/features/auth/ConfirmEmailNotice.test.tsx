import { productMessages } from '@consent/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, renderApp } from '../../../test/renderApp';

describe('the confirm-your-email notice on the main page', () => {
  it('asks an unverified user to confirm and sends the link again', async () => {
    const user = userEvent.setup();
    renderApp('/', {
      'GET /api/auth/me': { status: 200, body: aUser({ emailVerified: false }) },
      'GET /api/applications': { status: 200, body: { applications: [] } },
      'POST /api/auth/verify-email/resend': {
        status: 200,
        body: { result: 'success', message: productMessages.verificationSent },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Confirm your email address' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(productMessages.verificationSent)).toBeTruthy();
  });

  it('is not shown once the address is confirmed', async () => {
    renderApp('/', {
      'GET /api/auth/me': { status: 200, body: aUser() },
      'GET /api/applications': { status: 200, body: { applications: [] } },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Confirm your email address' })).toBeNull();
  });
});
