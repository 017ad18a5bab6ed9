import { productMessages } from '@consent/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedOut } from '../../../test/renderApp';

describe('verify email page', () => {
  it('confirms the address with the token of the link when the person presses the button', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderApp('/verify-email?token=abc123', {
      'GET /api/auth/me': signedOut,
      'POST /api/auth/verify-email': (body: unknown) => {
        sent = body;
        return { status: 200, body: { result: 'success', message: productMessages.emailVerified } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm my email address' }));
    expect(await screen.findByText(productMessages.emailVerified)).toBeTruthy();
    expect(sent).toEqual({ token: 'abc123' });
  });

  it('says when the link has expired or was used', async () => {
    const user = userEvent.setup();
    renderApp('/verify-email?token=old', {
      'GET /api/auth/me': signedOut,
      'POST /api/auth/verify-email': {
        status: 400,
        body: { result: 'error', message: productMessages.verificationLinkInvalid },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm my email address' }));
    expect((await screen.findByRole('alert')).textContent).toBe(productMessages.verificationLinkInvalid);
  });
});
