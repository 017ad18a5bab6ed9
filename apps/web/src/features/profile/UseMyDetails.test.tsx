import type { ApplicationData, Profile } from '@consent/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApplication } from '../../../test/anApplication';
import { aUser, renderApp, type FakeServer } from '../../../test/renderApp';

const PROFILE: Profile = {
  fullName: 'Aroha Ngata',
  phone: '09 123 4567',
  mobile: '021 555 0101',
  mailingAddress: 'PO Box 12, Hamilton 3240',
  streetAddress: '12 Victoria Street, Hamilton 3204',
  companyName: 'Ngata Builders Limited',
  nzbn: '9429041234567',
  companyNumber: '1234567',
  practitioner: false,
  lbpNumber: '',
};

const emptyPerson = {
  type: 'person',
  nzbn: '',
  rego: '',
  full_name: '',
  contact_person: '',
  mail_address: '',
  street_address: '',
  street_same_as_mail: false,
  phone: '',
  mobile: '',
  email: '',
};

function server(applicantRole: string, person = emptyPerson, firstContactAsked = false): FakeServer {
  const application = anApplication({
    config: { ...anApplication().config, enableFirstPointOfContact: firstContactAsked },
    userDetails: {} as ApplicationData['userDetails'],
    applicantRole,
  });
  return {
    'GET /api/auth/me': { status: 200, body: aUser() },
    'GET /api/profile': { status: 200, body: { result: 'success', profile: PROFILE } },
    'POST /obca/application': { status: 200, body: application },
    'POST /obca/set_application_step': { status: 200, body: { result: 'success', message: 'Saved' } },
    'GET /obca/ajaxform/owner/42': {
      status: 200,
      body: { result: 'success', streetAddressRequired: false, data: person },
    },
  };
}

const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

describe('"Use my details" (WCAG 3.3.7)', () => {
  it("fills the owner's fields from the profile when asked, and the applicant can still change them", async () => {
    const user = userEvent.setup();
    renderApp('/helix/newapp/42?task=jump&step=4', server('AGENT'));
    await screen.findByLabelText("Owner's full name");
    // An agent is not the owner: nothing is filled in until they ask.
    expect(value("Owner's full name")).toBe('');

    await user.click(await screen.findByRole('button', { name: 'Use my details' }));
    expect(value("Owner's full name")).toBe('Aroha Ngata');
    expect(value('Mailing address')).toBe('PO Box 12, Hamilton 3240');
    expect(value('Phone number')).toBe('09 123 4567');
    expect(value('Mobile number')).toBe('021 555 0101');
    expect(value('Email address')).toBe('aroha@example.co.nz');
    expect(screen.getByText('The owner fields have been filled in from your details.')).toBeTruthy();

    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '03 941 8999');
    expect(value('Phone number')).toBe('03 941 8999');
  });

  it("starts an owner's empty page from the profile when the applicant is the owner", async () => {
    renderApp('/helix/newapp/42?task=jump&step=4', server('OWNER'));
    await waitFor(() => {
      expect(value("Owner's full name")).toBe('Aroha Ngata');
    });
    expect(value('Email address')).toBe('aroha@example.co.nz');
  });

  it('fills the first point of contact from the profile when it is someone else', async () => {
    const user = userEvent.setup();
    renderApp('/helix/newapp/42?task=jump&step=6', server('OWNER', emptyPerson, true));
    await user.click(await screen.findByLabelText('Someone else'));
    await user.click(await screen.findByRole('button', { name: 'Use my details' }));
    expect(value('Full name')).toBe('Aroha Ngata');
    expect(value('Company (optional)')).toBe('Ngata Builders Limited');
    expect(value('Phone number')).toBe('09 123 4567');
    expect(value('Street address (optional)')).toBe('12 Victoria Street, Hamilton 3204');
    expect(screen.getByText('The contact fields have been filled in from your details.')).toBeTruthy();
  });

  it("leaves an owner's page that already has answers as it is", async () => {
    renderApp(
      '/helix/newapp/42?task=jump&step=4',
      server('OWNER', { ...emptyPerson, full_name: 'Someone Else', phone: '07 111 2222' }),
    );
    await screen.findByRole('button', { name: 'Use my details' });
    expect(value("Owner's full name")).toBe('Someone Else');
    expect(value('Phone number')).toBe('07 111 2222');
  });
});
