import {
  PLAIN_COUNCIL_CONFIG,
  defined,
  type ApplicationListItem,
  type Council,
  type CouncilConfig,
  type Me,
} from '@consent/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { aUser, renderApp, type FakeServer } from '../../../test/renderApp';

const councils: Council[] = [
  { id: 1, name: 'Auckland', fullName: 'Auckland Council', isRegional: false },
  { id: 2, name: 'Christchurch', fullName: 'Christchurch City Council', isRegional: false },
  { id: 8, name: 'Kaikōura', fullName: 'Kaikōura District Council', isRegional: false },
];

const configs = (overrides: Partial<CouncilConfig> = {}): CouncilConfig => ({ ...PLAIN_COUNCIL_CONFIG, ...overrides });

// The dialogs load on demand; transforming them once up front keeps the first test inside its timeouts.
beforeAll(async () => {
  await import('./StartDialog');
});

const KAIKOURA_MESSAGE = 'Kaikōura District Council is not taking online applications at the moment.';

function server(me: Me, extra: FakeServer = {}, councilList: Council[] = councils): FakeServer {
  return {
    'GET /api/auth/me': { status: 200, body: me },
    'GET /api/applications': { status: 200, body: { result: 'success', applications: [] } },
    'GET /ajax/get_councils': { status: 200, body: { result: 'success', councils: councilList } },
    'GET /ajax/get_councils_configs/1': {
      status: 200,
      body: {
        result: 'success',
        configs: configs({ MinorVariationURL: 'https://www.aucklandcouncil.govt.nz/minor-variation.pdf' }),
      },
    },
    'GET /ajax/get_councils_configs/2': {
      status: 200,
      body: { result: 'success', configs: configs({ enableDepositTable: false }) },
    },
    'GET /ajax/get_councils_configs/8': {
      status: 200,
      body: { result: 'success', configs: configs({ disable_apps: true, disable_apps_message: KAIKOURA_MESSAGE }) },
    },
    'GET /obca/deposit_table/?t=1&apptype=2': { status: 200, body: { deposit_table_enabled: true } },
    'GET /obca/deposit_table/?t=2&apptype=2': { status: 200, body: { deposit_table_enabled: false } },
    'GET /obca/deposit_table/?t=1&apptype=1': { status: 200, body: { deposit_table_enabled: true } },
    ...extra,
  };
}

const created = (appId: number, isNew = true, step = 3) => ({
  status: isNew ? 201 : 200,
  body: { result: 'success', appId, isNew, step },
});

async function openTile(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return user;
}

async function chooseCouncil(user: ReturnType<typeof userEvent.setup>, fullName: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Select council for new application' });
  await user.selectOptions(await within(dialog).findByLabelText('Council'), fullName);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
}

describe('main page tiles', () => {
  it('offers the sixteen application types of spec point 1, each a button described by when to use it', async () => {
    renderApp('/', server(aUser()));
    const region = await screen.findByRole('region', { name: 'Start an application' });
    const buttons = within(region).getAllByRole('button');
    expect(buttons).toHaveLength(16);
    for (const button of buttons) {
      const description = document.getElementById(
        defined(button.getAttribute('aria-describedby'), "the tile's aria-describedby"),
      );
      expect(description?.textContent.length).toBeGreaterThan(20);
    }
    expect(within(region).getByRole('button', { name: 'Minor variation' })).toBeTruthy();
  });
});

