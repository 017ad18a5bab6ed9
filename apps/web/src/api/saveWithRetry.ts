import { useSyncExternalStore } from 'react';

/**
 * Saves waiting for the network (issue 33.4, ADR 0069): the page says "Not saved yet — trying again" while any is.
 * One count for the tab: a person sees one page at a time, and any save of theirs waiting is news to them.
 */
let waiting = 0;
const listeners = new Set<() => void>();
function changeWaiting(by: number) {
  waiting += by;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether a save of this tab is waiting to be sent again. */
export function useSavesWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting > 0,
    () => false,
  );
}

/** A new Idempotency-Key: 32 hex digits from the browser's random source (randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Waits `ms`, or less when the browser says it is online again. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/** Back-off between attempts: 1, 2, 4, then every 8 seconds; about five minutes in all before giving up. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, ...Array<number>(37).fill(8000)];

/**
 * Sends a save, and sends it again while it fails for want of a network (fetch rejects with a TypeError; an
 * answer, even 5xx, is not retried here). `send` must carry the same Idempotency-Key each time, so a save whose
 * answer was lost is not applied twice. The form stays usable meanwhile: only this call waits.
 */
export async function saveWithRetry(send: () => Promise<Response>, delays = RETRY_DELAYS_MS): Promise<Response> {
  let counted = false;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return await send();
      } catch (error) {
        const delay = delays[attempt];
        if (!(error instanceof TypeError) || delay === undefined) throw error;
        if (!counted) changeWaiting(1);
        counted = true;
        await pause(delay);
      }
    }
  } finally {
    if (counted) changeWaiting(-1);
  }
}
