import { defined, loginSchema, messages, productMessages } from '@consent/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, renderApp, signedOut } from '../../../test/renderApp';

/** The schema's own message, so the test follows the domain rather than a copy of its wording. */
function schemaMessage(field: 'email' | 'password', input: { email: string; password: string }): string {
  const result = loginSchema.safeParse(input);
  const issue = result.error?.issues.find((i) => i.path[0] === field);
  if (!issue) throw new Error(`the schema accepted ${field}`);
  return issue.message;
}

describe('sign-in page', () => {
  it("shows the schema's message for an invalid email, linked from the focused error summary", async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/signin', { 'GET /api/auth/me': signedOut });
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const expected = schemaMessage('email', { email: 'not-an-email', password: 'secret password' });
    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: expected });
    expect(link.getAttribute('href')).toBe('#email');

    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(defined(email.getAttribute('aria-describedby'), "the email field's aria-describedby"))
        ?.textContent,
    ).toContain(expected);

    await user.click(link);
    expect(document.activeElement).toBe(email);
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it("shows the server's wrong-credentials answer in the summary, linked to the email field", async () => {
    const user = userEvent.setup();
    renderApp('/signin', {
      'GET /api/auth/me': signedOut,
      'POST /api/auth/login': {
        status: 401,
        body: {
          result: 'error',
          message: productMessages.wrongCredentials,
          details: [{ message: productMessages.wrongCredentials }],
        },
      },
    });
    await user.type(await screen.findByLabelText('Email address'), 'aroha@example.co.nz');
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: productMessages.wrongCredentials }).getAttribute('href')).toBe(
      '#email',
    );
  });

  it('goes back to the deep link it was sent from after signing in', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { currentPath, calls } = renderApp('/signin?next=%2Fhelix%2Fnewapp%2F5%3Ftask%3Djump%26step%3D3', {
      'GET /api/auth/me': () => (signedIn ? { status: 200, body: aUser() } : signedOut),
      'POST /api/auth/login': () => {
        signedIn = true;
        return { status: 200, body: { result: 'success', message: 'Signed in', user: aUser() } };
      },
      'POST /obca/application': {
        status: 404,
        body: { result: 'error', message: productMessages.applicationNotFound },
      },
    });
    await user.type(await screen.findByLabelText('Email address'), ' Aroha@Example.co.nz ');
    await user.type(screen.getByLabelText('Password'), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => {
      expect(currentPath()).toBe('/helix/newapp/5?task=jump&step=3');
    });
    // The schema's trimming and lowercasing apply before the call.
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      email: 'aroha@example.co.nz',
      password: 'a good password',
    });
  });

  it('refuses a next parameter that points at another site and goes to the main page instead', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { currentPath } = renderApp('/signin?next=%2F%2Fevil.com', {
      'GET /api/auth/me': () => (signedIn ? { status: 200, body: aUser() } : signedOut),
      'POST /api/auth/login': () => {
        signedIn = true;
        return { status: 200, body: { result: 'success', message: 'Signed in', user: aUser() } };
      },
    });
    await user.type(await screen.findByLabelText('Email address'), 'aroha@example.co.nz');
    await user.type(screen.getByLabelText('Password'), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => {
      expect(currentPath()).toBe('/');
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Kia ora, Aroha Ngata/ })).toBeTruthy();
  });

  it("says 'Network request failed' when the server cannot be reached", async () => {
    const user = userEvent.setup();
    renderApp('/signin', {}, async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(await screen.findByLabelText('Email address'), 'aroha@example.co.nz');
    await user.type(screen.getByLabelText('Password'), 'a good password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(messages.networkRequestFailed);
  });
});
