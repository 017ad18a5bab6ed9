import { EMPTY_PLG, defined, nzToday } from '@consent/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApplication } from '../../../../test/anApplication';
import { aUser, renderApp } from '../../../../test/renderApp';

describe('FORM PLG 1', () => {
  it('names, by the date, the earliest NES assessment date the field accepts: today in New Zealand', async () => {
    const user = userEvent.setup();
    renderApp('/helix/newapp/42?task=jump&step=13', {
      'GET /api/auth/me': { status: 200, body: aUser() },
      'POST /obca/application': {
        status: 200,
        body: anApplication({ applicantRole: 'OWNER', userValid: true, step: { step: 13, max_step: 13 } }),
      },
      'POST /obca/set_application_step': { status: 200, body: { result: 'success', message: 'Saved' } },
      'GET /ajax/get_plg_data/42': { status: 200, body: { result: 'success', data: EMPTY_PLG } },
    });
    const hail = await screen.findByRole(
      'group',
      { name: /Hazardous Activities and Industries List/ },
      { timeout: 15_000 },
    );
    await user.click(defined(hail.querySelector('input[value="yes"]'), "the HAIL question's Yes"));
    const date = screen.getByLabelText<HTMLInputElement>('Date of the NES assessment');
    const today = nzToday();
    expect(date.min).toBe(today);
    const named = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-NZ', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(document.getElementById(defined(date.getAttribute('aria-describedby'), 'the date hint'))?.textContent).toBe(
      `The earliest date you can enter is today, ${named}.`,
    );
  });
});
