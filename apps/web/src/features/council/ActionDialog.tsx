import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { ErrorSummary } from '../../ui/ErrorSummary';
import type { ActionFormState } from './useActionForm';

interface ActionDialogProps {
  title: string;
  submitLabel: string;
  /** The question asked before an action that cannot be undone, and its button. */
  confirmation?: { title: string; text: ReactNode; label: string };
  isOpen: boolean;
  onClose: () => void;
  state: ActionFormState;
  children: ReactNode;
}

/**
 * A council action's dialog (the product's Dialog: focus kept inside, Escape closes it): its fields with an error
 * summary linked to them, then, for an action that cannot be undone, a confirmation before it is sent.
 */
export function ActionDialog({
  title,
  submitLabel,
  confirmation,
  isOpen,
  onClose,
  state,
  children,
}: ActionDialogProps) {
  // The confirmation shown, once the details are valid and the action cannot be undone.
  const confirming = state.confirming ? confirmation : undefined;
  return (
    <Dialog title={confirming ? confirming.title : title} isOpen={isOpen} onClose={onClose}>
      <ErrorSummary errors={state.problems} attempt={state.attempt} />
      {confirming ? (
        <>
          <div className="inset">{confirming.text}</div>
          <DialogActions>
            <Button onClick={state.confirm} pending={state.pending}>
              {confirming.label}
            </Button>
            <Button variant="secondary" onClick={state.back} disabled={state.pending}>
              Go back
            </Button>
          </DialogActions>
        </>
      ) : (
        <form
          onSubmit={(event) => {
            void state.submit(event);
          }}
          noValidate
        >
          {children}
          <DialogActions>
            <Button type="submit" pending={state.pending}>
              {submitLabel}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={state.pending}>
              Cancel
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
