import {
  LICENCE_CLASSES,
  defined,
  PROFESSIONS,
  contactMessages,
  messages,
  type LbpInfo,
  type ProjectContact,
} from '@consent/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, type FakeServer, type RecordedCall } from '../../../test/renderApp';
import { ApiProvider, createApiClient } from '../../api';
import { WizardFormsContext, type FormHandle } from '../../forms/formRegistry';
import ContactsForm from './ContactsForm';

const mere: LbpInfo = {
  names: 'Mere Tane',
  lbpNumber: 'BP118822',
  contact: { phoneNumber: '027 331 8820', emailAddress: 'mere.tane@example.co.nz' },
  addressDetails: { suburb: 'Frankton', postCode: '3204', townOrCity: 'Hamilton' },
  licensedClasses: [
    { className: 'Carpentry', status: 'current' },
    { className: 'Site 2', status: 'current' },
  ],
  hasMultipleLicensedClasses: true,
};
const rawiri: LbpInfo = {
  ...mere,
  names: 'Rawiri Parata',
  lbpNumber: 'BP127450',
  licensedClasses: [{ className: 'Design 2', status: 'suspended' }],
  hasMultipleLicensedClasses: false,
};
const saved = (over: Partial<ProjectContact>): ProjectContact => ({
  pid: 5,
  contact_mode: 'lbp',
  name: '',
  phone: '',
  email: '',
  address: '',
  licence_number: '',
  licence_class: '',
  registration_number: '',
  profession: '',
  locations: '',
  ...over,
});

function form(contact_mode: 'lbp' | 'both', lbp: ProjectContact[] = []) {
  return {
    status: 200,
    body: {
      result: 'success',
      has_lbp: '',
      contact_mode,
      contacts: { lbp, other: [] },
      lbp_classes: LICENCE_CLASSES,
      professions: PROFESSIONS,
      lbp_register_url: 'https://www.lbp.govt.nz/',
      url: null,
      imported: false,
    },
  };
}

function renderContacts(server: FakeServer) {
  const calls: RecordedCall[] = [];
  const handles = new Map<string, { current: FormHandle }>();
  const registry = {
    register: (f: string, h: { current: FormHandle }) => (handles.set(f, h), () => handles.delete(f)),
    advance: () => {},
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ApiProvider api={createApiClient(fakeFetch(server, calls))} queryClient={queryClient}>
      <WizardFormsContext.Provider value={registry as never}>
        <ContactsForm
          appId={42}
          application={{} as never}
          ctx={{} as never}
          form="contacts"
          title="Project Contacts"
          isFirst
        />
      </WizardFormsContext.Provider>
    </ApiProvider>,
  );
  return { calls, handle: () => defined(handles.get('contacts'), 'the contacts form handle').current };
}

const value = (el: HTMLElement) => (el as HTMLInputElement).value;
const search = (names: string, lbpNumber: string) => ({
  status: 200,
  body: { status_code: 200, message: '', data: [{ names, lbpNumber }], page: 1, total: 1, loadmore: false },
});
const library = { status: 200, body: { result: 'success', data: [] } };

