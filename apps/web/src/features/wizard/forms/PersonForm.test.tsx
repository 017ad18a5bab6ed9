import { defined, type ApplicationData, type Profile } from '@consent/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApplication } from '../../../../test/anApplication';
import { aUser, renderApp, type FakeServer } from '../../../../test/renderApp';

const PROFILE: Profile = {
  fullName: 'Aroha Ngata',
  phone: '09 123 4567',
  mobile: '021 555 0101',
  mailingAddress: 'PO Box 12, Hamilton 3240',
  streetAddress: '',
  companyName: '',
  nzbn: '',
  companyNumber: '',
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
const ok = { status: 200, body: { result: 'success', message: 'Saved' } };

function server(application: ApplicationData, extra: FakeServer = {}): FakeServer {
  return {
    'GET /api/auth/me': { status: 200, body: aUser() },
    'GET /api/profile': { status: 200, body: { result: 'success', profile: PROFILE } },
    'POST /obca/application': { status: 200, body: application },
    'POST /obca/set_application_step': ok,
    'GET /obca/ajaxform/owner/42': {
      status: 200,
      body: { result: 'success', streetAddressRequired: false, data: emptyPerson },
    },
    'GET /obca/ajaxform/needagent/42': { status: 200, body: { result: 'success', needagent: '' } },
    'GET /obca/ajaxform/agent/42': {
      status: 200,
      body: { result: 'success', streetAddressRequired: false, data: emptyPerson },
    },
    ...extra,
  };
}
// The whole app renders: its first page loads lazily, which on a busy machine can take longer than test/setup.ts's 8 s.
const SLOW = { timeout: 15_000 };
const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
// An agent whose own details are missing has the agent's page (spec point 5).
const agentsApplication = anApplication({ applicantRole: 'AGENT', step: { step: 5, max_step: 5 } });

describe("the owner's and agent's pages", () => {
  it('does not ask an agent again whether an agent acts for the owner, and saves that one does', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(
      '/helix/newapp/42?task=jump&step=5',
      server(agentsApplication, { 'POST /obca/ajax/needagent/42': ok, 'POST /obca/ajax/agent/42': ok }),
    );
    await screen.findByLabelText("Agent's full name", {}, SLOW);
    expect(screen.queryByText('Is an agent acting for the owner on this application?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(calls.find((c) => c.path === '/obca/ajax/needagent/42')?.body).toEqual({
        needagent: 'yes',
        validation_mode: 'all',
      });
    }, SLOW);
  });

  it("starts an agent's empty page from the signed-in agent's own details", async () => {
    renderApp('/helix/newapp/42?task=jump&step=5', server(agentsApplication));
    await waitFor(() => {
      expect(value("Agent's full name")).toBe('Aroha Ngata');
    }, SLOW);
    expect(value('Mailing address')).toBe('PO Box 12, Hamilton 3240');
    expect(value('Mobile number')).toBe('021 555 0101');
    expect(value('Email address')).toBe('aroha@example.co.nz');
  });

  it("clears the company's name, numbers and contact person when the owner is switched from a company to a person", async () => {
    const user = userEvent.setup();
    const company = {
      ...emptyPerson,
      type: 'nzbn',
      full_name: 'Tōtara Construction Limited',
      nzbn: '9429038817452',
      rego: '2298431',
      contact_person: 'Hemi Walker',
      mail_address: 'PO Box 1',
    };
    renderApp(
      '/helix/newapp/42?task=jump&step=4',
      server(anApplication({ applicantRole: 'AGENT', step: { step: 4, max_step: 4 } }), {
        'GET /obca/ajaxform/owner/42': {
          status: 200,
          body: { result: 'success', streetAddressRequired: false, data: company },
        },
      }),
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Company name', {}, SLOW)).value).toBe(
      'Tōtara Construction Limited',
    );
    await user.click(screen.getByLabelText('A person'));
    expect(value("Owner's full name")).toBe('');
    await user.click(screen.getByLabelText('A registered company'));
    expect(value('Company name')).toBe('');
    expect(value('NZBN')).toBe('');
    expect(value('Contact person')).toBe('');
    // What is not the company's stays.
    expect(value('Mailing address')).toBe('PO Box 1');
  });

  it('words phone and mobile alike, each saying that either will do', async () => {
    renderApp(
      '/helix/newapp/42?task=jump&step=4',
      server(anApplication({ applicantRole: 'AGENT', step: { step: 4, max_step: 4 } })),
    );
    const phone = await screen.findByLabelText('Phone number', {}, SLOW);
    const mobile = screen.getByLabelText('Mobile number');
    for (const input of [phone, mobile]) {
      expect(document.getElementById(defined(input.getAttribute('aria-describedby'), 'the hint id'))?.textContent).toBe(
        'Give a phone number, a mobile number, or both.',
      );
    }
  });
});
