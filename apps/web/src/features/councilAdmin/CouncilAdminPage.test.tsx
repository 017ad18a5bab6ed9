import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type FakeServer } from '../../../test/renderApp';
import CouncilAdminPage from './CouncilAdminPage';

const BASE = '/api/council/councils/4';
const KEY = {
  id: 9,
  name: 'Consenting system',
  prefix: 'cck_AbCdEfGh',
  createdAt: '2026-11-25T08:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
};
const MEMBER = {
  userId: 3,
  fullName: 'Mere Tamihana',
  email: 'mere@council.example',
  role: 'officer',
  since: '2026-11-01T00:00:00Z',
};

function server(overrides: FakeServer = {}): FakeServer {
  return {
    [`GET ${BASE}/members`]: { status: 200, body: { result: 'success', members: [MEMBER], invitations: [] } },
    [`GET ${BASE}/multiproof-permissions`]: { status: 200, body: { result: 'success', users: [] } },
    [`GET ${BASE}/api-keys`]: { status: 200, body: { result: 'success', keys: [] } },
    [`GET ${BASE}/fee-schedules`]: { status: 200, body: { result: 'success', schedules: [] } },
    ...overrides,
  };
}

const renderPage = (fake: FakeServer) =>
  renderApp('/council/4/admin', fake, undefined, [
    { path: '/council/:councilId/admin', element: <CouncilAdminPage /> },
  ]);

describe("the council admin's page", () => {
  it('shows a new API key once, after creating it, and then only its prefix', async () => {
    const user = userEvent.setup();
    let created = false;
    renderPage(
      server({
        [`POST ${BASE}/api-keys`]: () => {
          created = true;
          return { status: 201, body: { result: 'success', apiKey: { ...KEY, key: 'cck_AbCdEfGh-the-whole-secret' } } };
        },
        [`GET ${BASE}/api-keys`]: () => ({ status: 200, body: { result: 'success', keys: created ? [KEY] : [] } }),
      }),
    );
    await user.type(await screen.findByLabelText('Name of the new key'), 'Consenting system');
    await user.click(screen.getByRole('button', { name: 'Create a key' }));
    expect(await screen.findByText('cck_AbCdEfGh-the-whole-secret')).toBeTruthy();
    expect(
      screen.getByText('It is shown only this once. Keep it in your consenting system’s secret store.'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Revoke Consenting system' })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'The council’s API keys' })).getByText('cck_AbCdEfGh…'),
    ).toBeTruthy();
  });

  it("invites a member by email with a role, and shows the server's refusal of a change", async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(
      server({
        [`POST ${BASE}/invitations`]: { status: 201, body: { result: 'success', invitation: { id: 1 } } },
        [`DELETE ${BASE}/members/3`]: {
          status: 409,
          body: {
            result: 'error',
            message: 'A council must keep at least one admin: make another member an admin first.',
          },
        },
      }),
    );
    await user.type(await screen.findByLabelText('Email address'), 'new.officer@council.example');
    await user.selectOptions(screen.getByLabelText('Role'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('The invitation has been sent. Its link works once, for 7 days.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'new.officer@council.example',
      role: 'admin',
    });

    await user.click(screen.getByRole('button', { name: 'Remove Mere Tamihana' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A council must keep at least one admin: make another member an admin first.',
    );
  });
});
