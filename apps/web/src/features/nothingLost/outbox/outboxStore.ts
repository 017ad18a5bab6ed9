import { del, get, promisifyRequest, set, values, type UseStore } from 'idb-keyval';

/**
 * A write kept on the device until the server has it (issue 32.4, issue 33.5, ADR 0073): made when the person
 * pressed Save, kept in IndexedDB with its Idempotency-Key (made once, then) and its photos, and removed only when
 * the server has answered it.
 */
export interface OutboxItem {
  /** The Idempotency-Key every attempt carries; also the item's key in the store. */
  key: string;
  /** Which sender sends it (e.g. 'inspection-result'). */
  kind: string;
  /** Whose write it is: only they send it, from this device. */
  userId: number;
  /** What it is about, for the page that shows its state (e.g. the booking's id). */
  about: string;
  /** The write's JSON body, as the sender sends it. */
  body: unknown;
  /** Photos as bytes: every browser's IndexedDB keeps an ArrayBuffer (not every one a Blob). */
  photos: OutboxPhoto[];
  savedAt: number;
  /** Set when the server refused it (a 4xx): kept, with the server's words, until the person discards it. */
  refused?: string;
}

export interface OutboxPhoto {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/**
 * idb-keyval's `createStore`, on a given IndexedDB factory: the browser's, or in tests an in-memory one
 * (fake-indexeddb) without touching the globals other tests read.
 */
export function storeOn(factory: IDBFactory, dbName: string, storeName: string): UseStore {
  let db: Promise<IDBDatabase> | undefined;
  const open = () => {
    if (db) return db;
    const request = factory.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    db = promisifyRequest(request);
    db.then(
      (opened) => {
        opened.onclose = () => (db = undefined);
      },
      () => (db = undefined),
    );
    return db;
  };
  return (txMode, callback) =>
    open().then((opened) => callback(opened.transaction(storeName, txMode).objectStore(storeName)));
}

/** The device's outbox; none where the browser has no IndexedDB: then writes are sent as they are made. */
export function deviceOutboxStore(): UseStore | null {
  return typeof indexedDB === 'undefined' ? null : storeOn(indexedDB, 'consent-outbox', 'writes');
}

export const putItem = (store: UseStore, item: OutboxItem) => set(item.key, item, store);
export const getItem = (store: UseStore, key: string) => get<OutboxItem>(key, store);
export const removeItem = (store: UseStore, key: string) => del(key, store);
/** Every item kept, oldest first: they are sent in the order they were saved. */
export const allItems = async (store: UseStore) =>
  (await values<OutboxItem>(store)).sort((a, b) => a.savedAt - b.savedAt || a.key.localeCompare(b.key));
