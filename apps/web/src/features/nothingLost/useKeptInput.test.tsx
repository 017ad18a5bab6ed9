import { fireEvent, render, screen } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { isDeepStrictEqual } from 'node:util';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keptInput, type KeptField } from './keptInput';
import { useKeptInput } from './useKeptInput';

function Page({ keptAs }: { keptAs: string }) {
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  useKeptInput(form, keptAs);
  return (
    <form ref={setForm}>
      <input type="radio" id="dogs-yes" name="dogs" aria-label="Yes" />
      <input id="notes" aria-label="Notes" />
    </form>
  );
}

/**
 * What the device keeps under `key` once IndexedDB has settled (its tasks run on setImmediate, not the faked timers):
 * given `until`, turn after turn until it holds that field (a loaded machine needs more turns), else 20 turns.
 */
async function keptFields(key: string, until?: KeptField): Promise<KeptField[] | undefined> {
  let fields: KeptField[] | undefined;
  for (let i = 0; i < (until ? 2_000 : 20); i++) {
    await new Promise((resolve) => setImmediate(resolve));
    fields = (await keptInput(key))?.fields;
    if (until && fields?.some((field) => isDeepStrictEqual(field, until))) break;
  }
  return fields;
}

beforeAll(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
});
afterEach(() => {
  vi.useRealTimers();
});

describe('what is typed is kept on the device (ADR 0069)', () => {
  it('keeps a choice at once, typing once it pauses, and a pause still waiting when the page is left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<Page keptAs="7:41:misc" />);
    fireEvent.click(screen.getByLabelText('Yes'));
    const chosen = { id: 'dogs-yes', checked: true };
    expect(await keptFields('7:41:misc', chosen)).toContainEqual(chosen);

    fireEvent.input(screen.getByLabelText('Notes'), { target: { value: 'A dog' } });
    expect(await keptFields('7:41:misc')).toContainEqual({ id: 'notes', value: '' });
    vi.advanceTimersByTime(300);
    const typed = { id: 'notes', value: 'A dog' };
    expect(await keptFields('7:41:misc', typed)).toContainEqual(typed);

    fireEvent.input(screen.getByLabelText('Notes'), { target: { value: 'A dog, tied up' } });
    window.dispatchEvent(new Event('pagehide'));
    const left = { id: 'notes', value: 'A dog, tied up' };
    expect(await keptFields('7:41:misc', left)).toContainEqual(left);
  });
});
