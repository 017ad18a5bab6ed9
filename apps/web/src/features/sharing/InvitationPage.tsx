import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAcceptInvitation, useInvitation, useMe } from '../../api';
import { REGISTER_PATH, SIGN_IN_PATH, withNext } from '../../routes/nextPath';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { Loading } from '../../ui/Status';

const ROLE_WORDS = { editor: 'edit it', viewer: 'view it' } as const;

/**
 * The page an invitation link opens (issue 19.6). It says what the invitation is for; someone signed out signs
 * in or creates an account (and comes back here); someone signed in accepts with a button, so a mail scanner
 * opening the link does not use the single-use token.
 */
export default function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const here = `/invitations/accept?token=${encodeURIComponent(token)}`;
  const invitation = useInvitation(token);
  const me = useMe();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();

  return (
    <div className="narrow">
      <PageHeading>Accept an invitation</PageHeading>
      {invitation.isPending || me.isPending ? <Loading>Loading the invitation…</Loading> : null}
      {invitation.isError ? <Problem message={invitation.error.message} /> : null}
      {invitation.data ? (
        <>
          <p>
            {invitation.data.invitedBy} has invited {invitation.data.email} to {ROLE_WORDS[invitation.data.role]}:
            application {invitation.data.appId}, {invitation.data.typeName} to {invitation.data.councilName}.
          </p>
          {accept.isError ? <Problem message={accept.error.message} /> : null}
          {me.data ? (
            <Button
              pending={accept.isPending}
              onClick={() => {
                accept.mutate(token, { onSuccess: (answer) => void navigate(answer.path) });
              }}
            >
              Accept invitation
            </Button>
          ) : me.isSuccess ? (
            <>
              <p>
                Sign in with {invitation.data.email} to accept it. If you do not have an account yet, create one with
                that email address first.
              </p>
              <p>
                <Link to={withNext(SIGN_IN_PATH, here)}>Sign in</Link> or{' '}
                <Link to={withNext(REGISTER_PATH, here)}>create an account</Link>
              </p>
            </>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div className="problem" role="alert">
      <p>{message}</p>
    </div>
  );
}
