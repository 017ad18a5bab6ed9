import { FORM_STEP_TITLES, PIM_MATTERS, messages, type ApplicationData } from '@consent/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApplication } from '../../../test/anApplication';
import { aUser, renderApp, type FakeServer } from '../../../test/renderApp';

const ok = { status: 200, body: { result: 'success', message: 'Saved' } };

function server(application: () => ApplicationData, extra: FakeServer = {}): FakeServer {
  return {
    'GET /api/auth/me': { status: 200, body: aUser() },
    'POST /obca/application': () => ({ status: 200, body: application() }),
    'POST /obca/set_application_step': ok,
    'GET /obca/ajaxform/apptype/42': {
      status: 200,
      body: {
        result: 'success',
        appType: application().application_type,
        answered: false,
        pimClasses: [],
        notes: '',
        pim_classes: PIM_MATTERS,
      },
    },
    'GET /obca/ajaxform/approle/42': { status: 200, body: { result: 'success', role: application().applicantRole } },
    'GET /obca/ajaxform/owner/42': {
      status: 200,
      body: {
        result: 'success',
        streetAddressRequired: false,
        data: {
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
        },
      },
    },
    ...extra,
  };
}

describe('the application wizard', () => {
  it("moves on by itself after 'no PIM', saving type 2, and shows progress as 'Step N of M'", async () => {
    const user = userEvent.setup();
    let app = anApplication();
    const { calls, currentPath } = renderApp(
      '/helix/newapp/42?task=jump&step=1',
      server(() => app, {
        'POST /access/app': (body) => {
          app = anApplication({ application_type: (body as { data: { type: number } }).data.type });
          return ok;
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: FORM_STEP_TITLES.pimQuestion })).toBeTruthy();
    // bc for a new user: PIM, role, owner, site+title, project, contacts, PLG, misc, attachments.
    expect(screen.getByText('Step 1 of 9')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    await user.click(await screen.findByLabelText('No, I do not need a PIM'));

    await waitFor(() => {
      expect(currentPath()).toBe('/helix/newapp/42?task=jump&step=3');
    });
    expect(calls.find((c) => c.path === '/access/app')?.body).toEqual({
      action: 'edit',
      appId: 42,
      validation_mode: 'all',
      data: { type: 2 },
    });
    expect(await screen.findByRole('heading', { level: 1, name: "Applicant's Role" })).toBeTruthy();
    expect(screen.getByText('Step 2 of 9')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('moves on by itself after choosing a role, storing it, to the next page the saved role requires', async () => {
    const user = userEvent.setup();
    let app = anApplication();
    const { calls, currentPath } = renderApp(
      '/helix/newapp/42?task=jump&step=3',
      server(() => app, {
        'POST /obca/ajax/approle/42': () => {
          app = anApplication({ applicantRole: 'AGENT' });
          return { status: 200, body: { result: 'success', message: 'Saved', role: 'AGENT' } };
        },
        'GET /obca/ajaxform/needagent/42': { status: 200, body: { result: 'success', needagent: '' } },
        'GET /obca/ajaxform/agent/42': {
          status: 200,
          body: { result: 'success', streetAddressRequired: false, data: { type: 'person', full_name: '' } },
        },
      }),
    );
    await user.click(await screen.findByLabelText('I am an agent acting for the owner'));
    await waitFor(() => {
      expect(currentPath()).toBe('/helix/newapp/42?task=jump&step=4');
    });
    expect(calls.find((c) => c.path === '/obca/ajax/approle/42')?.body).toEqual({
      appId: 42,
      approle: 'agent',
      validation_mode: 'all',
    });
    expect(await screen.findByRole('heading', { level: 1, name: "Owner's Detail" })).toBeTruthy();
    // As an agent whose own details are missing, the agent's page follows: one more step than for an owner, and the page says why.
    expect(screen.getByText('Step 3 of 10')).toBeTruthy();
    expect(
      screen
        .getByText("Your answer to Applicant's Role added Agent's Detail: this application now has 10 steps.")
        .closest('[role=status]'),
    ).toBeTruthy();
  });

  it('sends a page opened by its address before it may be opened to the task list, which says why', async () => {
    const app = anApplication({ step: { step: 1, max_step: 1 } });
    const tasks = {
      result: 'success',
      resumeStep: 1,
      tasks: [
        { page: 'preApplicationAndPim', name: 'PIM (Project Information Memorandum)', step: 1, status: 'in-progress' },
        { page: 'applicantRole', name: "Applicant's Role", step: 3, status: 'not-started' },
        { page: 'ownerDetails', name: "Owner's Detail", step: 4, status: 'cannot-start-yet' },
      ],
    };
    const { currentPath } = renderApp(
      '/helix/newapp/42?task=jump&step=4',
      server(() => app, { 'GET /api/applications/42/tasks': { status: 200, body: tasks } }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Application progress' })).toBeTruthy();
    expect(currentPath()).toBe('/helix/newapp/42/tasks');
    expect(
      screen
        .getByText(
          "Owner's Detail cannot start yet: first answer Applicant's Role, as it decides what Owner's Detail asks.",
        )
        .closest('[role=status]'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: "Applicant's Role" }).getAttribute('href')).toBe(
      '/helix/newapp/42?task=jump&step=3',
    );
    expect(screen.queryByRole('link', { name: "Owner's Detail" })).toBeNull();
    expect(screen.getByText('Cannot start yet')).toBeTruthy();
  });

  it('lists the problems in an error summary that takes focus and links to each field, and saves nothing', async () => {
    const user = userEvent.setup();
    const { calls, currentPath } = renderApp(
      '/helix/newapp/42?task=jump&step=4',
      server(() => anApplication({ applicantRole: 'OWNER' })),
    );
    await screen.findByLabelText("Owner's full name");
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: "Enter the owner's full name (at least 3 characters)." });
    expect(link.getAttribute('href')).toBe('#owner-full_name');
    expect(within(summary).getByRole('link', { name: "Enter the owner's mailing address." }).getAttribute('href')).toBe(
      '#owner-mail_address',
    );
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText("Owner's full name"));
    expect(calls.some((c) => c.path === '/obca/ajax/owner/42')).toBe(false);
    expect(currentPath()).toBe('/helix/newapp/42?task=jump&step=4');
  });

  it('Refresh saves incomplete data and re-renders (spec point 4 "Form view"): no checks, the page stays and loads again', async () => {
    const user = userEvent.setup();
    const { calls, currentPath } = renderApp(
      '/helix/newapp/42?task=jump&step=4',
      server(() => anApplication({ applicantRole: 'OWNER' }), { 'POST /obca/ajax/owner/42': ok }),
    );
    await user.type(await screen.findByLabelText("Owner's full name"), 'Jo');
    await user.click(screen.getByRole('button', { name: 'Save and refresh' }));

    expect(await screen.findByText('Your answers on this page are saved, as far as you have got.')).toBeTruthy();
    const saved = calls.find((c) => c.path === '/obca/ajax/owner/42')?.body as {
      data: { full_name: string };
      validation_mode: string;
    };
    expect(saved).toMatchObject({ data: { full_name: 'Jo' }, validation_mode: 'none' });
    await waitFor(() => {
      expect(calls.filter((c) => c.path === '/obca/ajaxform/owner/42')).toHaveLength(2);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(currentPath()).toBe('/helix/newapp/42?task=jump&step=4');
  });

  it('saves the page’s step once, after its forms have loaded their answers (a write drops answers started before it)', async () => {
    const { calls } = renderApp(
      '/helix/newapp/42?task=jump&step=4',
      server(() => anApplication({ applicantRole: 'OWNER' })),
    );
    expect(await screen.findByLabelText("Owner's full name")).toBeTruthy();
    await waitFor(() => {
      expect(calls.filter((c) => c.path === '/obca/set_application_step').map((c) => c.body)).toEqual([
        { appId: 42, step: 4 },
      ]);
    });
    const at = (path: string) => calls.findIndex((c) => c.path === path);
    expect(at('/obca/ajaxform/owner/42')).toBeLessThan(at('/obca/set_application_step'));
  });

  it("asks a PIM-only application for its matters with the spec's message", async () => {
    const user = userEvent.setup();
    const pimOnly = anApplication({
      application_type: 1,
      appTypeCode: 'pim',
      appTypeName: 'Project Information Memorandum Only',
    });
    renderApp(
      '/helix/newapp/42?task=jump&step=1',
      server(() => pimOnly),
    );
    expect(await screen.findByRole('heading', { level: 1, name: FORM_STEP_TITLES.pimOnlyQuestion })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: messages.pimNoMatters }).getAttribute('href')).toBe(
      '#pim-pim_classes',
    );
  });

  it('shows the complete_error view for a completed application, with a link to its summary', async () => {
    renderApp(
      '/helix/newapp/42?task=jump&step=3',
      server(() => anApplication({ appCompleted: true })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This application has been completed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the application’s summary' }).getAttribute('href')).toMatch(
      /^\/helix\/app\/obca\/42\/\d+\?opt=resume$/,
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
