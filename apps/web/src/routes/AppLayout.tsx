import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useLogout, useMe } from '../api';
import { Header, PageLayout } from '../ui/PageLayout';
import { Loading } from '../ui/Status';
import { SIGN_IN_PATH } from './nextPath';
import { forgetUsersInput } from '../features/nothingLost/keptInput';
import { forgetKeptData } from '../offline/keptData';
import { SessionExpiryWarning } from '../features/nothingLost/SessionExpiryWarning';

/** Every page's frame. The header shows who is signed in on any page, guarded or not. */
export function AppLayout() {
  const me = useMe();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  // A flag for the effect below, not state: nothing on screen depends on it, and the navigation that follows
  // setting it gives a new location, which is what runs the effect.
  const sessionEnding = useRef(false);

  // The user is forgotten only once sign-in is on screen: a guarded page still showing (its chunk
  // loading, say) would otherwise see itself signed out and redirect to sign-in with itself as next.
  useEffect(() => {
    if (sessionEnding.current && location.pathname === SIGN_IN_PATH) {
      sessionEnding.current = false;
      logout.endSession();
    }
  }, [location, logout]);

  function signOut() {
    logout.mutate(undefined, {
      // Only signing out forgets what was typed: a session that ended keeps it, to be offered after signing in. The
      // inspector's copies for use with no signal go too (ADR 0078).
      onSuccess: () => {
        if (me.data) void forgetUsersInput(me.data.id);
        forgetKeptData();
        sessionEnding.current = true;
        void navigate(SIGN_IN_PATH, { replace: true, state: { signedOut: true } });
      },
    });
  }

  return (
    <PageLayout header={<Header user={me.data ?? null} onSignOut={signOut} signingOut={logout.isPending} />}>
      {logout.error ? (
        <p className="field__error" role="alert">
          {logout.error.message}
        </p>
      ) : null}
      {me.data ? <SessionExpiryWarning me={me.data} /> : null}
      <Suspense fallback={<Loading>Loading the page…</Loading>}>
        <Outlet />
      </Suspense>
    </PageLayout>
  );
}
