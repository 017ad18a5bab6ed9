import { messages } from '@consent/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, renderApp, signedOut } from '../../test/renderApp';

describe('sign-in guard', () => {
  it('sends a signed-out visitor of a deep link to sign in, remembering the link', async () => {
    const { currentPath } = renderApp('/helix/newapp/5?task=jump&step=3', { 'GET /api/auth/me': signedOut });
    await waitFor(() => {
      expect(currentPath()).toBe('/signin?next=%2Fhelix%2Fnewapp%2F5%3Ftask%3Djump%26step%3D3');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('guards the main page too', async () => {
    const { currentPath } = renderApp('/', { 'GET /api/auth/me': signedOut });
    await waitFor(() => {
      expect(currentPath()).toBe('/signin');
    });
  });

  it("shows 'Network request failed' when it cannot ask who is signed in", async () => {
    renderApp('/', {}, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect((await screen.findByRole('alert')).textContent).toContain(messages.networkRequestFailed);
  });

  it('shows the signed-in user in the header, and signing out goes to sign in', async () => {
    const user = userEvent.setup();
    const { currentPath, calls } = renderApp('/', {
      'GET /api/auth/me': { status: 200, body: aUser({ hasApplications: false }) },
      'GET /api/applications': { status: 200, body: { result: 'success', applications: [] } },
      'POST /api/auth/logout': { status: 200, body: { result: 'success', message: 'Signed out' } },
    });
    expect(await screen.findByText('You have no applications yet.')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Aroha Ngata');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => {
      expect(currentPath()).toBe('/signin');
    });
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Signed out' })).toBeTruthy();
    expect(screen.getByRole('banner').textContent).not.toContain('Aroha Ngata');
  });

  it('shows a page-not-found page for an unknown path', async () => {
    renderApp('/no/such/page', { 'GET /api/auth/me': signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(document.title).toContain('Page not found');
  });

  it('asks who is signed in once while the frame, the guard and the lazily loaded page each read it', async () => {
    const councils = [
      { councilId: 1, councilName: 'Auckland Council', role: 'officer' as const },
      { councilId: 2, councilName: 'Hamilton City Council', role: 'admin' as const },
    ];
    const { calls } = renderApp('/council', { 'GET /api/auth/me': { status: 200, body: aUser({ councils }) } });
    expect(await screen.findByRole('link', { name: 'Hamilton City Council' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/auth/me')).toHaveLength(1);
  });
});
