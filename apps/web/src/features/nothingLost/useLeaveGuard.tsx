import { nothingLostMessages } from '@consent/domain';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';

/**
 * Asks before leaving a page with unsaved changes: another page of the app (React Router's blocker, answered in a
 * dialog) or closing the tab (the browser's own question on `beforeunload`). What was typed stays on the device.
 */
export function useLeaveGuard(isDirty: () => boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => {
      window.removeEventListener('beforeunload', ask);
    };
  }, [isDirty]);

  const stay = () => blocker.reset?.();
  return (
    <Dialog title={nothingLostMessages.leaveTitle} isOpen={blocker.state === 'blocked'} onClose={stay}>
      <p>{nothingLostMessages.leaveBody}</p>
      <DialogActions>
        <Button onClick={stay}>Stay on this page</Button>
        <Button variant="secondary" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </DialogActions>
    </Dialog>
  );
}
