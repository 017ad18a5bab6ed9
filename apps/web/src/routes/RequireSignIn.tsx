import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router';
import type { Me } from '@consent/domain';
import { useMe } from '../api';
import { LoadProblem, Loading } from '../ui/Status';
import { signInPath } from './nextPath';

/**
 * Every page but sign-in, register and page-not-found needs a signed-in user. A signed-out visitor
 * goes to sign-in, which brings them back here afterwards.
 */
export function RequireSignIn() {
  const me = useMe();
  const location = useLocation();

  // What is known wins over a failed refetch: a network blip must not hide the page being worked on.
  if (me.data) return <Outlet context={me.data} />;
  if (me.data === null) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  if (me.isError) return <LoadProblem message={me.error.message} onRetry={() => void me.refetch()} />;
  return <Loading>Checking you are signed in…</Loading>;
}

/** The signed-in user, for screens under the guard. */
export function useSignedInUser(): Me {
  return useOutletContext<Me>();
}
