import { Link, useSearchParams } from 'react-router';
import { useVerifyEmail } from '../../api';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessBanner } from '../../ui/Status';

/**
 * The page a verify-email link opens. The token is used only when the person presses the button: mail
 * scanners that open links must not use up the single-use token.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();

  return (
    <div className="narrow">
      <PageHeading>Confirm your email address</PageHeading>
      {verify.isSuccess ? (
        <>
          <SuccessBanner title={verify.data}>You can now submit your applications.</SuccessBanner>
          <p>
            <Link to="/">Continue to your applications</Link>
          </p>
        </>
      ) : (
        <>
          {verify.isError ? (
            <div className="problem" role="alert">
              <p>{verify.error.message}</p>
            </div>
          ) : null}
          <p>Confirm that this is your email address to finish creating your account.</p>
          <Button
            onClick={() => {
              verify.mutate(token);
            }}
            pending={verify.isPending}
            disabled={!token}
          >
            Confirm my email address
          </Button>
        </>
      )}
    </div>
  );
}
