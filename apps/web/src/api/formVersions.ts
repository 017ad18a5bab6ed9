import { FORM_VERSION_HEADER, type VersionConflict } from '@consent/domain';
import { useSyncExternalStore } from 'react';
import { ApiError, type ApiClient, type CallExtra } from './client';

/**
 * Each stored form's version, as this tab last loaded or saved it, and the saves refused because another editor saved
 * first (issue 33.4, ADR 0069). A load or save notes the version its answer carries; a save names it as its base.
 */
const key = (appId: number, form: string) => `${appId}:${form}`;

/**
 * A load's extra: it notes the version its answer carries, and sends none (the server reads a base only on a save).
 * Without headers of its own, a load takes the answer its route started early (ADR 0081, ADR 0087) on every visit,
 * not only on the first visit of a tab.
 */
export function versionSeen(api: ApiClient, appId: number, form: string): CallExtra {
  return {
    seen: (headers) => {
      const version = Number(headers.get(FORM_VERSION_HEADER) ?? NaN);
      if (Number.isInteger(version)) api.formVersions.set(key(appId, form), version);
    },
  };
}

/** A save's extra: the version the save is based on (when known), and the version its answer carries. */
export function versioned(api: ApiClient, appId: number, form: string): CallExtra {
  const base = api.formVersions.get(key(appId, form));
  return {
    headers: base === undefined ? {} : { [FORM_VERSION_HEADER]: String(base) },
    ...versionSeen(api, appId, form),
  };
}

/** A save refused as stale: both versions, and the choice of keeping mine (sent again over theirs) or taking theirs. */
export interface FormConflict {
  appId: number;
  conflict: VersionConflict;
  keepMine(): Promise<void>;
  takeTheirs(): void;
}

const conflicts = new WeakMap<ApiClient, { list: FormConflict[]; listeners: Set<() => void> }>();
function storeOf(api: ApiClient) {
  let store = conflicts.get(api);
  if (!store) conflicts.set(api, (store = { list: [], listeners: new Set() }));
  return store;
}
function setConflicts(api: ApiClient, change: (list: FormConflict[]) => FormConflict[]) {
  const store = storeOf(api);
  store.list = change(store.list);
  for (const listener of store.listeners) listener();
}

/**
 * Runs a stored form's save based on the version this tab knows; refused as stale (409 with the two versions), the
 * conflict is listed for the page to show before the refusal goes on to the form as any refusal does.
 */
export async function saveVersioned<T>(
  api: ApiClient,
  appId: number,
  form: string,
  save: (extra: CallExtra) => Promise<T>,
): Promise<T> {
  try {
    return await save(versioned(api, appId, form));
  } catch (error) {
    const conflict = error instanceof ApiError && error.status === 409 ? readConflict(error.body) : undefined;
    if (!conflict) throw error;
    const settle = () => {
      api.formVersions.set(key(appId, form), conflict.version);
      setConflicts(api, (list) => list.filter((c) => c.conflict !== conflict));
    };
    const entry: FormConflict = {
      appId,
      conflict,
      async keepMine() {
        api.formVersions.set(key(appId, form), conflict.version);
        await save(versioned(api, appId, form));
        settle();
      },
      takeTheirs: settle,
    };
    setConflicts(api, (list) => [...list.filter((c) => c.conflict.form !== form || c.appId !== appId), entry]);
    throw error;
  }
}

function readConflict(body: unknown): VersionConflict | undefined {
  // Our own server's answer, built from its schema (versionConflictSchema): read without zod, so a form's save does
  // not bring the schemas into a wizard page's first code (ADR 0089). A 409 of another kind has no version.
  const conflict = (body as { conflict?: Partial<VersionConflict> } | null | undefined)?.conflict;
  return conflict &&
    Number.isInteger(conflict.version) &&
    Array.isArray(conflict.mine) &&
    Array.isArray(conflict.theirs)
    ? (conflict as VersionConflict)
    : undefined;
}

/** The conflicts of an application's saves still to be settled, for its page to show. */
export function useFormConflicts(api: ApiClient, appId: number): FormConflict[] {
  const store = storeOf(api);
  const list = useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => void store.listeners.delete(listener);
    },
    () => store.list,
  );
  return list.filter((c) => c.appId === appId);
}
