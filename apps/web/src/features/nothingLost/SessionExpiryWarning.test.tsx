import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider, createApiClient, useApi, useMe } from '../../api';
import { aUser, fakeFetch, signedOut, type FakeAnswer, type RecordedCall } from '../../../test/renderApp';
import { SessionExpiryWarning } from './SessionExpiryWarning';
import { LONGEST_TIMER_MS, sessionPhase, WARN_BEFORE_MS } from './sessionPhase';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

function Harness() {
  const me = useMe();
  const api = useApi();
  if (me.data === null) return <p>Signed out</p>;
  return me.data ? (
    <>
      <button type="button" onClick={() => void api.requestMultiproof('Large builds').catch(() => undefined)}>
        Save
      </button>
      <SessionExpiryWarning me={me.data} />
    </>
  ) : null;
}

/** The warning over a fake server whose /me answers `meAnswers` in turn (the last one again after). */
function renderWarning(meAnswers: FakeAnswer[], extendTo?: string) {
  const calls: RecordedCall[] = [];
  let asked = 0;
  const api = createApiClient(
    fakeFetch(
      {
        'GET /api/auth/me': () => meAnswers[Math.min(asked++, meAnswers.length - 1)] ?? signedOut,
        'POST /api/multiproof/request': signedOut,
        'POST /api/auth/session/extend': {
          status: 200,
          body: { result: 'success', message: 'You are still signed in.', sessionExpiresAt: extendTo },
        },
      },
      calls,
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <ApiProvider api={api} queryClient={queryClient}>
      <Harness />
    </ApiProvider>,
  );
  return { calls, meAsked: () => asked };
}

const signedIn = (sessionExpiresAt: string): FakeAnswer => ({ status: 200, body: aUser({ sessionExpiresAt }) });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const warning = () => screen.queryByRole('dialog', { name: 'Your session is about to end' });

describe('sessionPhase', () => {
  it('is signed in until five minutes before the end, ending until it, then ended', () => {
    expect(sessionPhase(10 * MINUTE, 0)).toEqual({ phase: 'signed-in', wakeInMs: 5 * MINUTE });
    expect(sessionPhase(10 * MINUTE, 10 * MINUTE - WARN_BEFORE_MS)).toEqual({
      phase: 'ending',
      wakeInMs: WARN_BEFORE_MS,
    });
    expect(sessionPhase(10 * MINUTE, 10 * MINUTE).phase).toBe('ended');
  });

  it('never asks for a timer longer than setTimeout can wait (a 30-day session)', () => {
    expect(sessionPhase(30 * 24 * 60 * MINUTE, 0).wakeInMs).toBe(LONGEST_TIMER_MS);
  });

  it('takes an end it cannot read as signed in, without a timer that fires at once', () => {
    expect(sessionPhase(Number.NaN, 0)).toEqual({ phase: 'signed-in', wakeInMs: LONGEST_TIMER_MS });
  });
});

describe('the session-expiry warning', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('opens five minutes before the session ends, not sooner, saying when', async () => {
    const ends = inMinutes(10);
    renderWarning([signedIn(ends)]);
    await advance(4 * MINUTE + 50_000);
    expect(warning()).toBeNull();
    await advance(15_000);
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to end' });
    expect(dialog.textContent).toMatch(/You will be signed out at \d\d:\d\d to keep your application safe\./);
    expect(dialog.contains(screen.getByRole('button', { name: 'Stay signed in' }))).toBe(true);
  });

  it('"Stay signed in" sends the extend POST, closes, says so, and does not warn again before the new end', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { calls } = renderWarning([signedIn(inMinutes(4))], inMinutes(24 * 60));
    await screen.findByRole('dialog', { name: 'Your session is about to end' });
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/auth/session/extend', body: {} },
    ]);
    expect((await screen.findByText('You are still signed in.')).getAttribute('role')).toBe('status');
    expect(warning()).toBeNull();
    await advance(10 * MINUTE);
    expect(warning()).toBeNull();
  });

  it('stays closed when the server says another tab has already extended the session', async () => {
    const { meAsked } = renderWarning([signedIn(inMinutes(6)), signedIn(inMinutes(60))]);
    await advance(1 * MINUTE + 5_000);
    expect(meAsked()).toBe(2);
    expect(warning()).toBeNull();
  });

  it('sets no timer that fires at once for a 30-day session', async () => {
    const { meAsked } = renderWarning([signedIn(inMinutes(30 * 24 * 60))]);
    await advance(MINUTE);
    expect(meAsked()).toBe(1);
    expect(warning()).toBeNull();
  });

  it('once the end has passed and the server says so, the user is signed out', async () => {
    renderWarning([signedIn(inMinutes(6)), signedIn(inMinutes(6)), signedOut]);
    await advance(1 * MINUTE + 5_000);
    await screen.findByRole('dialog', { name: 'Your session is about to end' });
    await advance(5 * MINUTE);
    expect(await screen.findByText('Signed out')).toBeTruthy();
  });

  it('a write refused for want of a session asks /me again, and the user is signed out', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { meAsked } = renderWarning([signedIn(inMinutes(60)), signedOut]);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(meAsked()).toBe(2);
  });
});
