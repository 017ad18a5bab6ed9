import { CONTACT_TYPE, NOT_AVAILABLE, defined, messages } from '@consent/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApplication } from '../../../../test/anApplication';
import { aUser, fakeFetch, renderApp, type FakeAnswer, type FakeServer } from '../../../../test/renderApp';

const application = anApplication({
  config: { ...anApplication().config, enableFirstPointOfContact: true },
  step: { step: 6, max_step: 6 },
  userValid: true,
  applicantRole: 'OWNER',
});

const firstContactServer = (save: FakeAnswer, firstContact: unknown = null): FakeServer => ({
  'GET /api/auth/me': { status: 200, body: aUser() },
  'POST /obca/application': { status: 200, body: { ...application, firstContact } },
  'POST /obca/set_application_step': { status: 200, body: { result: 'success', message: 'Saved' } },
  'POST /access/app': save,
});

/** The First Point of Contact page, its save answered with `save`, with what the application has saved. */
function firstContactPage(save: FakeAnswer, firstContact: unknown = null) {
  return renderApp('/helix/newapp/42?task=jump&step=6', firstContactServer(save, firstContact));
}

describe("the first point of contact: spec point 8 'Contact save network or server failure'", () => {
  it("shows 'Server or Network Error! Please try again later or contact the administrator.' when the server fails", async () => {
    const user = userEvent.setup();
    firstContactPage({ status: 503, body: { result: 'error', message: 'Service Unavailable' } });
    await user.click(await screen.findByLabelText('The owner'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(await screen.findByRole('alert')).getByText(messages.contactServerOrNetwork)).toBeTruthy();
  });

  it("shows 'Server or Network Error! Please try again later or contact the administrator.' when the network fails", async () => {
    const user = userEvent.setup();
    const server = firstContactServer({ status: 200, body: { result: 'success', message: 'Saved' } });
    const answer = fakeFetch(server);
    // The save never reaches a server: fetch rejects, as it does when the connection drops.
    renderApp('/helix/newapp/42?task=jump&step=6', server, (path, init) =>
      path === '/access/app' ? Promise.reject(new TypeError('Failed to fetch')) : answer(path, init),
    );
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

describe("spec point 3: phone or email 'NA' when 'I don't have this information' is ticked, which disables the field", () => {
  it("disables the phone when its box is ticked and saves the phone as 'NA'", async () => {
    const user = userEvent.setup();
    const { calls } = firstContactPage({ status: 200, body: { result: 'success', message: 'Saved' } });
    await user.click(await screen.findByLabelText('Someone else'));
    await user.type(screen.getByLabelText('Full name'), 'Mere Tane');
    await user.type(screen.getByLabelText('Email address'), 'mere@example.co.nz');
    const [phoneNotKnown] = screen.getAllByLabelText("I don't have this information");
    await user.click(defined(phoneNotKnown, "the phone's 'I don't have this information'"));
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(calls.find((c) => c.path === '/access/app')?.body).toMatchObject({
        data: { firstContact: { contactType: CONTACT_TYPE.OTHER, phone: NOT_AVAILABLE, email: 'mere@example.co.nz' } },
      });
    });
  });
});

describe('the first point of contact read back from its saved answer', () => {
  const saved: FakeAnswer = { status: 200, body: { result: 'success', message: 'Saved' } };
  const mere = {
    Id: 1,
    contactType: CONTACT_TYPE.OTHER,
    name: 'Mere Tane',
    company: '',
    phone: NOT_AVAILABLE,
    email: 'mere@example.co.nz',
    profession: '',
    street: '',
    suburb: '',
    region: '',
    city: '',
    postcode: '8014',
  };

  it("shows a saved 'someone else' with their details, the phone saved as 'NA' ticked as not known", async () => {
    firstContactPage(saved, mere);
    expect((await screen.findByLabelText<HTMLInputElement>('Someone else')).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Mere Tane');
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('mere@example.co.nz');
    const phone = screen.getByLabelText<HTMLInputElement>('Phone number');
    expect([phone.value, phone.disabled]).toEqual(['', true]);
  });

  it('starts unanswered when the saved answer is not a contact by its schema', async () => {
    firstContactPage(saved, { ...mere, name: 42 });
    expect((await screen.findByLabelText<HTMLInputElement>('Someone else')).checked).toBe(false);
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });
});
