import { nothingLostMessages, type Me } from '@consent/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useApi, useExtendSession } from '../../api';
import { meQueryKey } from '../../api/queries';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { sessionPhase } from './sessionPhase';

/**
 * Before the signed-in session ends, a dialog offers "Stay signed in" (WCAG 2.2.1 Timing Adjustable, ADR 0074).
 * Before it opens, and again once the end has passed, the server is asked (/me): another tab may have extended the
 * session, or it may have ended already. A call refused for want of a session asks too. Once the server says the
 * session is over, `me` is null and the guarded page goes to sign-in with itself as `next`; what was typed stays on
 * this device (sign-out's clearing does not run) and is offered back there.
 */
export function SessionExpiryWarning({ me }: { me: Me }) {
  const api = useApi();
  const queryClient = useQueryClient();
  // Not a second useMe(): mounting one would ask /me again on every page load.
  const refetch = useCallback(() => queryClient.refetchQueries({ queryKey: meQueryKey, exact: true }), [queryClient]);
  const extend = useExtendSession();
  const [now, setNow] = useState(Date.now);
  const [checked, setChecked] = useState('');
  const [dismissed, setDismissed] = useState('');
  const [told, setTold] = useState('');
  const expiresAt = Date.parse(me.sessionExpiresAt);
  const { phase, wakeInMs } = sessionPhase(expiresAt, now);
  // What has been asked of the server: once per warning, and at each look after the end.
  const checkKey = phase === 'ended' ? `ended:${now}` : `${phase}:${me.sessionExpiresAt}`;

  useEffect(() => {
    const timer = setTimeout(() => {
      setNow(Date.now());
    }, wakeInMs);
    // A phone asleep runs no timers: looked at again when the tab is seen.
    const seen = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', seen);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', seen);
    };
  }, [wakeInMs, now]);

  useEffect(() => api.onSessionEnded(() => void refetch()), [api, refetch]);

  useEffect(() => {
    if (phase === 'signed-in' || checked === checkKey) return;
    let live = true;
    void refetch().then(() => {
      // Checked only while the server still names this end: a later one (another tab extended the session) or none
      // (it has ended) reaches this component as a new `me` and is judged afresh, so the dialog never opens on an
      // answer that is already stale.
      const fresh = queryClient.getQueryData<Me | null>(meQueryKey);
      if (live && fresh?.sessionExpiresAt === me.sessionExpiresAt) setChecked(checkKey);
    });
    return () => {
      live = false;
    };
  }, [phase, checkKey, checked, refetch, queryClient, me.sessionExpiresAt]);

  const open = phase === 'ending' && checked === checkKey && dismissed !== me.sessionExpiresAt;
  const staySignedIn = () => {
    extend.mutate(undefined, {
      onSuccess: () => {
        setTold(nothingLostMessages.sessionExtended);
      },
    });
  };

  return (
    <>
      <p role="status" className="visually-hidden">
        {told}
      </p>
      <Dialog
        title={nothingLostMessages.sessionEndingTitle}
        isOpen={open}
        onClose={() => {
          setDismissed(me.sessionExpiresAt);
        }}
      >
        <p>{nothingLostMessages.sessionEnding(new Date(expiresAt))}</p>
        <p>What you have typed and not saved stays on this device, and is offered back when you sign in again.</p>
        {extend.error ? (
          <p className="field__error" role="alert">
            {extend.error.message}
          </p>
        ) : null}
        <DialogActions>
          <Button onClick={staySignedIn} pending={extend.isPending}>
            Stay signed in
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
