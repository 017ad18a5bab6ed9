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

const SITING = { id: 5, name: 'Siting', retiredAt: null };
const NORTH = {
  id: 2,
  name: 'North',
  localities: ['Takapuna', 'Albany'],
  isDefault: false,
  capacities: [{ typeId: 5, morningSlots: 2, afternoonSlots: 2 }],
};

function server(overrides: FakeServer = {}): FakeServer {
  return {
    [`GET ${BASE}/members`]: { status: 200, body: { result: 'success', members: [MEMBER], invitations: [] } },
    [`GET ${BASE}/multiproof-permissions`]: { status: 200, body: { result: 'success', users: [] } },
    [`GET ${BASE}/api-keys`]: { status: 200, body: { result: 'success', keys: [] } },
    [`GET ${BASE}/access-log?page=1`]: { status: 200, body: { result: 'success', entries: [], page: 1, more: false } },
    [`GET ${BASE}/fee-schedules`]: { status: 200, body: { result: 'success', schedules: [] } },
    [`GET ${BASE}/inspection-types`]: { status: 200, body: { result: 'success', types: [SITING] } },
    [`GET ${BASE}/inspection-areas`]: { status: 200, body: { result: 'success', areas: [NORTH] } },
    [`GET ${BASE}/money-settings`]: {
      status: 200,
      body: { result: 'success', settings: { clockAfterDeposit: false, releaseOnPayment: true, paymentTermsDays: 20 } },
    },
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

  it('searches the staff access log by application number, shows who read what, and moves focus to the entries', async () => {
    const user = userEvent.setup();
    const entry = {
      at: '2026-11-26T21:15:00Z',
      appId: 12,
      via: 'workspace',
      action: 'document',
      documentId: 31,
      by: 'mere@council.example',
    };
    renderPage(
      server({
        [`GET ${BASE}/access-log?appId=12&page=1`]: {
          status: 200,
          body: { result: 'success', entries: [entry], page: 1, more: false },
        },
      }),
    );
    const staff = await screen.findByLabelText('Staff email or API key name (or part of it)');
    await user.click(staff);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Search the access log' }));
    const problem = await screen.findByRole('link', {
      name: /^Staff email or API key name \(or part of it\): Too big/,
    });
    expect(problem.getAttribute('href')).toBe('#access-log-staff');

    await user.clear(screen.getByLabelText(/^Staff email/));
    await user.type(screen.getByLabelText('Application number'), '12');
    await user.click(screen.getByRole('button', { name: 'Search the access log' }));
    const table = await screen.findByRole('table', { name: 'Staff reads of applications, newest first' });
    expect(within(table).getByText('mere@council.example')).toBeTruthy();
    expect(within(table).getByText('Downloaded a document (document 31)')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Entries');
  });

  it('adds an inspection with its slots and retires one, focus moving to what changed', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(
      server({
        [`POST ${BASE}/inspection-types`]: {
          status: 201,
          body: { result: 'success', type: { ...SITING, id: 6, name: 'Roofing' } },
        },
        [`PUT ${BASE}/inspection-types/5`]: {
          status: 200,
          body: { result: 'success', type: { ...SITING, retiredAt: '2026-11-27T00:00:00Z' } },
        },
      }),
    );
    await screen.findByRole('heading', { name: 'Add an inspection' });
    const add = screen;
    await user.type(add.getByLabelText('Name of the inspection'), 'Roofing');
    await user.clear(add.getByLabelText('Inspections each morning'));
    await user.type(add.getByLabelText('Inspections each morning'), '2');
    await user.clear(add.getByLabelText('Inspections each afternoon'));
    await user.type(add.getByLabelText('Inspections each afternoon'), '0');
    await user.click(add.getByRole('button', { name: 'Add the inspection' }));
    expect((await screen.findByText('Roofing is added.')) === document.activeElement).toBe(true);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Roofing',
      morningSlots: 2,
      afternoonSlots: 0,
    });

    await user.click(screen.getByRole('button', { name: 'Retire Siting' }));
    expect((await screen.findByText('Siting is retired.')) === document.activeElement).toBe(true);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ retired: true });
  });

  it("edits an area's suburbs and slots: a slot out of range is named in the error summary, the saved area takes focus", async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(
      server({
        [`PUT ${BASE}/inspection-areas/2`]: { status: 200, body: { result: 'success', area: NORTH } },
      }),
    );
    await screen.findByRole('option', { name: 'North' });
    await user.selectOptions(screen.getByLabelText('Area to change'), 'North');
    await user.type(screen.getAllByLabelText('Suburbs and towns in the area')[0] as HTMLElement, '\nDevonport');
    const morning = screen.getAllByLabelText('Siting: slots each morning')[0] as HTMLElement;
    await user.clear(morning);
    await user.type(morning, '51');
    await user.click(screen.getByRole('button', { name: 'Save the area' }));
    const problem = await screen.findByRole('link', {
      name: 'Siting: Slots each morning must be a whole number from 0 to 50',
    });
    expect(problem.getAttribute('href')).toBe('#area-change-slots-5-morning');
    expect(screen.getByRole('alert', { name: 'There is a problem' }) === document.activeElement).toBe(true);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(morning);
    await user.type(morning, '3');
    await user.click(screen.getByRole('button', { name: 'Save the area' }));
    await screen.findByText('North is saved.');
    expect(document.activeElement?.textContent).toContain('North is saved.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'North',
      localities: ['Takapuna', 'Albany', 'Devonport'],
      isDefault: false,
      capacities: [{ typeId: 5, morningSlots: 3, afternoonSlots: 2 }],
    });
  });
});
