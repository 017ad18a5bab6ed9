import {
  BUILDING_USES,
  EMPTY_PROJECT,
  defined,
  EMPTY_SCHEDULE,
  NEW_BUILDING,
  SPECIFIED_SYSTEMS,
  projectMessages,
  type ApplicationData,
  type Building,
} from '@consent/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApplication as baseApplication } from '../../../test/anApplication';
import { aUser, renderApp, type FakeServer, type RecordedCall } from '../../../test/renderApp';

/** The project page (legacy step 8) of an owner whose own details are complete. */
const anApplication = (overrides: Partial<ApplicationData> = {}): ApplicationData =>
  baseApplication({ step: { step: 8, max_step: 8 }, userValid: true, applicantRole: 'OWNER', ...overrides });

const house: Building = {
  ...NEW_BUILDING,
  id: 5,
  name: 'House',
  type: 'residential',
  classification_id: 1,
  proposed_work_id: 1,
  estimated_value: 450000,
  use_id: 1,
  change_use: 'no',
  has_restricted_work: 'no',
  has_cable_car: 'no',
  is_compliance_schedule: 'no',
  owner_builder: 'no',
  residential_contract: 'yes',
  mc_data: [],
};
const ok = { status: 200, body: { result: 'success', message: 'Saved' } };

function server(app: ApplicationData, buildings: Building[], extra: FakeServer = {}): FakeServer {
  return {
    'GET /api/auth/me': { status: 200, body: aUser() },
    'POST /obca/application': { status: 200, body: app },
    'POST /obca/set_application_step': ok,
    'GET /obca/ajaxform/building/42': {
      status: 200,
      body: {
        result: 'success',
        project: EMPTY_PROJECT,
        buildings,
        projectOpt: 'single',
        estimatedValue: 0,
        variant: app.appTypeCode === 'ccc' ? 'projectccc' : 'project',
        hasBuildings: app.appTypeCode !== 'ccc',
      },
    },
    'GET /obca/ajaxform/schedule/42': {
      status: 200,
      body: {
        result: 'success',
        data: buildings.map((b) => ({ building_id: b.id, name: b.name, applies: false, schedule: EMPTY_SCHEDULE })),
        systems: SPECIFIED_SYSTEMS,
      },
    },
    ...extra,
  };
}

/** The page's questions answered as little as Continue needs: the work described, its type, section 75 and B1. */
async function answerTheProjectQuestions(user: ReturnType<typeof userEvent.setup>, description: string) {
  await user.type(screen.getByLabelText('Describe the building work'), description);
  await user.click(screen.getByLabelText('Residential'));
  await user.click(within(screen.getByRole('group', { name: /two or more allotments/ })).getByLabelText('No'));
  await user.click(screen.getByLabelText('B1 Structure'));
  await user.selectOptions(screen.getByLabelText('How B1 will be met'), 'Acceptable Solution');
}

/** The body of the project's save, once it has been sent. */
async function projectSaved(calls: RecordedCall[]) {
  await waitFor(() => {
    expect(calls.some((c) => c.path === '/obca/ajax/project/42')).toBe(true);
  });
  return defined(
    calls.find((c) => c.path === '/obca/ajax/project/42'),
    'the project save',
  ).body as Record<string, unknown>;
}