describe('requirements checklist', () => {
  it('shows Proceed only once every item is ticked, the deposit among them when the council takes one', async () => {
    const { calls, currentPath } = renderApp('/', server(aUser(), { 'POST /access/app': created(41) }));
    const user = await openTile('Building consent (with or without PIM)');
    await chooseCouncil(user, 'Auckland Council');

    const dialog = await screen.findByRole('dialog', { name: 'Before you apply for a building consent' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(8);
    expect(within(dialog).getByLabelText(/deposit/)).toBeTruthy();
    for (const box of boxes.slice(0, -1)) await user.click(box);
    expect(within(dialog).queryByRole('button', { name: 'Proceed' })).toBeNull();
    expect(within(dialog).getByText('7 of 8 ticked. Tick all 8 to proceed.')).toBeTruthy();
    await user.click(defined(boxes.at(-1), 'the last checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));

    await waitFor(() => {
      expect(currentPath()).toBe('/helix/newapp/41?task=jump&step=3');
    });
    expect(calls.find((c) => c.path === '/access/app')?.body).toEqual({
      action: 'new',
      data: { type: 2, param: 'standard', councilId: 1 },
    });
  });

  it('needs one tick fewer, with no deposit item, when the council has no deposit table', async () => {
    renderApp('/', server(aUser(), { 'POST /access/app': created(42) }));
    const user = await openTile('Building consent (with or without PIM)');
    await chooseCouncil(user, 'Christchurch City Council');

    const dialog = await screen.findByRole('dialog', { name: 'Before you apply for a building consent' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(7);
    expect(within(dialog).queryByLabelText(/deposit/)).toBeNull();
    for (const box of boxes) await user.click(box);
    expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeTruthy();
  });

  it('is the PIM checklist for a PIM only application, created as type 1', async () => {
    const { calls, currentPath } = renderApp('/', server(aUser(), { 'POST /access/app': created(43) }));
    const user = await openTile('Project information memorandum (PIM) only');
    await chooseCouncil(user, 'Auckland Council');
    const dialog = await screen.findByRole('dialog', { name: 'Before you apply for a PIM' });
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => {
      expect(currentPath()).toBe('/helix/newapp/43?task=jump&step=3');
    });
    expect(calls.find((c) => c.path === '/access/app')?.body).toMatchObject({ data: { type: 1, param: 'standard' } });
  });

  it('is skipped by a user who already has applications, who goes to the existing one the server names', async () => {
    const { calls, currentPath } = renderApp(
      '/',
      server(aUser({ hasApplications: true }), { 'POST /access/app': created(17, false, 8) }),
    );
    const user = await openTile('Fast-track consent');
    await chooseCouncil(user, 'Auckland Council');
    await waitFor(() => {
      expect(currentPath()).toBe('/helix/fastTrackApplication/17');
    });
    expect(calls.some((c) => c.path.startsWith('/obca/deposit_table'))).toBe(false);
    expect(calls.find((c) => c.path === '/access/app')?.body).toMatchObject({ data: { type: 2, param: 'fasttrack' } });
  });
});

describe('the applicant\'s role on creation (spec point 7 "payload councilId, type, param, role")', () => {
  it.each([
    ['sends the role the user took on their latest application', 'agent'],
    ['sends none before they have one', null],
  ] as const)('%s', async (_name, applicantRole) => {
    const { calls } = renderApp(
      '/',
      server(aUser({ hasApplications: true, applicantRole }), { 'POST /access/app': created(17, false, 8) }),
    );
    const user = await openTile('Fast-track consent');
    await chooseCouncil(user, 'Auckland Council');
    await waitFor(() => {
      expect(calls.find((c) => c.path === '/access/app')?.body).toMatchObject({
        data: { type: 2, param: 'fasttrack' },
      });
    });
    const sent = calls.find((c) => c.path === '/access/app')?.body;
    if (applicantRole) expect(sent).toMatchObject({ data: { role: applicantRole } });
    else expect(sent).not.toHaveProperty('data.role');
  });
});

describe('council choice', () => {
  it("shows a council's own message when it has applications turned off, and creates nothing", async () => {
    const { calls } = renderApp('/', server(aUser({ hasApplications: true })));
    const user = await openTile('Certificate of acceptance');
    await chooseCouncil(user, 'Kaikōura District Council');
    const dialog = screen.getByRole('dialog', { name: 'Select council for new application' });
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(KAIKOURA_MESSAGE),
    );
    expect(calls.some((c) => c.path === '/access/app')).toBe(false);
  });

  it('is not asked when only one council exists', async () => {
    const { currentPath } = renderApp(
      '/',
      server(aUser({ hasApplications: true }), { 'POST /access/app': created(44) }, councils.slice(0, 1)),
    );
    await openTile('Flood-affected building consent');
    await waitFor(() => {
      expect(currentPath()).toBe('/helix/floodAffectedBuildings/44');
    });
    expect(screen.queryByRole('dialog', { name: 'Select council for new application' })).toBeNull();
  });

  it("shows the server's message inside the dialog when creation fails", async () => {
    renderApp(
      '/',
      server(aUser({ hasApplications: true }), {
        'POST /access/app': {
          status: 400,
          body: { result: 'invalid', message: 'Invalid Application Param x', details: [] },
        },
      }),
    );
    const user = await openTile('CodeMark consent');
    await chooseCouncil(user, 'Auckland Council');
    const dialog = screen.getByRole('dialog', { name: 'Select council for new application' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Invalid Application Param x');
  });
});

describe('multiproof', () => {
  it("opens 'Activate Multiproof Function' for a user without the permission, and stores a request", async () => {
    const { calls } = renderApp(
      '/',
      server(aUser({ multiproofPermission: 'no' }), {
        'POST /api/multiproof/request': { status: 201, body: { result: 'success', message: 'Request received' } },
      }),
    );
    const user = await openTile('New multiproof');
    const dialog = await screen.findByRole('dialog', { name: 'Activate Multiproof Function' });
    expect(within(dialog).getByText('Error! You are not allowed to apply for multiproof application!')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Request the multiproof function' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('why you need the multiproof function');

    await user.type(
      within(dialog).getByLabelText('Why do you need the multiproof function?'),
      'We build the same three house designs across Canterbury.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Request the multiproof function' }));
    expect(await within(dialog).findByRole('heading', { name: 'Request received' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/multiproof/request')?.body).toEqual({
      reason: 'We build the same three house designs across Canterbury.',
    });
    expect(calls.some((c) => c.path === '/access/app')).toBe(false);
  });

  it('says a request already made is with us', async () => {
    renderApp('/', server(aUser({ multiproofRequested: true })));
    await openTile('Multiproof clone');
    const dialog = await screen.findByRole('dialog', { name: 'Activate Multiproof Function' });
    expect(within(dialog).getByText(/Your request to activate the multiproof function is with us/)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it("turns the server's multiproof refusal into the activation dialog", async () => {
    renderApp(
      '/',
      server(aUser({ multiproofPermission: 'yes', hasApplications: true }), {
        'POST /access/app': {
          status: 403,
          body: {
            result: 'error',
            message: 'Error! You are not allowed to apply for multiproof application!',
            details: [],
          },
        },
      }),
    );
    const user = await openTile('New multiproof');
    await chooseCouncil(user, 'Auckland Council');
    expect(await screen.findByRole('dialog', { name: 'Activate Multiproof Function' })).toBeTruthy();
  });

  it('creates a new multiproof (type 2, param multiproof) for a user with the permission', async () => {
    const { calls, currentPath } = renderApp(
      '/',
      server(aUser({ multiproofPermission: 'yes', hasApplications: true }), { 'POST /access/app': created(45) }),
    );
    const user = await openTile('New multiproof');
    await chooseCouncil(user, 'Auckland Council');
    await waitFor(() => {
      expect(currentPath()).toBe('/helix/newapp/45?task=jump&step=3');
    });
    expect(calls.find((c) => c.path === '/access/app')?.body).toMatchObject({ data: { type: 2, param: 'multiproof' } });
  });
});

describe('minor variation', () => {
  it("offers the council's download, or says it has none", async () => {
    renderApp('/', server(aUser()));
    const user = await openTile('Minor variation');
    const dialog = await screen.findByRole('dialog', { name: 'Apply for a Minor Variation' });
    await user.selectOptions(within(dialog).getByLabelText('Council'), 'Auckland Council');
    const link = await within(dialog).findByRole('link', { name: /Download Auckland Council's minor variation form/ });
    expect(link.getAttribute('href')).toBe('https://www.aucklandcouncil.govt.nz/minor-variation.pdf');

    await user.selectOptions(within(dialog).getByLabelText('Council'), 'Christchurch City Council');
    expect(
      await within(dialog).findByText(
        'Christchurch City Council does not have any minor variation application forms available to download.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});

describe('related applications', () => {
  const completedConsent: ApplicationListItem = {
    appId: 30,
    typeName: 'Building Consent',
    typeCode: 'bc',
    param: 'standard',
    applicationType: 2,
    councilName: 'Auckland Council',
    status: 'completed',
    completed: true,
    lifecycleStatus: 'granted',
    step: 15,
    maxStep: 15,
    updatedAt: '2026-03-02T01:00:00.000Z',
    signedAt: '2026-03-02T01:30:00.000Z',
    address: null,
    access: 'owner',
  };

  it('starts a CCC from one of the user’s granted consents, offering no consent still waiting for a decision', async () => {
    const { calls, currentPath } = renderApp(
      '/',
      server(aUser({ hasApplications: true }), {
        'GET /api/applications': {
          status: 200,
          body: {
            result: 'success',
            applications: [
              completedConsent,
              { ...completedConsent, appId: 31, completed: false, status: 'in progress', lifecycleStatus: 'draft' },
              { ...completedConsent, appId: 33, lifecycleStatus: 'submitted' },
            ],
          },
        },
        'POST /api/applications/related': created(50),
      }),
    );
    const user = await openTile('Code compliance certificate');
    const dialog = await screen.findByRole('dialog', {
      name: 'Which building consent is the code compliance certificate for?',
    });
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(dialog).queryByLabelText(/Application 33/)).toBeNull();
    expect(
      within(dialog).getByRole('group', { name: 'Your granted consents, or one made outside this service' }),
    ).toBeTruthy();
    await user.click(within(dialog).getByLabelText(/Application 30, Building Consent/));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(currentPath()).toBe('/helix/newapp/50?task=jump&step=3');
    });
    expect(calls.find((c) => c.path === '/api/applications/related')?.body).toEqual({ kind: 'ccc', relatedAppId: 30 });
  });

  it('clones a completed multiproof consent for a user with the permission, offering only multiproof ones', async () => {
    const { calls, currentPath } = renderApp(
      '/',
      server(aUser({ multiproofPermission: 'yes', hasApplications: true }), {
        'GET /api/applications': {
          status: 200,
          body: {
            result: 'success',
            applications: [
              completedConsent,
              { ...completedConsent, appId: 32, param: 'multiproof', typeName: 'Multiproof Building Consent' },
            ],
          },
        },
        'POST /api/applications/related': created(51),
      }),
    );
    const user = await openTile('Multiproof clone');
    const dialog = await screen.findByRole('dialog', { name: 'Which multiproof consent are you copying?' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(dialog).getByLabelText(/Application 32, Multiproof Building Consent/));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(currentPath()).toBe('/helix/newapp/51?task=jump&step=3');
    });
    expect(calls.find((c) => c.path === '/api/applications/related')?.body).toEqual({
      kind: 'clone',
      relatedAppId: 32,
    });
  });

  it("checks a consent number's format before sending, then shows the server's field errors", async () => {
    const { calls } = renderApp(
      '/',
      server(aUser(), {
        'POST /api/applications/related': {
          status: 404,
          body: { result: 'error', message: 'No consent with that number and passcode.', details: [] },
        },
      }),
    );
    const user = await openTile('Building consent amendment');
    const dialog = await screen.findByRole('dialog', { name: 'Which building consent are you amending?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const summary = await within(dialog).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Select the council that granted the consent' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/applications/related')).toBe(false);

    await user.selectOptions(
      within(dialog).getByLabelText('Council that granted the consent'),
      'Christchurch City Council',
    );
    await user.type(within(dialog).getByLabelText('Consent number'), 'BC240123');
    await user.type(within(dialog).getByLabelText('Passcode'), 'AB12CD');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('No consent with that number and passcode.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/applications/related')?.body).toEqual({
      kind: 'abc',
      councilId: 2,
      bcNumber: 'BC240123',
      passcode: 'AB12CD',
    });
  });
});
