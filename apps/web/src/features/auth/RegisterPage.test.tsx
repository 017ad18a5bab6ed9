import { productMessages } from '@consent/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedOut } from '../../../test/renderApp';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Full name'), 'Aroha Ngata');
  await user.type(screen.getByLabelText('Email address'), 'aroha@example.co.nz');
  await user.type(screen.getByLabelText('Create a password'), 'a long enough password');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register page', () => {
  it("links the server's field errors to their fields", async () => {
    const user = userEvent.setup();
    const message = 'Password is too common';
    renderApp('/register', {
      'GET /api/auth/me': signedOut,
      'POST /api/auth/register': {
        status: 400,
        body: { result: 'invalid', message: `body.password: ${message}`, details: [{ field: 'password', message }] },
      },
    });
    await fillIn(user);

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: message }).getAttribute('href')).toBe('#password');
    expect(screen.getByLabelText('Create a password').getAttribute('aria-invalid')).toBe('true');
  });

  it('says the email is taken, at the email field', async () => {
    const user = userEvent.setup();
    renderApp('/register', {
      'GET /api/auth/me': signedOut,
      'POST /api/auth/register': { status: 409, body: { result: 'error', message: productMessages.emailTaken } },
    });
    await fillIn(user);

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: productMessages.emailTaken }).getAttribute('href')).toBe('#email');
  });

  it('keeps where the user was going when they switch to sign in', async () => {
    renderApp('/register?next=%2Fhelix%2FfastTrackApplication%2F4', { 'GET /api/auth/me': signedOut });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/signin?next=%2Fhelix%2FfastTrackApplication%2F4');
  });
});
