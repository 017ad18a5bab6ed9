import { messages, multiproofRequestSchema, type Me } from '@consent/domain';
import { useState, type SubmitEvent } from 'react';
import { useRequestMultiproof } from '../../api';
import { Button } from '../../ui/Button';
import { DialogActions } from '../../ui/Dialog';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { describedBy, FieldShell } from '../../ui/Field';
import { SuccessBanner } from '../../ui/Status';

export const MULTIPROOF_TITLE = 'Activate Multiproof Function';
const FIELD_ID = 'multiproof-reason';
const HINT =
  'For example the designs you build again and again, and your MBIE multiproof approval number if you have one.';

/**
 * 'Activate Multiproof Function' (spec points 2 and 6): shown instead of a new multiproof or a clone
 * when the user lacks the permission. It says why (the spec's alert), how to get the permission, and
 * takes the request, which the server stores.
 */
export function MultiproofActivation({ me, onClose }: { me: Me; onClose: () => void }) {
  const request = useRequestMultiproof();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const serverError = request.error?.details.find((d) => d.field === 'reason')?.message ?? request.error?.message;
  const error = fieldError ?? serverError;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = multiproofRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      setAttempt((n) => n + 1);
      return;
    }
    setFieldError(undefined);
    request.mutate(parsed.data.reason, {
      onError: () => {
        setAttempt((n) => n + 1);
      },
    });
  }

  return (
    <>
      <div className="dialog__problem">
        <p>{messages.multiproofNotAllowed}</p>
      </div>
      <p>
        The multiproof function lets you apply for building consents for a standard design you build many times, and
        copy (clone) a completed multiproof consent for another site. It is turned on for each account once our team has
        checked the request.
      </p>
      {request.isSuccess || me.multiproofRequested ? (
        <>
          <SuccessBanner title="Request received">
            {request.data?.message ? <p>{request.data.message}</p> : null}
            <p>
              Your request to activate the multiproof function is with us. We will email {me.email} once it has been
              decided.
            </p>
          </SuccessBanner>
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <ErrorSummary errors={error ? [{ message: error, fieldId: FIELD_ID }] : []} attempt={attempt} />
          <FieldShell id={FIELD_ID} label="Why do you need the multiproof function?" hint={HINT} error={error}>
            <textarea
              id={FIELD_ID}
              className={error ? 'textarea input--error' : 'textarea'}
              rows={4}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(FIELD_ID, HINT, error)}
            />
          </FieldShell>
          <DialogActions>
            <Button type="submit" pending={request.isPending}>
              Request the multiproof function
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </DialogActions>
        </form>
      )}
    </>
  );
}
