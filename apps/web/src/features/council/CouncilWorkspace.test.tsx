import { defined } from '@consent/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, renderApp, signedOut } from '../../../test/renderApp';

const AUCKLAND = { councilId: 1, councilName: 'Auckland Council', role: 'officer' as const };
const CHRISTCHURCH = { councilId: 2, councilName: 'Christchurch City Council', role: 'admin' as const };

const item = {
  appId: 41,
  typeName: 'Building Consent',
  typeCode: 'bc',
  reference: 'ABA-2026-0041',
  consentNumber: 'ABA-2026-0041',
  siteAddress: '12 Example Street, Nowhere, Testville',
  applicant: 'Mere Tane',
  submittedAt: '2026-10-01T01:00:00.000Z',
  status: 'accepted',
  daysUsed: 23,
  daysRemaining: 0,
  overdue: true,
  cccDecisionDue: false,
};
const queueAnswer = (applications = [item], total = applications.length, page = 1) => ({
  status: 200,
  body: { result: 'success', total, page, pageSize: 25, applications },
});

// The workspace loads on demand; transforming it once up front keeps the first test inside its timeouts.
beforeAll(async () => {
  await import('./CouncilWorkspace');
});

describe('the council workspace (issue 18.2)', () => {
  it('takes a council member from sign-in to their council’s queue when they were not on their way elsewhere', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { currentPath } = renderApp('/signin', {
      'GET /api/auth/me': () => (signedIn ? { status: 200, body: aUser({ councils: [AUCKLAND] }) } : signedOut),
      'POST /api/auth/login': () => {
        signedIn = true;
        return {
          status: 200,
          body: { result: 'success', message: 'Signed in', user: aUser({ councils: [AUCKLAND] }) },
        };
      },
      'GET /api/council/councils/1/applications?pageSize=25': queueAnswer(),
    });
    await user.type(
      await screen.findByLabelText('Email address', {}, { timeout: 10_000 }),
      'officer@auckland.council.demo',
    );
    await user.type(screen.getByLabelText('Password'), 'council demo staff 2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // Generous waits: the workspace is a lazy chunk, slow to transform on a busy machine.
    await waitFor(
      () => {
        expect(currentPath()).toBe('/council/1');
      },
      { timeout: 10_000 },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Council workspace' })).toBeTruthy();
  }, 30_000);

  it('lets a member of several councils choose one', async () => {
    renderApp('/council', { 'GET /api/auth/me': { status: 200, body: aUser({ councils: [AUCKLAND, CHRISTCHURCH] }) } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a council' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Auckland Council' }).getAttribute('href')).toBe('/council/1');
    expect(screen.getByRole('link', { name: 'Christchurch City Council' }).getAttribute('href')).toBe('/council/2');
  }, 30_000);

  it('says in words that an application is overdue, and sends filters, search and order to the server, starting again at page 1', async () => {
    const user = userEvent.setup();
    const { calls, currentPath } = renderApp('/council/1?page=3', {
      'GET /api/auth/me': { status: 200, body: aUser({ councils: [AUCKLAND] }) },
      'GET /api/council/councils/1/applications?pageSize=25&page=3': queueAnswer([item], 80, 3),
      'GET /api/council/councils/1/applications?pageSize=25&status=accepted&type=bc&q=Example+Street&sort=-submitted':
        queueAnswer(),
    });
    const row = defined(
      (await screen.findByRole('link', { name: 'ABA-2026-0041' }, { timeout: 10_000 })).closest('tr'),
      "the application's row",
    );
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(row.textContent).toContain('23 used, 0 left');
    expect(screen.getByText('Page 3 of 4 (applications 51 to 75 of 80)')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Status'), 'Accepted (lodged)');
    await user.selectOptions(screen.getByLabelText('Type'), 'Building consent');
    await user.type(screen.getByLabelText('Search by reference or address'), 'Example Street');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Submitted, newest first');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => {
      expect(currentPath()).toBe('/council/1?status=accepted&type=bc&q=Example+Street&sort=-submitted');
    });
    await waitFor(() => {
      expect(calls.at(-1)?.path).toBe(
        '/api/council/councils/1/applications?pageSize=25&status=accepted&type=bc&q=Example+Street&sort=-submitted',
      );
    });
  }, 30_000);
});
