import { useState } from 'react';
import { useWithdraw } from '../../api/lifecycle';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';

/**
 * "Withdraw" before a decision (issue 18 point 5), confirmed in the product's dialog (focus kept inside, Escape
 * and Cancel close it): withdrawing cannot be undone, so it is never one click.
 */
export default function WithdrawApplication({ appId }: { appId: number }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdraw(appId);
  const close = () => {
    withdraw.reset();
    setOpen(false);
  };
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true);
        }}
      >
        Withdraw application
      </Button>
      <Dialog title="Withdraw this application?" isOpen={open} onClose={close}>
        <p>
          The council will stop processing application {appId}. You cannot undo this: to go ahead later you would apply
          again.
        </p>
        {withdraw.error ? (
          <p className="field__error" role="alert">
            {withdraw.error.message}
          </p>
        ) : null}
        <DialogActions>
          <Button
            pending={withdraw.isPending}
            onClick={() => {
              withdraw.mutate(undefined, {
                onSuccess: () => {
                  setOpen(false);
                },
              });
            }}
          >
            Yes, withdraw application
          </Button>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
