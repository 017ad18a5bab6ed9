import { DECLARATION_TEXT, declarationMessages, messages, type ApplicationData } from '@consent/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApplication as baseApplication } from '../../../test/anApplication';
import { aUser, renderApp, withEmptyAnswers } from '../../../test/renderApp';

/** Application 42 with every page answered, on check your answers, signed by its owner. */
const anApplication = (overrides: Partial<ApplicationData> = {}): ApplicationData =>
  baseApplication({
    step: { step: 15, max_step: 15 },
    summary: { ...baseApplication().summary, signedAt: null },
    applicantRole: 'OWNER',
    app_signee_name: 'Aroha Ngata',
    ...overrides,
  });

const me = { status: 200, body: aUser() };
const PATH = '/helix/app/obca/42/1?opt=resume';

describe('check your answers', () => {
  it('offers Change links that return here, the declaration and Submit', async () => {
    renderApp(
      PATH,
      {},
      withEmptyAnswers({ 'GET /api/auth/me': me, 'POST /obca/application': { status: 200, body: anApplication() } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers before submitting' })).toBeTruthy();
    const changes = await screen.findAllByRole('link', { name: /^Change/ });
    expect(changes.length).toBeGreaterThan(0);
    for (const link of changes)
      expect(link.getAttribute('href')).toMatch(/^\/helix\/newapp\/42\?task=jump&step=\d+&return=check$/);
    expect(screen.getByText(DECLARATION_TEXT)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('I agree to the declaration').checked).toBe(false);
    expect(screen.getByLabelText<HTMLInputElement>('Your full name').value).toBe('Aroha Ngata');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeTruthy();
  });

  it("lists at the top what Submit was refused for, the declaration's problems linked to their fields", async () => {
    const user = userEvent.setup();
    const refusal = {
      status: 400,
      body: {
        result: 'invalid',
        message: messages.pimUnanswered,
        details: [
          { message: messages.pimUnanswered },
          { message: declarationMessages.notAccepted },
          { message: declarationMessages.nameMissing },
        ],
      },
    };
    const sent: unknown[] = [];
    renderApp(
      PATH,
      {},
      withEmptyAnswers({
        'GET /api/auth/me': me,
        'POST /obca/application': { status: 200, body: anApplication() },
        'POST /ajax/complete_application_form/42': (body) => (sent.push(body), refusal),
      }),
    );
    const name = await screen.findByLabelText('Your full name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    expect(sent).toEqual([{ accepted: false, signedName: '' }]);
    expect(within(summary).getByText(messages.pimUnanswered)).toBeTruthy();
    const tick = within(summary).getByRole('link', { name: declarationMessages.notAccepted });
    expect(tick.getAttribute('href')).toBe('#declaration-accepted');
    expect(within(summary).getByRole('link', { name: declarationMessages.nameMissing }).getAttribute('href')).toBe(
      '#declaration-name',
    );
    // Each problem is also beside its field, which names it for screen readers.
    expect(screen.getByLabelText('Your full name').getAttribute('aria-describedby')).toContain(
      'declaration-name-error',
    );
    await user.click(tick);
    expect(document.activeElement).toBe(screen.getByLabelText('I agree to the declaration'));
  });

  it('submits the accepted declaration and shows the confirmation with the stored date, its heading focused', async () => {
    const user = userEvent.setup();
    let app = anApplication();
    const { currentPath } = renderApp(
      PATH,
      {},
      withEmptyAnswers({
        'GET /api/auth/me': me,
        'POST /obca/application': () => ({ status: 200, body: app }),
        'POST /ajax/complete_application_form/42': (body) => {
          expect(body).toEqual({ accepted: true, signedName: 'Aroha Ngata' });
          app = anApplication({
            appCompleted: true,
            app_signee_name: 'Aroha Ngata',
            summary: {
              ...app.summary,
              status: 'completed',
              completedAt: '2026-03-02T01:30:00.000Z',
              signedAt: '2026-03-02T01:30:00.000Z',
            },
          });
          return { status: 200, body: { result: 'success', message: 'Application form completed', appId: 42 } };
        },
      }),
    );
    await user.click(await screen.findByLabelText('I agree to the declaration'));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    const submitted = await screen.findByRole('heading', { level: 1, name: 'Application submitted' });
    // The result of Submit takes focus, so a screen reader announces it (issue 28.10): once the page has drawn.
    await waitFor(() => {
      expect(document.activeElement).toBe(submitted);
    });
    expect(currentPath()).toBe('/helix/app/obca/42/submitted');
    const page = document.body.textContent;
    expect(page).toContain('Application 42');
    expect(page).toContain('Christchurch City Council');
    expect(page).toContain('2 March 2026 at 2:30 pm');
    expect(page).toContain('within 20 working days');
    expect(page).toContain('aroha@example.co.nz');
    expect(screen.getByRole('link', { name: /Download PDF/ }).getAttribute('href')).toContain('/42/');
  });

  it('sends an application not submitted yet from the confirmation back to check your answers', async () => {
    const { currentPath } = renderApp(
      '/helix/app/obca/42/submitted',
      {},
      withEmptyAnswers({ 'GET /api/auth/me': me, 'POST /obca/application': { status: 200, body: anApplication() } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers before submitting' })).toBeTruthy();
    await waitFor(() => {
      expect(currentPath()).toMatch(/^\/helix\/app\/obca\/42\/\d+\?opt=resume$/);
    });
  });
});
