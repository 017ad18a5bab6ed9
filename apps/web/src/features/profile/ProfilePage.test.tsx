import { profileMessages, type Profile } from '@consent/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, renderApp } from '../../../test/renderApp';

const SAVED: Profile = {
  fullName: 'Aroha Ngata',
  phone: '09 123 4567',
  mobile: '',
  mailingAddress: 'PO Box 12, Hamilton 3240',
  streetAddress: '',
  companyName: '',
  nzbn: '',
  companyNumber: '',
  practitioner: true,
  lbpNumber: 'BP104233',
};

describe('the profile page', () => {
  it('shows the saved details, and links the server’s field problem from the error summary', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/profile', {
      'GET /api/auth/me': { status: 200, body: aUser() },
      'GET /api/profile': { status: 200, body: { result: 'success', profile: SAVED } },
      'PUT /api/profile': {
        status: 400,
        body: {
          result: 'invalid',
          message: `body.nzbn: ${profileMessages.nzbnFormat}`,
          details: [{ field: 'nzbn', message: profileMessages.nzbnFormat }],
        },
      },
    });
    expect((await screen.findByLabelText<HTMLInputElement>('Phone number (optional)')).value).toBe('09 123 4567');
    expect(screen.getByLabelText<HTMLInputElement>('LBP number').value).toBe('BP104233');

    await user.click(screen.getByRole('button', { name: 'Save your details' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: profileMessages.nzbnFormat }).getAttribute('href')).toBe('#nzbn');
    expect(screen.getByLabelText('NZBN').getAttribute('aria-invalid')).toBe('true');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      fullName: 'Aroha Ngata',
      practitioner: true,
      lbpNumber: 'BP104233',
    });
  });

  it('checks the LBP number in the browser with the server’s own rule before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/profile', {
      'GET /api/auth/me': { status: 200, body: aUser() },
      'GET /api/profile': { status: 200, body: { result: 'success', profile: { ...SAVED, lbpNumber: '' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save your details' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: profileMessages.lbpNumberMissing }).getAttribute('href')).toBe(
      '#lbpNumber',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('offers the download of everything held about the person under "Your data"', async () => {
    renderApp('/profile', {
      'GET /api/auth/me': { status: 200, body: aUser() },
      'GET /api/profile': { status: 200, body: { result: 'success', profile: SAVED } },
    });
    const section = await screen.findByRole('region', { name: 'Your data' });
    const link = within(section).getByRole('link', { name: 'Download your data (zip)' });
    expect(link.getAttribute('href')).toBe('/api/profile/privacy-copy.zip');
  });
});
