import { fireEvent, render, screen } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
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

/** What the device keeps under `key` once IndexedDB has settled (its tasks run on setImmediate, not the faked timers). */
async function keptFields(key: string): Promise<KeptField[] | undefined> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  return (await keptInput(key))?.fields;
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
    expect(await keptFields('7:41:misc')).toContainEqual({ id: 'dogs-yes', checked: true });

    fireEvent.input(screen.getByLabelText('Notes'), { target: { value: 'A dog' } });
    expect(await keptFields('7:41:misc')).toContainEqual({ id: 'notes', value: '' });
    vi.advanceTimersByTime(300);
    expect(await keptFields('7:41:misc')).toContainEqual({ id: 'notes', value: 'A dog' });

    fireEvent.input(screen.getByLabelText('Notes'), { target: { value: 'A dog, tied up' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(await keptFields('7:41:misc')).toContainEqual({ id: 'notes', value: 'A dog, tied up' });
  });
});
