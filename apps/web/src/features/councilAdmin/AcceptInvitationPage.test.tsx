import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, renderApp, signedOut, type FakeServer } from '../../../test/renderApp';
import AcceptInvitationPage from './AcceptInvitationPage';

const PATH = '/council/invitation?token=tok-123';
const renderPage = (fake: FakeServer) =>
  renderApp(PATH, fake, undefined, [{ path: '/council/invitation', element: <AcceptInvitationPage /> }]);

describe('the page an invitation link opens', () => {
  it('uses the token only when the signed-in person presses the button', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'GET /api/auth/me': { status: 200, body: aUser() },
      'POST /api/council-invitations/accept': {
        status: 200,
        body: { result: 'success', membership: { councilId: 4, role: 'officer' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Join the council' }));
    expect(await screen.findByText('You are now an officer of the council.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/council-invitations/accept', body: { token: 'tok-123' } },
    ]);
    // The councils the person may open are in /me, asked again once they have joined.
    await waitFor(() => {
      expect(calls.filter((c) => c.path === '/api/auth/me')).toHaveLength(2);
    });
  });

  it('sends someone signed out to sign in or register, coming back to the link', async () => {
    renderPage({ 'GET /api/auth/me': signedOut });
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(`/signin?next=${encodeURIComponent(PATH)}`);
    expect(screen.getByRole('link', { name: 'create an account' }).getAttribute('href')).toBe(
      `/register?next=${encodeURIComponent(PATH)}`,
    );
  });
});
