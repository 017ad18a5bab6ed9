import { createStore, del, delMany, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * What a person typed on a page and has not saved yet, kept on the device in IndexedDB (issue 33.4, ADR 0069), by
 * user, application and page; cleared when the page is saved and when they sign out.
 */
export interface KeptInput {
  typedAt: number;
  fields: KeptField[];
}
/** One input by its id: its value, or for a radio or checkbox whether it is checked. */
export type KeptField = { id: string; value: string } | { id: string; checked: boolean };

let opened: { on: IDBFactory; store: UseStore } | undefined;
/**
 * The device's store; none where the browser has no IndexedDB (component tests): then nothing is kept. Opened on the
 * IndexedDB there is now, not on the one there was at the first call (component tests share one module graph, and
 * a test that gives jsdom an IndexedDB after others ran without one must still be kept in).
 */
function keptStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  if (opened?.on !== indexedDB) opened = { on: indexedDB, store: createStore('consent-kept-input', 'pages') };
  return opened.store;
}

export const keptInputKey = (userId: number, appId: number, page: string) => `${userId}:${appId}:${page}`;

export async function keepInput(key: string, kept: KeptInput): Promise<void> {
  const s = keptStore();
  if (s) await set(key, kept, s).catch(() => {});
}

export async function keptInput(key: string): Promise<KeptInput | undefined> {
  const s = keptStore();
  return s ? get<KeptInput>(key, s).catch(() => undefined) : undefined;
}

export async function forgetInput(key: string): Promise<void> {
  const s = keptStore();
  if (s) await del(key, s).catch(() => {});
}

/** On sign-out: everything this user typed and did not save, on every page, is forgotten on this device. */
export async function forgetUsersInput(userId: number): Promise<void> {
  const s = keptStore();
  if (!s) return;
  const mine = (await keys<string>(s).catch(() => [])).filter((key) => key.startsWith(`${userId}:`));
  await delMany(mine, s).catch(() => {});
}

const KEPT_TYPES = (input: HTMLInputElement) =>
  !['file', 'hidden', 'password', 'submit', 'button'].includes(input.type);

/** The form's inputs as they stand, by id. */
export function snapshot(form: HTMLFormElement): KeptField[] {
  const fields: KeptField[] = [];
  for (const element of form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[id], select[id], textarea[id]',
  )) {
    if (element instanceof HTMLInputElement && !KEPT_TYPES(element)) continue;
    if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox'))
      fields.push({ id: element.id, checked: element.checked });
    else fields.push({ id: element.id, value: element.value });
  }
  return fields;
}

/**
 * Puts kept values back as if typed: through the element's own value setter and the events React listens to, so
 * each form's state (React Hook Form) takes them. Returns how many changed: a radio can reveal more fields, so the
 * caller applies again until nothing changes.
 */
export function applyKept(form: HTMLFormElement, fields: KeptField[]): number {
  let changed = 0;
  for (const field of fields) {
    const element = form.ownerDocument.getElementById(field.id);
    if (!element || !form.contains(element)) continue;
    if ('checked' in field) {
      if (element instanceof HTMLInputElement && element.checked !== field.checked) {
        element.click();
        changed++;
      }
      continue;
    }
    if (!('value' in element) || element.value === field.value) continue;
    // The prototype's setter, not the element's own: React tracks the value set on the element itself.
    Reflect.set(Object.getPrototypeOf(element) as object, 'value', field.value, element);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
    changed++;
  }
  return changed;
}
