import type { ApplicationPeople } from '@consent/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { PeopleWithAccess } from './PeopleWithAccess';

const people = (overrides: Partial<ApplicationPeople> = {}): ApplicationPeople => ({
  yourRole: 'owner',
  owner: { fullName: 'Aroha Ngata', email: 'aroha@example.co.nz' },
  collaborators: [{ userId: 7, fullName: 'Tama Builder', email: 'tama@example.co.nz', role: 'editor' }],
  invitations: [],
  ...overrides,
});
const route = [{ path: '/share', element: <PeopleWithAccess appId={42} /> }];

describe('people with access (issue 19.6)', () => {
  it('lists the owner and collaborators, checks the invite form first, then sends the invitation', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(
      '/share',
      {
        'GET /api/applications/42/people': { status: 200, body: { result: 'success', people: people() } },
        'POST /api/applications/42/invitations': {
          status: 201,
          body: { result: 'success', message: 'We have emailed an invitation to sam@example.co.nz.' },
        },
      },
      undefined,
      route,
    );
    const region = await screen.findByRole('region', { name: 'People with access' });
    expect(await within(region).findByText('Tama Builder (tama@example.co.nz): Can edit')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Remove Tama Builder' })).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Send invitation' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary)
        .getByRole('link', { name: 'Select whether they can edit the application or only view it' })
        .getAttribute('href'),
    ).toBe('#invite-role');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(region).getByLabelText('Their email address'), 'Sam@Example.co.nz');
    await user.click(within(region).getByLabelText('View only'));
    await user.click(within(region).getByRole('button', { name: 'Send invitation' }));
    expect(await within(region).findByText('We have emailed an invitation to sam@example.co.nz.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'sam@example.co.nz', role: 'viewer' });
  });

  it('tells a collaborator who shared it and what they can do, with no invite form or remove buttons', async () => {
    renderApp(
      '/share',
      {
        'GET /api/applications/42/people': {
          status: 200,
          body: { result: 'success', people: people({ yourRole: 'viewer' }) },
        },
      },
      undefined,
      route,
    );
    expect(
      await screen.findByText(/Aroha Ngata shared this application with you. You can view it but not change it/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove|Send invitation/ })).toBeNull();
  });
});
