import { nothingLostMessages, readStatus } from '@consent/domain';
import type { UseStore } from 'idb-keyval';
import { newIdempotencyKey } from '../../../api/saveWithRetry';
import { allItems, putItem, removeItem, type OutboxItem, type OutboxPhoto } from './outboxStore';

/** Sends one kept write: the answer to its last request, or a rejection when the network failed. */
export type Sender = (item: OutboxItem) => Promise<Response>;

/** An item's state as the page shows it. */
export type OutboxState = 'waiting' | 'sending' | 'sent' | 'refused';
export interface OutboxEntry {
  key: string;
  kind: string;
  about: string;
  savedAt: number;
  state: OutboxState;
  /** The server's refusal, when refused. */
  message?: string;
}

/** Between attempts while nothing gets through: 1, 2, 4, 8, 15, 30 s, then every minute, for as long as it takes. */
export const OUTBOX_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000, 60_000];

/** An answer that says "not now" rather than "no": sent again later with the same key. */
function worthRetrying(status: number, body: unknown): boolean {
  if (status >= 500 || status === 401 || status === 408 || status === 429) return true;
  // The same key still running elsewhere (another tab, or an attempt whose answer was lost): ADR 0069.
  if (status === 409) return readStatus(body, () => {}).message === nothingLostMessages.idempotencyInProgress;
  return false;
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export interface OutboxOptions {
  store: UseStore;
  userId: number;
  senders: Record<string, Sender>;
  delays?: number[];
  /** Where `online` is heard; the browser's window unless a test gives another. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * The outbox (ADR 0073): writes kept in IndexedDB until the server has answered them. Each is sent once per attempt
 * with the key it was given when saved, one at a time in the order saved; a network failure, a 5xx or a key still
 * running leaves it kept and tries again after a back-off, at once when the browser says it is online again, and
 * when the page next opens; a success removes it; a refusal keeps it, with the server's words, for the person.
 */
export function createOutbox({ store, userId, senders, delays = OUTBOX_DELAYS_MS, events = window }: OutboxOptions) {
  const entries = new Map<string, OutboxEntry>();
  const answers = new Map<string, unknown>();
  const listeners = new Set<() => void>();
  let snapshot: OutboxEntry[] = [];
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function changed() {
    snapshot = [...entries.values()].sort((a, b) => a.savedAt - b.savedAt);
    for (const listener of listeners) listener();
  }
  function setState(item: OutboxItem, state: OutboxState, message?: string) {
    entries.set(item.key, { key: item.key, kind: item.kind, about: item.about, savedAt: item.savedAt, state, message });
    changed();
  }

  async function sendOne(item: OutboxItem): Promise<'done' | 'later'> {
    const send = senders[item.kind];
    if (!send) return 'later';
    setState(item, 'sending');
    let response: Response;
    try {
      response = await send(item);
    } catch {
      setState(item, 'waiting');
      return 'later';
    }
    const body = await bodyOf(response);
    if (response.ok) {
      await removeItem(store, item.key);
      answers.set(item.key, body);
      setState(item, 'sent');
      return 'done';
    }
    if (worthRetrying(response.status, body)) {
      setState(item, 'waiting');
      return 'later';
    }
    const message = readStatus(body, () => {}).message;
    await putItem(store, { ...item, refused: message });
    setState(item, 'refused', message);
    return 'done';
  }

  async function sendAll(): Promise<void> {
    do {
      again = false;
      clearTimeout(timer);
      const waiting = (await allItems(store)).filter((item) => item.userId === userId);
      let stuck = false;
      for (const item of waiting) {
        if (item.refused) {
          setState(item, 'refused', item.refused);
          continue;
        }
        if ((await sendOne(item)) === 'later') {
          stuck = true;
          // Later items wait too: they are sent in the order saved, and the network is the same for all.
          for (const rest of waiting.slice(waiting.indexOf(item) + 1))
            if (!rest.refused && entries.get(rest.key)?.state !== 'waiting') setState(rest, 'waiting');
          break;
        }
      }
      failures = stuck ? failures + 1 : 0;
      if (stuck && !stopped) {
        const delay = delays[Math.min(failures - 1, delays.length - 1)] ?? 60_000;
        timer = setTimeout(() => void flush(), delay);
      }
    } while (askedAgain());
  }
  /** Whether a flush was asked for while this run went on (read through a call: the run's awaits may change it). */
  const askedAgain = () => again && !stopped;

  /** Sends what is waiting; one run at a time (a call during a run makes it look again when it ends). */
  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    // One tab sends at a time; the key makes a second tab's attempt harmless anyway.
    const run: Promise<void> = locks ? locks.request('consent-outbox', sendAll).then(() => undefined) : sendAll();
    const current = run.finally(() => {
      running = null;
    });
    running = current;
    return current;
  }

  const onOnline = () => {
    failures = 0;
    void flush();
  };

  return {
    /** Keeps a write on the device with a new Idempotency-Key, then tries to send it. */
    add: async (write: { kind: string; about: string; body: unknown; photos?: OutboxPhoto[] }): Promise<OutboxItem> => {
      const item: OutboxItem = {
        ...write,
        photos: write.photos ?? [],
        key: newIdempotencyKey(),
        userId,
        savedAt: Date.now(),
      };
      await putItem(store, item);
      setState(item, 'waiting');
      failures = 0;
      void flush();
      return item;
    },
    flush,
    /** Starts listening for the connection's return and sends what an earlier page left waiting. */
    start: () => {
      stopped = false;
      events.addEventListener('online', onOnline);
      return flush();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      events.removeEventListener('online', onOnline);
    },
    /** A refused write the person has read and let go. */
    discard: async (key: string) => {
      await removeItem(store, key);
      entries.delete(key);
      changed();
    },
    /** The server's answer to a write sent from this page. */
    answer: (key: string) => answers.get(key),
    entries: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
