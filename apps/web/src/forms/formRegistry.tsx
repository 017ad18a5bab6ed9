import type { ApplicationData, FormProblems, ValidationMode, WizardContext, WizardFormId } from '@consent/domain';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api';
import type { SummaryError } from '../ui/ErrorSummary';

/** What a rendered form gives the page: its checks and its save, each answering the problems to show. */
export interface FormHandle {
  validate(mode: ValidationMode): SummaryError[] | Promise<SummaryError[]>;
  save(mode: ValidationMode): Promise<SummaryError[]>;
  /**
   * Shows, at this form's fields, problems the server found in it while checking a page of several forms
   * (the single-page forms' Submit), and answers them for the error summary in the order given.
   */
  show?(problems: FormProblems): SummaryError[];
}

export interface WizardFormProps {
  appId: number;
  application: ApplicationData;
  ctx: WizardContext;
  form: WizardFormId;
  title: string;
  /** The page's first form: its title is the page's h1, so the form does not repeat it. */
  isFirst: boolean;
}

interface Registry {
  register(form: WizardFormId, handle: { current: FormHandle }): () => void;
  /** Moves on as Continue would: after choosing 'no PIM' and after choosing a role (spec point 2). */
  advance(): void;
  /**
   * Checks a form again after its answers changed without Continue (an upload), so the page's error summary drops
   * what is no longer true. A page without an error summary of its own leaves it out.
   */
  recheck?(form: WizardFormId): void;
}

export const WizardFormsContext = createContext<Registry | null>(null);

/**
 * Registers a form with its page once rendered: until then the page refuses to save it ('Form was
 * not loaded'). Several components may register under one form (the regional-council form joins PLG 1).
 */
export function useWizardForm(form: WizardFormId, handle: FormHandle): { advance: () => void; recheck: () => void } {
  const registry = useContext(WizardFormsContext);
  if (!registry) throw new Error('useWizardForm must be used inside a wizard page');
  // The page calls the handle at a click, after this render's layout effects: keeping the ref current there
  // (not during render) still hands it this render's checks and save.
  const latest = useRef(handle);
  useLayoutEffect(() => {
    latest.current = handle;
  });
  useEffect(() => registry.register(form, latest), [registry, form]);
  // Stable across renders, so a form's effect that rechecks can list it without running at every render.
  const advance = useCallback(() => {
    registry.advance();
  }, [registry]);
  const recheck = useCallback(() => {
    registry.recheck?.(form);
  }, [registry, form]);
  return { advance, recheck };
}

/** The id of a field's input: the form's prefix and the field's name ('owner' + 'full_name' → 'owner-full_name'). */
export const fieldId = (prefix: string, field: string) => `${prefix}-${field.replace(/\./g, '-')}`;

/** Shows problems at their fields (inline) and answers them for the page's error summary. */
export function showProblems<T extends FieldValues>(
  form: UseFormReturn<T>,
  prefix: string,
  problems: FormProblems,
  fieldName: (field: string) => string = (field) => field,
): SummaryError[] {
  form.clearErrors();
  for (const problem of problems) {
    if (problem.field) form.setError(fieldName(problem.field) as Path<T>, { type: 'rule', message: problem.message });
  }
  return problems.map((p) => ({
    message: p.message,
    fieldId: p.field ? fieldId(prefix, fieldName(p.field)) : undefined,
  }));
}

/** Runs a save; the server's refusal (or a network failure) becomes problems, shown like the browser's own. */
export async function saveOrProblems<T extends FieldValues>(
  form: UseFormReturn<T>,
  prefix: string,
  run: () => Promise<unknown>,
  fieldName?: (field: string) => string,
): Promise<SummaryError[]> {
  try {
    await run();
    return [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return showProblems(form, prefix, error.problems, fieldName);
  }
}
