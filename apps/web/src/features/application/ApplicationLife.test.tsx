import { defined, lifecycleMessages, type LifecycleStatus } from '@consent/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationLifecycle, TimelineEvent, TimelineEventOf } from '../../api/lifecycle';
import { renderApp, type FakeServer } from '../../../test/renderApp';
import { ApplicationLife } from './ApplicationLife';

const LIFE = 'GET /api/applications/42/lifecycle';
/** An event's action with the details that action records. */
type Step = { [A in TimelineEvent['action']]: Pick<TimelineEventOf<A>, 'action' | 'details'> }[TimelineEvent['action']];
const event = (step: Step, to: LifecycleStatus, reason: string | null = null): TimelineEvent => ({
  at: '2026-03-02T01:30:00.000Z',
  actor: ['submit', 'resubmit', 'provideInformation', 'withdraw'].includes(step.action) ? 'applicant' : 'officer',
  from: 'submitted',
  to,
  reason,
  ...step,
});
const clock = { started: false, running: false, daysUsed: 0, daysRemaining: 20, overdue: false, dueDate: null };

function life(
  status: LifecycleStatus,
  timeline: TimelineEvent[],
  overrides: Partial<ApplicationLifecycle> = {},
): ApplicationLifecycle {
  return {
    result: 'success',
    status,
    actions: [],
    timeline,
    clock,
    information: { requests: [], files: [] },
    ...overrides,
  };
}

const render = (server: FakeServer) =>
  renderApp('/life', server, undefined, [{ path: 'life', element: <ApplicationLife appId={42} /> }]);

const rfiOpen = life(
  'information_requested',
  [
    event({ action: 'submit', details: {} }, 'submitted'),
    event({ action: 'accept', details: { consentNumber: 'ABA-1' } }, 'accepted'),
    event(
      { action: 'requestInformation', details: { items: [{ text: 'Truss design' }, { text: 'Bracing plan' }] } },
      'information_requested',
    ),
  ],
  {
    actions: ['provideInformation', 'withdraw'],
    clock: { started: true, running: false, daysUsed: 3, daysRemaining: 17, overdue: false, dueDate: null },
    information: {
      requests: [
        {
          requestedAt: '2026-03-05T01:00:00.000Z',
          answeredAt: null,
          open: true,
          items: [
            { text: 'Truss design', answer: null },
            { text: 'Bracing plan', answer: null },
          ],
        },
      ],
      files: [],
    },
  },
);