describe('the Project Contacts page', () => {
  it("puts its lists' headings straight under the page's h1 as h2s: the heading order does not jump to h3", async () => {
    renderContacts({ 'GET /obca/ajaxform/lbp/42': form('both') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Licensed building practitioners' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Other professionals' })).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('finds a practitioner with several classes, asks for the class in the dialog, fills the form and saves the contact', async () => {
    const user = userEvent.setup();
    const { calls } = renderContacts({
      'GET /obca/ajaxform/lbp/42': form('lbp'),
      'GET /api/contacts/search?q=&type=lbp': library,
      'GET /a2/public/lbp-api/search?q=mere&fields=&page=1': search('Mere Tane', 'BP118822'),
      'GET /a2/public/lbp-api/get-info?lbpNumber=BP118822': {
        status: 200,
        body: { status_code: 200, message: '', data: mere },
      },
      'POST /obca/savecontact/42': (body) => ({
        status: 200,
        body: { result: 'success', message: 'Saved', data: saved(body as Partial<ProjectContact>) },
      }),
      'GET /ajax/get_contacts_data/42': {
        status: 200,
        body: {
          result: 'success',
          data: {
            lbp: [
              saved({
                name: 'Mere Tane',
                licence_number: 'BP118822',
                licence_class: 'Site 2',
                phone: '027 331 8820',
                email: 'mere.tane@example.co.nz',
              }),
            ],
            other: [],
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a licensed building practitioner' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search the LBP register' }), 'mere');
    await user.click(await screen.findByRole('option', { name: /Mere Tane/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a licence class' });
    await user.click(within(dialog).getByLabelText('Site 2'));
    await user.click(within(dialog).getByRole('button', { name: 'Use this class' }));
    expect(value(screen.getByLabelText('Full name'))).toBe('Mere Tane');
    expect(value(screen.getByLabelText('LBP number'))).toBe('BP118822');
    expect(value(screen.getByLabelText('Licence class'))).toBe('Site 2');
    expect(value(screen.getByLabelText('Phone number'))).toBe('027 331 8820');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByText('LBP BP118822, Site 2')).toBeTruthy();
    expect(calls.find((c) => c.path === '/obca/savecontact/42')?.body).toMatchObject({
      appId: 42,
      contact_mode: 'lbp',
      name: 'Mere Tane',
      licence_number: 'BP118822',
      licence_class: 'Site 2',
      email: 'mere.tane@example.co.nz',
      locations: 'Frankton, Hamilton',
    });
  });

  it('refuses a practitioner with no active licence with the warning, and clears the form', async () => {
    const user = userEvent.setup();
    renderContacts({
      'GET /obca/ajaxform/lbp/42': form('lbp'),
      'GET /api/contacts/search?q=&type=lbp': library,
      'GET /a2/public/lbp-api/search?q=rawiri&fields=&page=1': search('Rawiri Parata', 'BP127450'),
      'GET /a2/public/lbp-api/get-info?lbpNumber=BP127450': {
        status: 200,
        body: { status_code: 200, message: '', data: rawiri },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a licensed building practitioner' }));
    await user.type(await screen.findByLabelText('Full name'), 'Someone typed');
    await user.type(screen.getByRole('combobox', { name: 'Search the LBP register' }), 'rawiri');
    await user.click(await screen.findByRole('option', { name: /Rawiri Parata/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Unable to select Licensed Building Practitioner 'Rawiri Parata (BP127450)' has no active licence.",
    );
    expect(value(screen.getByLabelText('Full name'))).toBe('');
  });

  it("says the register is not responding and saves details typed by hand, 'NA' for a ticked phone", async () => {
    const user = userEvent.setup();
    const { calls } = renderContacts({
      'GET /obca/ajaxform/lbp/42': form('lbp'),
      'GET /api/contacts/search?q=&type=lbp': library,
      'GET /a2/public/lbp-api/search?q=kahu&fields=&page=1': {
        status: 200,
        body: {
          status_code: 503,
          message: contactMessages.lbpRegisterNotResponding,
          data: null,
          page: 1,
          total: 0,
          loadmore: false,
        },
      },
      'POST /obca/savecontact/42': { status: 503, body: { result: 'error', message: 'Service unavailable' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a licensed building practitioner' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search the LBP register' }), 'kahu');
    expect(await screen.findByText(contactMessages.lbpRegisterNotResponding)).toBeTruthy();
    await user.type(screen.getByLabelText('Full name'), 'Kahu Tipene');
    await user.click(
      defined(screen.getAllByLabelText("I don't have this information")[0], "the phone number's opt-out"),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Phone number').disabled).toBe(true);
    await user.type(screen.getByLabelText('Email address'), 'kahu@example.co.nz');
    await user.type(screen.getByLabelText('LBP number'), 'bp555123');
    await user.selectOptions(screen.getByLabelText('Licence class'), 'Carpentry');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    expect(await screen.findByText(messages.contactServerOrNetwork)).toBeTruthy();
    expect(calls.find((c) => c.path === '/obca/savecontact/42')?.body).toMatchObject({
      name: 'Kahu Tipene',
      phone: 'NA',
      licence_number: 'BP555123',
    });
  });

  it("checks the contact save rules before sending, with the spec's messages", async () => {
    const user = userEvent.setup();
    const { calls } = renderContacts({
      'GET /obca/ajaxform/lbp/42': form('both'),
      'GET /api/contacts/search?q=&type=other': library,
    });
    await user.click(await screen.findByRole('button', { name: 'Add another professional' }));
    await user.type(await screen.findByLabelText('Full name'), 'Jo');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(messages.contactFullName);
    expect(summary.textContent).toContain(messages.contactPhone);
    expect(summary.textContent).toContain(messages.contactEmail);
    expect(summary.textContent).toContain(contactMessages.professionMissing);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers earlier contacts, hides the LBP label of BP000000, and removes a contact after confirmation', async () => {
    const user = userEvent.setup();
    const placeholder = saved({ pid: 9, name: 'Unknown Roofer', licence_number: 'BP000000', phone: 'NA', email: 'NA' });
    const { calls, handle } = renderContacts({
      'GET /obca/ajaxform/lbp/42': form('lbp', [placeholder]),
      'GET /api/contacts/search?q=&type=lbp': {
        status: 200,
        body: {
          result: 'success',
          data: [
            {
              contact_mode: 'lbp',
              name: 'Hemi Walker',
              registration_number: 'BP104233',
              phone_number: '021 448 2093',
              email: 'hemi@example.co.nz',
              license_classes: ['Carpentry'],
              locations: ['Riccarton, Christchurch'],
              address: '',
              profession: '',
            },
          ],
        },
      },
      'POST /obca/deletecontact/42': { status: 200, body: { result: 'success', message: 'Deleted' } },
      'GET /ajax/get_contacts_data/42': { status: 200, body: { result: 'success', data: { lbp: [], other: [] } } },
    });
    const card = defined(
      (await screen.findByText('Unknown Roofer', { selector: 'p' })).closest('li'),
      'the card of Unknown Roofer',
    );
    expect(card.textContent).not.toContain('BP000000');
    expect(card.textContent).toContain('Phone number: Not provided');
    expect(await handle().validate('all')).toEqual([
      { message: contactMessages.hasLbpUnanswered, fieldId: 'lbp-has_lbp' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Add a licensed building practitioner' }));
    await user.selectOptions(
      await screen.findByLabelText('Choose from your earlier contacts'),
      'Hemi Walker, BP104233, Carpentry',
    );
    expect(value(screen.getByLabelText('Full name'))).toBe('Hemi Walker');
    expect(value(screen.getByLabelText('Licence class'))).toBe('Carpentry');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: /^Remove\s*Unknown Roofer$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this contact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => {
      expect(screen.queryByText('Unknown Roofer', { selector: 'p' })).toBeNull();
    });
    expect(calls.find((c) => c.path === '/obca/deletecontact/42')?.body).toEqual({ appId: 42, params: { pid: 9 } });
  });
  it("says 'Server or Network Error! Please try again later or contact the administrator.' when removing fails on the server, and keeps the contact", async () => {
    const user = userEvent.setup();
    const roofer = saved({ pid: 9, name: 'Unknown Roofer', licence_number: 'BP000000' });
    renderContacts({
      'GET /obca/ajaxform/lbp/42': form('lbp', [roofer]),
      'POST /obca/deletecontact/42': { status: 503, body: { result: 'error', message: 'Service Unavailable' } },
    });
    await user.click(await screen.findByRole('button', { name: /^Remove\s*Unknown Roofer$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this contact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove' }));
    expect(within(await within(dialog).findByRole('alert')).getByText(messages.contactServerOrNetwork)).toBeTruthy();
    expect(screen.getByText('Unknown Roofer', { selector: 'p' })).toBeTruthy();
  });

  it('finds an older contact by searching the library by name or number', async () => {
    const user = userEvent.setup();
    const hemi = {
      contact_mode: 'lbp',
      name: 'Hemi Walker',
      registration_number: 'BP104233',
      phone_number: '021 448 2093',
      email: 'hemi@example.co.nz',
      license_classes: ['Carpentry'],
      locations: [],
      address: '',
      profession: '',
    };
    const aroha = {
      ...hemi,
      name: 'Aroha Ngata',
      registration_number: 'BP100017',
      phone_number: '027 100 0017',
      license_classes: ['Foundations'],
    };
    const { calls } = renderContacts({
      'GET /obca/ajaxform/lbp/42': form('lbp'),
      'GET /api/contacts/search?q=&type=lbp': { status: 200, body: { result: 'success', data: [hemi] } },
      'GET /api/contacts/search?q=aroha&type=lbp': { status: 200, body: { result: 'success', data: [aroha] } },
      'GET /api/contacts/search?q=nobody&type=lbp': { status: 200, body: { result: 'success', data: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a licensed building practitioner' }));
    await user.type(await screen.findByLabelText('Search your earlier contacts'), 'aroha');
    const choose = screen.getByLabelText('Choose from your earlier contacts');
    await waitFor(() => {
      expect(within(choose).queryByRole('option', { name: 'Aroha Ngata, BP100017, Foundations' })).not.toBeNull();
    });
    expect(within(choose).queryByRole('option', { name: /Hemi Walker/ })).toBeNull();
    await user.selectOptions(choose, 'Aroha Ngata, BP100017, Foundations');
    expect(value(screen.getByLabelText('Full name'))).toBe('Aroha Ngata');
    expect(value(screen.getByLabelText('Licence class'))).toBe('Foundations');
    expect(calls.some((c) => c.path === '/api/contacts/search?q=aroha&type=lbp')).toBe(true);

    await user.clear(screen.getByLabelText('Search your earlier contacts'));
    await user.type(screen.getByLabelText('Search your earlier contacts'), 'nobody');
    expect(await screen.findByText('None of your earlier contacts matches ‘nobody’.')).toBeTruthy();
  });
});
