import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser, fakeFetch, renderApp } from '../../../../test/renderApp';

const AUCKLAND = { councilId: 1, councilName: 'Auckland Council', role: 'officer' as const };
const stop = {
  bookingId: 12,
  applicationId: 41,
  consentNumber: 'ABA-2026-0041',
  date: '2026-12-01',
  period: 'morning',
  bookedAt: '2026-11-27T01:00:00.000Z',
  siteAddress: '12 Example Street, Testville',
  latitude: -36.85,
  longitude: 174.76,
  mapUrl: 'https://www.openstreetmap.org/?mlat=-36.85&mlon=174.76#map=18/-36.85/174.76',
  inspectionName: 'Foundations',
  inspectionNotes: 'Reinforcing steel before the pour',
  conditions: ['Work to stop if koiwi are found'],
  reinspection: false,
  result: null,
};
const run = { status: 200, body: { result: 'success', date: '2026-12-01', inspections: [stop] } };

beforeAll(async () => {
  await import('../../council/CouncilWorkspace');
});

let network: boolean;
const sent: { path: string; key: string | null; body: unknown }[] = [];
beforeEach(() => {
  network = false;
  sent.length = 0;
  // The result's sender uses the browser's fetch; the page's reads go through the fake server.
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
    if (!network) return Promise.reject(new TypeError('Failed to fetch'));
    const headers = new Headers(init.headers);
    sent.push({ path, key: headers.get('idempotency-key'), body: JSON.parse(init.body as string) });
    return Promise.resolve(
      new Response(JSON.stringify({ result: 'success', message: 'Result recorded', inspection: stop }), {
        status: 201,
      }),
    );
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the inspector’s run (issue 32.4)', () => {
  it('shows each stop’s site, map link, what to inspect and conditions; a result without notes is refused and linked', async () => {
    const user = userEvent.setup();
    renderApp('/council/1/inspections?date=2026-12-01', {
      'GET /api/auth/me': { status: 200, body: aUser({ councils: [AUCKLAND] }) },
      'GET /api/council/councils/1/inspections/run?date=2026-12-01': run,
    });
    const heading = await screen.findByRole('heading', { name: 'Foundations: 12 Example Street, Testville' });
    const card = within(heading.closest('article') as HTMLElement);
    expect(card.getByRole('link', { name: /Map of 12 Example Street/ }).getAttribute('href')).toBe(stop.mapUrl);
    expect(card.getByText('Reinforcing steel before the pour')).toBeTruthy();
    expect(card.getByText('Work to stop if koiwi are found')).toBeTruthy();

    await user.click(card.getByRole('button', { name: /Record result/ }));
    await user.click(card.getByLabelText('Failed'));
    await user.click(card.getByRole('button', { name: 'Save result' }));
    const notesError = await card.findByRole('link', { name: /Enter notes/ });
    expect(notesError.getAttribute('href')).toBe('#result-12-notes');
    expect(sent).toEqual([]);
  });

  it('keeps a result saved offline on the phone, says so, and sends it once with its key when back online', async () => {
    const user = userEvent.setup();
    renderApp('/council/1/inspections?date=2026-12-01', {
      'GET /api/auth/me': { status: 200, body: aUser({ councils: [AUCKLAND] }) },
      'GET /api/council/councils/1/inspections/run?date=2026-12-01': run,
    });
    await user.click(await screen.findByRole('button', { name: /Record result/ }));
    await user.click(screen.getByLabelText('Failed'));
    await user.type(screen.getByLabelText('Notes'), 'No damp-proof membrane under the slab');
    await user.click(screen.getByRole('button', { name: 'Save result' }));

    const banner = await screen.findByRole('status', { name: 'Saved on this phone — will send' });
    await waitFor(() => {
      expect(document.activeElement).toBe(banner);
    });
    network = true;
    window.dispatchEvent(new Event('online'));
    await screen.findByRole('status', { name: 'Result sent' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/api/council/councils/1/inspections/bookings/12/result');
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent[0]?.body).toEqual({ outcome: 'failed', notes: 'No damp-proof membrane under the slab', photoIds: [] });
  });

  it('says when the run shown is the copy kept on the phone, and when it was kept', async () => {
    renderApp('/council/1/inspections?date=2026-12-01', {
      'GET /api/auth/me': { status: 200, body: aUser({ councils: [AUCKLAND] }) },
      'GET /api/council/councils/1/inspections/run?date=2026-12-01': {
        ...run,
        headers: { 'x-kept-at': '2026-11-20T18:42:00.000Z' },
      },
    });
    const note = await screen.findByText('Shown as saved on this phone at 07:42 on 21 November 2026 — no connection');
    expect(note.getAttribute('role')).toBe('status');
    expect(await screen.findByRole('heading', { name: 'Foundations: 12 Example Street, Testville' })).toBeTruthy();
  });

  it('keeps focus in the day field when the server’s today arrives, and moves it to the chosen day’s list', async () => {
    const user = userEvent.setup();
    // The server's today is not the phone's (its clock, or midnight between them).
    const server = {
      'GET /api/auth/me': { status: 200, body: aUser({ councils: [AUCKLAND] }) },
      'GET /api/council/councils/1/inspections/run': run,
      'GET /api/council/councils/1/inspections/run?date=2026-12-01': run,
    };
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = fakeFetch(server);
    renderApp('/council/1/inspections', server, async (path, init) => {
      if (path.endsWith('/inspections/run')) await held;
      return answer(path, init);
    });
    const day = await screen.findByLabelText('Day of the run');
    day.focus();
    release();
    await screen.findByRole('heading', { level: 2, name: '1 inspection on 1 December 2026' });
    expect(document.activeElement).toBe(day);
    expect((day as HTMLInputElement).value).toBe('2026-12-01');

    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: '1 inspection on 1 December 2026' }),
      );
    });
  });
});
