import { defined, type ApplicationListItem } from '@consent/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, renderApp } from '../../../test/renderApp';

const item = (overrides: Partial<ApplicationListItem>): ApplicationListItem => ({
  appId: 1,
  typeName: 'Building Consent',
  typeCode: 'bc',
  param: 'standard',
  applicationType: 2,
  councilName: 'Auckland Council',
  status: 'in progress',
  completed: false,
  lifecycleStatus: 'draft',
  step: 3,
  maxStep: 3,
  updatedAt: '2026-03-02T01:00:00.000Z',
  signedAt: null,
  address: null,
  access: 'owner',
  ...overrides,
});

/** The main page of a user with these applications. */
const renderList = (applications: ApplicationListItem[]) =>
  renderApp('/', {
    'GET /api/auth/me': { status: 200, body: aUser({ hasApplications: true }) },
    'GET /api/applications': { status: 200, body: { result: 'success', applications } },
  });

describe('my applications', () => {
  it('lists each application with where Resume or View takes the applicant', async () => {
    renderList([
      item({ appId: 11, step: 8, address: '12 Ponsonby Road, Grey Lynn, Auckland' }),
      item({ appId: 12, param: 'fasttrack', typeName: 'Fast Track Building Consent' }),
      item({
        appId: 13,
        status: 'completed',
        completed: true,
        councilName: 'Wellington City Council',
        signedAt: '2026-03-02T01:30:00.000Z',
      }),
    ]);
    const region = await screen.findByRole('region', { name: 'My applications' });
    const list = await within(region).findByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Resume application 11, Building Consent',
      'Resume application 12, Fast Track Building Consent',
      'View application 13, Building Consent',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/helix/newapp/11',
      '/helix/fastTrackApplication/12',
      expect.stringMatching(/^\/helix\/app\/obca\/13\/\d{1,6}\?opt=resume$/),
    ]);
    expect(within(list).getByText('Wellington City Council')).toBeTruthy();
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows[0]).toContain('12 Ponsonby Road, Grey Lynn, Auckland');
    expect(within(list).getAllByText('In progress')).toHaveLength(2);
    expect(within(list).getByText('Completed')).toBeTruthy();
    // The date its declaration was signed, stored at submission, in New Zealand time.
    expect(rows[2]).toContain('Submitted 2 March 2026 at 2:30 pm');
    expect(rows[0]).not.toContain('Submitted');
  });

  it('tells the applicant the council has asked for more information, or returned one, with a link to act on it', async () => {
    renderList([
      item({ appId: 21, status: 'completed', completed: true, lifecycleStatus: 'information_requested' }),
      item({ appId: 22, lifecycleStatus: 'returned' }),
      item({ appId: 23, status: 'completed', completed: true, lifecycleStatus: 'accepted' }),
    ]);
    const [asked, returned, accepted] = await within(
      await screen.findByRole('region', { name: 'My applications' }),
    ).findAllByRole('listitem');
    const askedItem = defined(asked, 'the application asked for more information');
    expect(askedItem.textContent).toContain('The council has asked for more information.');
    expect(within(askedItem).getByText('Waiting for further information')).toBeTruthy();
    const answer = within(askedItem).getByRole('link', { name: 'Answer the council about application 21' });
    expect(answer.getAttribute('href')).toMatch(/^\/helix\/app\/obca\/21\/\d{1,6}\?opt=resume#application-life$/);
    expect(
      within(defined(returned, 'the returned application')).getByRole('link', {
        name: 'See what to fix about application 22',
      }),
    ).toBeTruthy();
    const acceptedItem = defined(accepted, 'the accepted application');
    expect(within(acceptedItem).getByText('Accepted (lodged)')).toBeTruthy();
    expect(acceptedItem.textContent).not.toContain('The council');
  });

  it('marks an application shared with the user, with their role (issue 19.6)', async () => {
    renderApp('/', {
      'GET /api/auth/me': { status: 200, body: aUser({ hasApplications: true }) },
      'GET /api/applications': {
        status: 200,
        body: {
          result: 'success',
          applications: [
            item({ appId: 21 }),
            item({ appId: 22, access: 'editor' }),
            item({ appId: 23, access: 'viewer' }),
          ],
        },
      },
    });
    const list = await within(await screen.findByRole('region', { name: 'My applications' })).findByRole('list');
    const [own, edited, viewed] = within(list).getAllByRole('listitem');
    expect(own?.textContent).not.toContain('Shared with you');
    expect(edited?.textContent).toContain('Shared with you You can edit it');
    expect(viewed?.textContent).toContain('Shared with you You can view it');
  });

  it('says so plainly when there are none', async () => {
    renderApp('/', {
      'GET /api/auth/me': { status: 200, body: aUser() },
      'GET /api/applications': { status: 200, body: { result: 'success', applications: [] } },
    });
    expect(await screen.findByText('You have no applications yet.')).toBeTruthy();
  });
});
