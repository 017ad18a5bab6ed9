import { useState, type SubmitEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import type { ApiError } from '../../api';
import type { SummaryError } from '../../ui/ErrorSummary';

interface AuthFormOptions<Input extends FieldValues, Output> {
  /** zodResolver over the domain's schema, so browser and server check the same rules. */
  resolver: Resolver<Input, unknown, Output>;
  /** The fields in page order: the error summary lists problems in the order the user meets them. */
  fields: Path<Input>[];
  defaultValues: DefaultValues<Input>;
  /** The field a whole-form answer is about (e.g. wrong credentials → email), by HTTP status. */
  fieldForStatus?: Partial<Record<number, Path<Input>>>;
}

/**
 * A sign-in or register form: the domain's schema checks it in the browser first; the server's
 * answer is then shown the same way, inline at its field and linked from the error summary.
 */
export function useAuthForm<Input extends FieldValues, Output>({
  resolver,
  fields,
  defaultValues,
  fieldForStatus = {},
}: AuthFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues,
    // The error summary takes focus, not the first field (GOV.UK pattern).
    shouldFocusError: false,
  });
  const [attempt, setAttempt] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);

  function showServerError(error: ApiError) {
    setAttempt((n) => n + 1);
    // The server names the field each schema problem is about.
    const fieldDetails = error.details.flatMap(({ field: named, message }) => {
      const field = fields.find((f) => f === named);
      return field ? [{ field, message }] : [];
    });
    if (fieldDetails.length) {
      for (const { field, message } of fieldDetails) form.setError(field, { type: 'server', message });
      return;
    }
    const field = fieldForStatus[error.status];
    if (field) form.setError(field, { type: 'server', message: error.message });
    else setFormError(error.message);
  }

  const summaryErrors: SummaryError[] = [
    ...fields.flatMap((field) => {
      const message = form.formState.errors[field]?.message;
      return typeof message === 'string' ? [{ fieldId: field, message }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];

  /** Wraps a submit: each attempt starts clean, and a failed check in the browser refocuses the summary. */
  function handleSubmit(onValid: (values: Output) => void) {
    return (event: SubmitEvent<HTMLFormElement>) => {
      setFormError(null);
      // onValid only starts a mutation, which reports its own errors: the validation's promise has nothing to wait for.
      void form.handleSubmit(onValid, () => {
        setAttempt((n) => n + 1);
      })(event);
    };
  }

  return { form, attempt, summaryErrors, showServerError, handleSubmit };
}
