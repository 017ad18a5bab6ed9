import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useCouncilAction, type CouncilAction } from '../../api/council';
import type { SummaryError } from '../../ui/ErrorSummary';

interface ActionFormOptions<V extends FieldValues> {
  appId: number;
  action: CouncilAction;
  /** The id prefix of the form's fields, so the error summary can link to each. */
  formId: string;
  defaultValues: DefaultValues<V>;
  /** The domain's schema of the action's details: its messages are the ones the server would give. */
  schema: z.ZodType;
  toDetails: (values: V) => unknown;
  /** The form field a problem with the details at this path is about (by default the same path). */
  fieldOf?: (path: PropertyKey[]) => string;
  /** Asked once the details are valid and before they are sent, when the action cannot be undone. */
  confirm?: boolean;
  /** Work done just before sending (the grant's upload); may add to the details. */
  beforeSend?: (details: Record<string, unknown>) => Promise<Record<string, unknown>>;
  onDone: () => void;
}

export const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/\./g, '-')}`;

/**
 * One council action's form: values in React Hook Form, checked by the domain's schema in the browser first (with
 * its messages, linked from the error summary), an optional confirmation, then the server's answer, whose refusal
 * is shown in the same summary.
 */
export function useActionForm<V extends FieldValues>(options: ActionFormOptions<V>) {
  const { formId, schema, toDetails, fieldOf = (path: PropertyKey[]) => path.map(String).join('.') } = options;
  const form = useForm<V>({ defaultValues: options.defaultValues });
  const mutation = useCouncilAction(options.appId, options.action);
  const [problems, setProblems] = useState<SummaryError[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState<Record<string, unknown> | null>(null);
  const [sending, setSending] = useState(false);

  function fail(list: SummaryError[], byField: Record<string, string> = {}) {
    setProblems(list);
    setFieldErrors(byField);
    setAttempt((a) => a + 1);
  }

  async function send(details: Record<string, unknown>) {
    setSending(true);
    try {
      const full = options.beforeSend ? await options.beforeSend(details) : details;
      await mutation.mutateAsync(full);
      options.onDone();
    } catch (error) {
      setConfirming(null);
      fail([
        {
          message: error instanceof Error ? error.message : String(error),
          fieldId: error instanceof FieldProblem ? error.fieldId : undefined,
        },
      ]);
    } finally {
      setSending(false);
    }
  }

  const submit = form.handleSubmit((values) => {
    const parsed = schema.safeParse(toDetails(values));
    if (!parsed.success) {
      const byField: Record<string, string> = {};
      const list: SummaryError[] = [];
      for (const issue of parsed.error.issues) {
        const name = fieldOf(issue.path);
        if (byField[name]) continue;
        byField[name] = issue.message;
        list.push({ message: issue.message, fieldId: fieldId(formId, name) });
      }
      fail(list, byField);
      return;
    }
    fail([]);
    const details = parsed.data as Record<string, unknown>;
    if (options.confirm) setConfirming(details);
    else void send(details);
  });

  return {
    form,
    submit,
    problems,
    attempt,
    errorOf: (name: string) => fieldErrors[name],
    idOf: (name: string) => fieldId(formId, name),
    confirming: confirming !== null,
    confirm: () => confirming && void send(confirming),
    back: () => {
      setConfirming(null);
    },
    pending: sending,
  };
}

/** What the action's dialog needs of its form. */
export type ActionFormState = Pick<
  ReturnType<typeof useActionForm>,
  'submit' | 'problems' | 'attempt' | 'confirming' | 'confirm' | 'back' | 'pending' | 'idOf' | 'errorOf'
>;

/** A problem found before sending that belongs to one field (the decision document's file). */
export class FieldProblem extends Error {
  constructor(
    message: string,
    readonly fieldId: string,
  ) {
    super(message);
  }
}
