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

  it('tells the user to check their email, with no session started (the same answer for a taken address)', async () => {
    const user = userEvent.setup();
    renderApp('/register', {
      'GET /api/auth/me': signedOut,
      'POST /api/auth/register': {
        status: 202,
        body: { result: 'success', message: productMessages.registrationReceived },
      },
    });
    await fillIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(productMessages.registrationReceived);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
  });

  it('keeps where the user was going when they switch to sign in', async () => {
    renderApp('/register?next=%2Fhelix%2FfastTrackApplication%2F4', { 'GET /api/auth/me': signedOut });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/signin?next=%2Fhelix%2FfastTrackApplication%2F4');
  });
});
