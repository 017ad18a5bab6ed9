import { defined, productMessages, type ApplicationData } from '@consent/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { anApplication as baseApplication } from '../../../test/anApplication';
import { aUser, renderApp, withEmptyAnswers, type FakeServer, type RecordedCall } from '../../../test/renderApp';

/** The summary page of application 42 over `server`; the calls it made are recorded. */
function summaryPage(server: FakeServer) {
  const calls: RecordedCall[] = [];
  renderApp('/helix/app/obca/42/1?opt=resume', {}, withEmptyAnswers(server, calls));
  return { calls };
}

// The summary page loads on demand; transforming it once up front keeps the first test inside its timeouts.
beforeAll(async () => {
  await import('../summary/SummaryRoute');
});

const councils = [
  { id: 1, name: 'Auckland', fullName: 'Auckland Council', isRegional: false },
  { id: 3, name: 'Wellington', fullName: 'Wellington City Council', isRegional: false },
  { id: 8, name: 'Kaikōura', fullName: 'Kaikōura District Council', isRegional: false },
];

function anApplication(councilId: number, overrides: Partial<ApplicationData> = {}): ApplicationData {
  return baseApplication({
    council_id: councilId,
    councils,
    step: { step: 3, max_step: 5 },
    summary: {
      ...baseApplication().summary,
      councilName: defined(
        councils.find((c) => c.id === councilId),
        'the chosen council',
      ).fullName,
    },
    ...overrides,
  });
}

const me = { status: 200, body: aUser() };
const disabledMessage = 'Kaikōura District Council is not taking online applications at the moment.';

describe('the application on its summary page', () => {
  it("shows the application's type, council, status, steps, passcode and dates", async () => {
    summaryPage({
      'GET /api/auth/me': me,
      'POST /obca/application': { status: 200, body: anApplication(1) },
    });
    const details = await screen.findByRole('region', { name: 'Application details' });
    expect(details.textContent).toContain('Building Consent');
    expect(details.textContent).toContain('Auckland Council');
    expect(details.textContent).toContain('In progress');
    // Pages by their names, not the server's legacy step numbers (issue 15: not "Step 15").
    expect(details.textContent).toContain("Applicant's Role (furthest reached: Agent's Detail)");
    expect(details.textContent).not.toMatch(/Step \d/);
    expect(details.textContent).toContain('K7PQ2RXA');
    // The passcode is explained where it is shown.
    expect(details.textContent).toContain(
      'Keep this passcode. With the consent number the council gives you, it lets you apply for a code compliance',
    );
    // 22:15 UTC on 1 March is 11:15 am on 2 March in New Zealand (daylight time).
    expect(details.textContent).toContain('2 March 2026');
  });

  it('changes council and shows the refetched council', async () => {
    const user = userEvent.setup();
    let councilId = 1;
    const { calls } = summaryPage({
      'GET /api/auth/me': me,
      'POST /obca/application': () => ({ status: 200, body: anApplication(councilId) }),
      'POST /obca/set_app_council': (body) => {
        councilId = (body as { councilId: number }).councilId;
        return { status: 200, body: { result: 'success', message: 'Council changed' } };
      },
    });
    await user.selectOptions(await screen.findByLabelText('Council'), 'Wellington City Council');
    await user.click(screen.getByRole('button', { name: 'Change council' }));
    // It asks first, saying what changing does; cancelling changes nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Change the council?' });
    expect(dialog.textContent).toContain(
      'The application will go to Wellington City Council. Your answers are kept, but:',
    );
    expect(dialog.textContent).toContain(
      'the site’s parcels are checked again against Wellington City Council’s region',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === '/obca/set_app_council')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Change council' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, change the council' }));

    expect(await screen.findByRole('heading', { name: 'Council changed' })).toBeTruthy();
    await waitFor(() => {
      expect(screen.getByRole('region', { name: 'Application details' }).textContent).toContain(
        'Wellington City Council',
      );
    });
    expect(calls.find((call) => call.path === '/obca/set_app_council')?.body).toEqual({ appId: 42, councilId: 3 });
  });

  it("shows the council's own message when it refuses applications, linked to the council field", async () => {
    const user = userEvent.setup();
    summaryPage({
      'GET /api/auth/me': me,
      'POST /obca/application': { status: 200, body: anApplication(1) },
      'POST /obca/set_app_council': { status: 409, body: { result: 'error', message: disabledMessage } },
    });
    await user.selectOptions(await screen.findByLabelText('Council'), 'Kaikōura District Council');
    await user.click(screen.getByRole('button', { name: 'Change council' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, change the council' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('link', { name: disabledMessage }).getAttribute('href')).toBe('#councilId');
    expect(screen.getByRole('region', { name: 'Application details' }).textContent).toContain('Auckland Council');
  });

  it('shows a completed application as read-only, without the change controls', async () => {
    summaryPage({
      'GET /api/auth/me': me,
      'POST /obca/application': {
        status: 200,
        body: anApplication(1, {
          appCompleted: true,
          summary: { ...anApplication(1).summary, status: 'completed', completedAt: '2026-03-03T00:00:00.000Z' },
        }),
      },
    });
    expect(await screen.findByText(productMessages.applicationCompleted)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Application details' }).textContent).toContain('Completed');
    expect(screen.queryByRole('button', { name: 'Change council' })).toBeNull();
    expect(screen.queryByLabelText('Council')).toBeNull();
  });
});

describe('a link to an application that does not open one', () => {
  it('says the application is not found when the server answers 404', async () => {
    renderApp('/helix/newapp/999', {
      'GET /api/auth/me': me,
      'POST /obca/application': {
        status: 404,
        body: { result: 'error', message: productMessages.applicationNotFound },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application not found' })).toBeTruthy();
  });

  it('does not ask the server about an id that is not a number', async () => {
    const { calls } = renderApp('/helix/newapp/abc', { 'GET /api/auth/me': me });
    expect(await screen.findByRole('heading', { level: 1, name: 'Application not found' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/obca/application')).toBe(false);
  });
});
