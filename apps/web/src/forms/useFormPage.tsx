import { productMessages, type WizardFormId } from '@consent/domain';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SummaryError } from '../ui/ErrorSummary';
import type { FormHandle } from './formRegistry';

type Ask = (handle: FormHandle) => Promise<SummaryError[]> | SummaryError[];

/**
 * What a page of several forms keeps, shared by the wizard's pages and the single-page forms (issue 28 point 6): the
 * handles its forms register, the problems shown in its error summary (each remembering its form, so a form checked
 * again takes back only its own), whether an action is under way, and `run`, the one way every action of the page
 * (Continue, Back, Save and refresh, Save for later, Submit) is taken: one at a time, an unexpected failure shown as
 * the server's error. Wrap `run` to add to every action.
 */
export function useFormPage({
  advance,
  registered,
}: {
  advance: () => void;
  /** Told after a form registers (its answers loaded and rendered): the wizard saves its step once all have. */
  registered?: () => void;
}) {
  const handles = useRef(new Map<WizardFormId, Set<{ current: FormHandle }>>());
  const origins = useRef(new WeakMap<SummaryError, WizardFormId>());
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  // The page calls it at a click, after this render's layout effects: kept current there, not during render.
  const latestAdvance = useRef(advance);
  const latestRegistered = useRef(registered);
  useLayoutEffect(() => {
    latestAdvance.current = advance;
    latestRegistered.current = registered;
  });

  /** Whether a form has been rendered (registered) on the page. */
  const isLoaded = (form: WizardFormId) => (handles.current.get(form)?.size ?? 0) > 0;

  /** Asks every handle of these forms, in order, and answers what they found, each marked with its form. */
  async function each(forms: readonly WizardFormId[], ask: Ask): Promise<SummaryError[]> {
    const found: SummaryError[] = [];
    for (const form of forms) {
      for (const handle of handles.current.get(form) ?? []) {
        const problems = await ask(handle.current);
        for (const problem of problems) origins.current.set(problem, form);
        found.push(...problems);
      }
    }
    return found;
  }

  /** Shows these problems in the error summary, which takes focus (a new attempt). */
  const stay = (shown: SummaryError[]) => {
    setErrors(shown);
    setAttempt((n) => n + 1);
  };

  /** Takes one action of the page: none while another is under way; an unexpected failure shows the server's error. */
  async function run(action: () => Promise<void>): Promise<void> {
    if (pending) return;
    setPending(true);
    try {
      await action();
    } catch (error) {
      console.error(error);
      stay([{ message: productMessages.serverError }]);
    } finally {
      setPending(false);
    }
  }

  const registry = useMemo(
    () => ({
      register(form: WizardFormId, handle: { current: FormHandle }) {
        const set = handles.current.get(form) ?? new Set();
        set.add(handle);
        handles.current.set(form, set);
        latestRegistered.current?.();
        return () => void set.delete(handle);
      },
      advance: () => {
        latestAdvance.current();
      },
      async recheck(form: WizardFormId) {
        const still = new Set<string>();
        for (const handle of handles.current.get(form) ?? [])
          for (const e of await handle.current.validate('all')) still.add(e.message);
        // Without a new attempt: the summary shrinks where it is and does not take focus again.
        setErrors((shown) => {
          const kept = shown.filter((e) => origins.current.get(e) !== form || still.has(e.message));
          return kept.length === shown.length ? shown : kept;
        });
      },
    }),
    [],
  );

  /** The handles registered under one form (the single-page forms show the server's problems at their fields). */
  const handlesOf = (form: WizardFormId) => [...(handles.current.get(form) ?? [])].map((h) => h.current);

  return { registry, isLoaded, each, handlesOf, errors, setErrors, attempt, pending, stay, run };
}
export type FormPage = ReturnType<typeof useFormPage>;