/** XMLHttpRequest answering each upload with the next answer, as the server would. */
function fakeUploads(answers: { status: number; body: unknown }[]) {
  const sent: string[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send() {
      sent.push(this.url);
      const answer = defined(answers.shift(), 'an answer queued for this request');
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
afterEach(() => vi.unstubAllGlobals());

describe("the application after submission, on the applicant's page (issue 18 point 5)", () => {
  it("shows the status, the working days once accepted, and the timeline with the council's consent number", async () => {
    render({
      [LIFE]: {
        status: 200,
        body: {
          ...rfiOpen,
          status: 'accepted',
          actions: ['withdraw'],
          clock: { ...rfiOpen.clock, running: true, dueDate: '2026-04-01' },
        },
      },
    });
    expect(await screen.findByText('Accepted (lodged)')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Statutory clock' }).textContent).toContain(
      '3 of 20 working days used, 17 remaining.',
    );
    expect(screen.getByRole('group', { name: 'Statutory clock' }).textContent).toContain('1 April 2026');
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(timeline.map((li) => li.querySelector('.timeline__what')?.textContent)).toEqual([
      'You submitted the application',
      'The council accepted the application',
      'The council asked for more information',
    ]);
    expect(timeline[1]?.textContent).toContain('Consent number ABA-1');
  });

  it('lists unanswered items in an error summary linked to their fields, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { calls } = render({ [LIFE]: { status: 200, body: rfiOpen } });
    await user.type(await screen.findByLabelText('Your answer to item 2'), 'Sheet 4 shows the bracing.');
    await user.click(screen.getByRole('button', { name: 'Send your answers' }));
    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: `Item 1: ${lifecycleMessages.answerEmpty}` });
    expect(link.getAttribute('href')).toBe('#information-0-text');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your answer to item 2').value).toBe(
      'Sheet 4 shows the bracing.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('uploads the chosen files, then sends every answer naming them; a refused file keeps the answers on the page', async () => {
    const user = userEvent.setup();
    const sent = fakeUploads([
      { status: 415, body: { result: 'error', message: 'truss.pdf is not a file type we accept.' } },
      {
        status: 201,
        // The server's whole answer: the client reads it with the contract's schema, so a partial one is refused.
        body: {
          result: 'success',
          message: 'Uploaded',
          document: {
            id: 77,
            documentTypeId: 99,
            documentTypeName: 'Other',
            originalName: 'truss.pdf',
            contentType: 'application/pdf',
            size: 10,
            sha256: 'ab',
            createdAt: '2026-11-25T00:00:00Z',
          },
        },
      },
    ]);
    let answered: unknown;
    render({
      [LIFE]: { status: 200, body: rfiOpen },
      'POST /api/applications/42/information': (body) => {
        answered = body;
        return { status: 200, body: { result: 'success', status: 'information_provided' } };
      },
    });
    await user.type(await screen.findByLabelText('Your answer to item 1'), 'Design attached.');
    await user.upload(
      screen.getByLabelText('Files for item 1 (optional)'),
      new File(['MZ'], 'truss.pdf', { type: 'application/pdf' }),
    );
    await user.type(screen.getByLabelText('Your answer to item 2'), 'See sheet 4.');
    await user.click(screen.getByRole('button', { name: 'Send your answers' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getByRole('link', { name: 'Item 1: truss.pdf is not a file type we accept.' })
        .getAttribute('href'),
    ).toBe('#information-0-files');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your answer to item 1').value).toBe('Design attached.');

    await user.upload(
      screen.getByLabelText('Files for item 1 (optional)'),
      new File(['%PDF-1.4'], 'truss-design.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send your answers' }));
    await waitFor(() => {
      expect(answered).toBeTruthy();
    });
    expect(sent).toEqual(['/api/applications/42/information/documents', '/api/applications/42/information/documents']);
    expect(answered).toEqual({
      answers: [
        { item: 0, text: 'Design attached.', documentIds: [77] },
        { item: 1, text: 'See sheet 4.' },
      ],
    });
  });

  it('asks for confirmation before withdrawing: Escape keeps the application, confirming withdraws it', async () => {
    const user = userEvent.setup();
    let withdrawn = false;
    render({
      [LIFE]: () => ({
        status: 200,
        body: withdrawn
          ? life('withdrawn', [
              event({ action: 'submit', details: {} }, 'submitted'),
              event({ action: 'withdraw', details: {} }, 'withdrawn'),
            ])
          : life('submitted', [event({ action: 'submit', details: {} }, 'submitted')], { actions: ['withdraw'] }),
      }),
      'POST /api/applications/42/withdraw': () => {
        withdrawn = true;
        return { status: 200, body: { result: 'success', status: 'withdrawn' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(withdrawn).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, withdraw application' }));
    expect(await screen.findByRole('heading', { name: 'You withdrew this application' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
  });

  it('shows a grant with its conditions', async () => {
    render({
      [LIFE]: {
        status: 200,
        body: life('granted', [
          event({ action: 'grant', details: { conditions: ['Inspections as listed.'] } }, 'granted'),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your application has been granted' })).toBeTruthy();
    expect(screen.getByText('Inspections as listed.')).toBeTruthy();
  });

  it('shows a return as incomplete with the reason per item and how to resubmit', async () => {
    render({
      [LIFE]: {
        status: 200,
        body: life('returned', [
          event(
            {
              action: 'returnAsIncomplete',
              details: { items: [{ item: 'Site plan', reason: 'No boundary dimensions.' }] },
            },
            'returned',
            'Site plan: No boundary dimensions.',
          ),
        ]),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'The council returned your application as incomplete' }),
    ).toBeTruthy();
    expect(screen.getByText('Site plan').closest('.summary-list__row')?.textContent).toContain(
      'No boundary dimensions.',
    );
    expect(screen.getByText(/submit the application again/)).toBeTruthy();
  });

  it('shows what was provided, with each file offered for download, once the request is answered', async () => {
    const answered = {
      requests: [
        {
          ...rfiOpen.information.requests[0],
          open: false,
          answeredAt: '2026-03-06T01:00:00.000Z',
          items: [{ text: 'Truss design', answer: { text: 'Attached.', documentIds: [77] } }],
        },
      ],
      files: [{ id: 77, originalName: 'truss.pdf', contentType: 'application/pdf', size: 2048 }],
    };
    render({
      [LIFE]: {
        status: 200,
        body: { ...rfiOpen, status: 'information_provided', actions: ['withdraw'], information: answered },
      },
    });
    expect(await screen.findByText('Further information provided')).toBeTruthy();
    const provided = screen.getByRole('region', { name: 'Information you provided' });
    expect(provided.textContent).toContain('Attached.');
    expect(within(provided).getByRole('link', { name: 'truss.pdf' }).getAttribute('href')).toBe(
      '/api/applications/42/documents/77',
    );
    expect(screen.queryByRole('button', { name: 'Send your answers' })).toBeNull();
  });

  it('shows a refusal with its reasons', async () => {
    render({
      [LIFE]: {
        status: 200,
        body: life('refused', [
          event({ action: 'refuse', details: { reasons: ['Fire separation not shown.'] } }, 'refused'),
        ]),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Your application has been refused' })).toBeTruthy();
    expect(screen.getByText('Fire separation not shown.')).toBeTruthy();
  });
});
