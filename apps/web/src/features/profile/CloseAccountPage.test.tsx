import { accountClosureMessages } from '@consent/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedOut } from '../../../test/renderApp';

describe('close account page', () => {
  it('closes the account with the token of the link only when the person presses the button, then focuses the result', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderApp('/close-account?token=abc123', {
      'GET /api/auth/me': signedOut,
      'POST /api/account/close': (body: unknown) => {
        sent = body;
        return { status: 200, body: { result: 'success', message: accountClosureMessages.closed } };
      },
    });
    const button = await screen.findByRole('button', { name: 'Close my account' });
    expect(sent).toBeUndefined();
    await user.click(button);
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain(accountClosureMessages.closed);
    expect(document.activeElement).toBe(banner);
    expect(sent).toEqual({ token: 'abc123' });
  });

  it('says when the link has expired or was used', async () => {
    const user = userEvent.setup();
    renderApp('/close-account?token=old', {
      'GET /api/auth/me': signedOut,
      'POST /api/account/close': {
        status: 400,
        body: { result: 'error', message: accountClosureMessages.linkInvalid },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Close my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(accountClosureMessages.linkInvalid);
  });
});
