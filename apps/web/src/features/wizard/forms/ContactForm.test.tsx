import { messages } from '@consent/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApplication } from '../../../../test/anApplication';
import { aUser, renderApp, type FakeAnswer } from '../../../../test/renderApp';

const application = anApplication({
  config: { ...anApplication().config, enableFirstPointOfContact: true },
  step: { step: 6, max_step: 6 },
  userValid: true,
  applicantRole: 'OWNER',
});

/** The First Point of Contact page, its save answered with `save`. */
function firstContactPage(save: FakeAnswer) {
  return renderApp('/helix/newapp/42?task=jump&step=6', {
    'GET /api/auth/me': { status: 200, body: aUser() },
    'POST /obca/application': { status: 200, body: application },
    'POST /obca/set_application_step': { status: 200, body: { result: 'success', message: 'Saved' } },
    'POST /access/app': save,
  });
}

describe("the first point of contact: spec point 8 'Contact save network or server failure'", () => {
  it("shows 'Server or Network Error! Please try again later or contact the administrator.' when the server fails", async () => {
    const user = userEvent.setup();
    firstContactPage({ status: 503, body: { result: 'error', message: 'Service Unavailable' } });
    await user.click(await screen.findByLabelText('The owner'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(await screen.findByRole('alert')).getByText(messages.contactServerOrNetwork)).toBeTruthy();
  });

  it("keeps the server's own message for a refusal, which says what to fix", async () => {
    const user = userEvent.setup();
    firstContactPage({
      status: 400,
      body: {
        result: 'invalid',
        message: 'Invalid Attribute firstContact',
        details: [{ message: 'Invalid Attribute firstContact' }],
      },
    });
    await user.click(await screen.findByLabelText('The owner'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(await screen.findByRole('alert')).getByText('Invalid Attribute firstContact')).toBeTruthy();
  });

  it("strips non-digits from someone else's postcode (spec point 2: number-only inputs) and saves the digits", async () => {
    const user = userEvent.setup();
    const { calls } = firstContactPage({ status: 200, body: { result: 'success', message: 'Saved' } });
    await user.click(await screen.findByLabelText('Someone else'));
    await user.type(screen.getByLabelText('Full name'), 'Mere Tane');
    await user.type(screen.getByLabelText('Phone number'), '021 555 0101');
    await user.type(screen.getByLabelText('Email address'), 'mere@example.co.nz');
    const postcode = screen.getByLabelText<HTMLInputElement>('Postcode (optional)');
    await user.type(postcode, '80 14a');
    expect(postcode.value).toBe('8014');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(calls.find((c) => c.path === '/access/app')?.body).toMatchObject({
        data: { firstContact: { contactType: 11, postcode: '8014' } },
      });
    });
  });
});
