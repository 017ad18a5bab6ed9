import { Link, useSearchParams } from 'react-router';
import { useCloseAccount } from '../../api';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessBanner } from '../../ui/Status';

/**
 * The page a close-your-account link opens (issue 29.5). The account is closed only when the person presses the
 * button (a POST): mail scanners that open links must not close accounts.
 */
export default function CloseAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const close = useCloseAccount();

  return (
    <div className="narrow">
      <PageHeading>Close your account</PageHeading>
      {close.isSuccess ? (
        <>
          <SuccessBanner title={close.data.message} focus>
            You have been signed out everywhere. You can register again with the same email address at any time.
          </SuccessBanner>
          <p>
            <Link to="/register">Register</Link>
          </p>
        </>
      ) : (
        <>
          {close.isError ? (
            <div className="problem" role="alert">
              <p>{close.error.message}</p>
            </div>
          ) : null}
          <p>When you close your account:</p>
          <ul>
            <li>your draft applications and their documents are deleted</li>
            <li>you are removed from applications other people shared with you</li>
            <li>you are signed out everywhere, and your email address can register again</li>
            <li>
              applications you have submitted stay with the council as its records, with the contact details they hold
            </li>
          </ul>
          <p>This cannot be undone.</p>
          <Button
            onClick={() => {
              close.mutate(token);
            }}
            pending={close.isPending}
            disabled={!token}
          >
            Close my account
          </Button>
        </>
      )}
    </div>
  );
}
