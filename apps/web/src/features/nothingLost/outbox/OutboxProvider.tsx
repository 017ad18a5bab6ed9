import type { UseStore } from 'idb-keyval';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useMe } from '../../../api';
import { createOutbox, type Outbox, type OutboxEntry, type Sender } from './outbox';
import { deviceOutboxStore } from './outboxStore';

const OutboxContext = createContext<Outbox | null>(null);

interface Props {
  senders: Record<string, Sender>;
  /** Told of each write the server has taken (e.g. to read the page's data again). */
  onSent?: (entry: OutboxEntry) => void;
  /** The device's IndexedDB store unless a test gives another. */
  store?: UseStore | null;
  children: ReactNode;
}

/**
 * The signed-in person's outbox for the pages inside (ADR 0073): started when they open, so what an earlier page
 * or a closed tab left waiting is sent, and listening for the connection's return until they close.
 */
export function OutboxProvider({ senders, onSent, store, children }: Props) {
  const userId = useMe().data?.id;
  const kept = useMemo(() => (store === undefined ? deviceOutboxStore() : store), [store]);
  const outbox = useMemo(
    () => (kept && userId !== undefined ? createOutbox({ store: kept, userId, senders }) : null),
    [kept, userId, senders],
  );
  useEffect(() => {
    if (!outbox) return;
    const told = new Set<string>();
    const unsubscribe = outbox.subscribe(() => {
      for (const entry of outbox.entries())
        if (entry.state === 'sent' && !told.has(entry.key)) {
          told.add(entry.key);
          onSent?.(entry);
        }
    });
    void outbox.start();
    return () => {
      unsubscribe();
      outbox.stop();
    };
  }, [outbox, onSent]);
  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

const none = () => () => {};
const noEntries: OutboxEntry[] = [];

/** The outbox of the page (null where the browser keeps nothing), and its writes' states as they change. */
export function useOutbox(): { outbox: Outbox | null; entries: OutboxEntry[] } {
  const outbox = useContext(OutboxContext);
  const entries = useSyncExternalStore(
    outbox ? outbox.subscribe : none,
    outbox ? outbox.entries : () => noEntries,
    () => noEntries,
  );
  return { outbox, entries };
}
