import { Link, useLocation, useSearchParams } from 'react-router';
import { useMe } from '../../api';
import { REGISTER_PATH, signInPath, withNext } from '../../routes/nextPath';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { Loading, SuccessBanner } from '../../ui/Status';
import { useAcceptInvitation } from './calls';

/**
 * The page an invitation mail's link opens (issue 18.1). Like the verify-email page, the single-use token is used
 * only when the person presses the button, never by a mail scanner opening the link. Someone signed out signs in,
 * or creates an account, with the invited address and comes back here.
 */
export default function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token') ?? '';
  const me = useMe();
  const accept = useAcceptInvitation();
  const here = `${location.pathname}${location.search}`;

  return (
    <div className="narrow">
      <PageHeading>Join the council</PageHeading>
      {me.isPending ? <Loading>Loading…</Loading> : null}
      {me.data === null ? (
        <p>
          <Link to={signInPath(here)}>Sign in</Link> with the email address the invitation was sent to, or{' '}
          <Link to={withNext(REGISTER_PATH, here)}>create an account</Link> with it, then come back to this page.
        </p>
      ) : null}
      {me.data && accept.isSuccess ? (
        <>
          <SuccessBanner title="You have joined the council">
            You are now {accept.data.membership.role === 'admin' ? 'an admin' : 'an officer'} of the council.
          </SuccessBanner>
          <p>
            <Link to="/">Continue</Link>
          </p>
        </>
      ) : null}
      {me.data && !accept.isSuccess ? (
        <>
          {accept.isError ? (
            <div className="problem" role="alert">
              <p>{accept.error.message}</p>
            </div>
          ) : null}
          <p>You are signed in as {me.data.email}.</p>
          <Button
            onClick={() => {
              accept.mutate(token);
            }}
            pending={accept.isPending}
            disabled={!token}
          >
            Join the council
          </Button>
        </>
      ) : null}
    </div>
  );
}