describe('the project page', () => {
  it('lists problems linked to their fields, then saves the project with each building’s clauses', async () => {
    const user = userEvent.setup();
    const { calls, currentPath } = renderApp(
      '/helix/newapp/42?task=jump&step=8',
      server(anApplication(), [house], {
        'POST /obca/ajax/project/42': ok,
        'GET /obca/ajaxform/lbp/42': { status: 500 },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Tell Us About Your Project' })).toBeTruthy();
    expect(
      await screen.findByRole('group', { name: 'Building Code clauses for House' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText(/A single building/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert');
    const clauses = within(summary).getByRole('link', { name: projectMessages.noClauses });
    expect(clauses.getAttribute('href')).toBe('#project-mc-b5-B1-present');
    expect(within(summary).getByRole('link', { name: projectMessages.section75 }).getAttribute('href')).toBe(
      '#project-projectSection75',
    );
    await user.click(clauses);
    expect(document.activeElement).toBe(screen.getByLabelText('B1 Structure'));
    expect(calls.some((c) => c.path === '/obca/ajax/project/42')).toBe(false);

    await answerTheProjectQuestions(user, 'A new house');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const body = await projectSaved(calls);
    expect(body).toMatchObject({
      projectDescription: 'A new house',
      tbuilding: 'residential',
      projectSection75: 'no',
      validation_mode: 'all',
    });
    expect(body.mc_data).toEqual([
      { building_id: 5, clauses: [{ code: 'B1', present: true, means: 'acceptable_solution', data: '', notes: '' }] },
    ]);
    expect(body).not.toHaveProperty('bwcoDate');
    await waitFor(() => {
      expect(currentPath()).toBe('/helix/newapp/42?task=jump&step=11');
    });
  }, 30_000);

  it('saves the lawful uses ticked and the use table’s rows as numbers, without a row removed', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp(
      '/helix/newapp/42?task=jump&step=8',
      server(anApplication(), [house], {
        'POST /obca/ajax/project/42': ok,
        'GET /obca/ajaxform/lbp/42': { status: 500 },
      }),
    );
    await screen.findByRole('group', { name: 'Building Code clauses for House' }, { timeout: 10_000 });
    await answerTheProjectQuestions(user, 'A shop fit-out');
    const lawful = screen.getByRole('group', { name: 'Lawful uses of the existing buildings (optional)' });
    await user.click(defined(within(lawful).getAllByRole('checkbox')[0], 'the first building use'));

    await user.click(screen.getByRole('button', { name: 'Add a row to the use table' }));
    await user.click(screen.getByRole('button', { name: 'Add a row to the use table' }));
    const row = screen.getByRole('group', { name: 'Row 1' });
    await user.selectOptions(within(row).getByLabelText('Work'), 'Alteration');
    await user.type(within(row).getByLabelText('Description of the work'), 'Shop fit-out');
    await user.type(within(row).getByLabelText('Level'), 'Ground');
    await user.type(within(row).getByLabelText('Occupants'), '12');
    await user.selectOptions(within(row).getByLabelText('Building'), 'House');
    await user.type(within(row).getByLabelText('Activity'), 'Retail');
    await user.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(screen.queryByRole('group', { name: 'Row 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const body = await projectSaved(calls);
    expect(body.lawfulUses).toEqual([defined(BUILDING_USES[0], 'the first building use').id]);
    expect(body.useTable).toEqual([
      { work_id: 3, work: 'Shop fit-out', level: 'Ground', occupants: 12, building_id: 5, activity: 'Retail' },
    ]);
  }, 30_000);

  it('adds a building in a dialog, shows the total, and removes one after confirming', async () => {
    const user = userEvent.setup();
    const garage = { ...house, id: 6, name: 'Garage', classification_id: 10, use_id: 10, estimated_value: 60000 };
    const { calls } = renderApp(
      '/helix/newapp/42?task=jump&step=8',
      server(anApplication(), [house], {
        'POST /obca/ajax/savebuilding/42': {
          status: 200,
          body: { result: 'success', message: 'Saved', building_id: 6, building: garage },
        },
        'DELETE /api/applications/42/buildings/5': {
          status: 200,
          body: { result: 'success', message: 'Removed', projectOpt: 'single', estimatedValue: 60000 },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add a building' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a building' });
    await user.click(within(dialog).getByRole('button', { name: 'Save building' }));
    expect(await within(dialog).findByRole('link', { name: projectMessages.buildingType })).toBeTruthy();
    expect(calls.some((c) => c.path === '/obca/ajax/savebuilding/42')).toBe(false);

    await user.type(within(dialog).getByLabelText('Building name'), 'Garage');
    await user.click(within(dialog).getByLabelText('Residential'));
    await user.selectOptions(
      within(dialog).getByLabelText('Classified use (Building Code clause A1)'),
      '6.0(Outbuildings)',
    );
    await user.selectOptions(within(dialog).getByLabelText('Proposed work'), 'New building');
    await user.type(within(dialog).getByLabelText('Estimated value of the work, in dollars'), '60,000');
    await user.selectOptions(within(dialog).getByLabelText('Current use of the building'), '6.0(Outbuildings)');
    for (const question of [
      /use of the building change/,
      /restricted building work/,
      /cable car/,
      /compliance schedule/,
      /owner-builder/,
    ]) {
      await user.click(within(within(dialog).getByRole('group', { name: question })).getByLabelText('No'));
    }
    await user.click(
      within(within(dialog).getByRole('group', { name: /residential building contract/ })).getByLabelText('Yes'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save building' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    const saved = defined(
      calls.find((c) => c.path === '/obca/ajax/savebuilding/42'),
      'the building save',
    ).body as { data: Record<string, unknown>; validation_mode: string };
    expect(saved.data).toMatchObject({
      name: 'Garage',
      classification_id: 10,
      estimated_value: 60000,
      intended_life: 50,
    });
    expect(saved.validation_mode).toBe('min');
    expect(screen.getByText(/Multiple buildings \(2\)/)).toBeTruthy();
    expect(screen.getByText('$510,000')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Building Code clauses for Garage' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /^Remove\s?House$/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove House' });
    expect(within(confirm).getByText('Are you sure you want to remove this item?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Yes, remove it' }));
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'House' })).toBeNull();
    });
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/applications/42/buildings/5')).toBe(true);
    expect(screen.getByText(/A single building/)).toBeTruthy();
  }, 30_000);

  it('asks a CCC when the work was completed, not for buildings, and saves through /projectccc', async () => {
    const user = userEvent.setup();
    const ccc = anApplication({ appTypeCode: 'ccc', appTypeName: 'Code Compliance Certificate' });
    const { calls } = renderApp(
      '/helix/newapp/42?task=jump&step=8',
      server(ccc, [], { 'POST /obca/ajax/projectccc/42': ok }),
    );
    expect(await screen.findByLabelText('Date the building work was completed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a building' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: projectMessages.bwcoDate }).getAttribute('href')).toBe(
      '#project-bwcoDate',
    );
    await user.type(screen.getByLabelText('Date the building work was completed'), '2025-11-03');
    await user.click(screen.getByLabelText('All the building work under the consent is complete'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(calls.some((c) => c.path === '/obca/ajax/projectccc/42')).toBe(true);
    });
    expect(
      defined(
        calls.find((c) => c.path === '/obca/ajax/projectccc/42'),
        'the completion project save',
      ).body,
    ).toEqual({
      projectDescription: '',
      bwcoDate: '2025-11-03',
      bwcoReason: 'all',
      bwcoDetails: '',
      validation_mode: 'all',
    });
  });
});
