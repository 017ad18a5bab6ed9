import { useCallback, useEffect, useRef, useState } from 'react';
import { applyKept, forgetInput, keepInput, keptInput, snapshot, type KeptInput } from './keptInput';

const KEEP_AFTER_MS = 300;

/**
 * Keeps what is typed in `form` on the device until the page says it is saved, and offers it back when the page
 * opens again with something kept (a reload, a crash, a closed tab, a session that ended). `key` null: nothing is
 * kept (no one signed in yet).
 */
export function useKeptInput(form: HTMLFormElement | null, key: string | null) {
  const [offer, setOffer] = useState<KeptInput | null>(null);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const offering = offer !== null;

  useEffect(() => {
    if (!key) return;
    let live = true;
    void keptInput(key).then((kept) => {
      if (live && kept?.fields.length) setOffer(kept);
    });
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    const element = form;
    if (!element || !key) return;
    const keep = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      void keepInput(key, { typedAt: Date.now(), fields: snapshot(element) });
    };
    // Typing is kept once it pauses; a choice made (a radio, a box, a select, a field left) is kept at once, so a tab
    // closed just after it does not lose it (a typing pause still waiting is kept then too).
    const typed = (event: Event) => {
      dirty.current = true;
      // While the offer stands, what it holds is kept as it is until the person chooses.
      if (offering) return;
      clearTimeout(timer.current);
      if (event.type === 'change') keep();
      else timer.current = setTimeout(keep, KEEP_AFTER_MS);
    };
    const leaving = () => {
      if (timer.current !== undefined) keep();
    };
    element.addEventListener('input', typed);
    element.addEventListener('change', typed);
    window.addEventListener('pagehide', leaving);
    return () => {
      clearTimeout(timer.current);
      element.removeEventListener('input', typed);
      element.removeEventListener('change', typed);
      window.removeEventListener('pagehide', leaving);
    };
  }, [form, key, offering]);

  async function restore() {
    const element = form;
    if (!offer || !element) return;
    setOffer(null);
    // A restored radio can reveal fields of its own: applied again once they have rendered, until nothing changes.
    for (let pass = 0; pass < 5 && applyKept(element, offer.fields) > 0; pass++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    dirty.current = true;
  }

  async function discard() {
    setOffer(null);
    if (key) await forgetInput(key);
  }

  /** The page's answers are saved: nothing is kept any longer, and leaving needs no question. */
  const saved = useCallback(async () => {
    clearTimeout(timer.current);
    dirty.current = false;
    if (key) await forgetInput(key);
  }, [key]);

  return { offer, restore, discard, saved, isDirty: useCallback(() => dirty.current, []) };
}
