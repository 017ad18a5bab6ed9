import { productMessages } from '@consent/domain';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLogin } from '../../api';
import { REGISTER_PATH, safeNextPath, withNext } from '../../routes/nextPath';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessBanner } from '../../ui/Status';
import { EmailField } from './EmailField';
import { CurrentPasswordField } from './PasswordFields';
import { signInResolver } from './resolvers';
import { useAuthForm } from './useAuthForm';

export default function SignInPage() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const signedOut = (useLocation().state as { signedOut?: boolean } | null)?.signedOut === true;
  const navigate = useNavigate();
  const login = useLogin();
  const { form, attempt, summaryErrors, showServerError, handleSubmit } = useAuthForm({
    resolver: signInResolver,
    fields: ['email', 'password'],
    defaultValues: { email: '', password: '' },
    // Which of the two was wrong is not said (it would tell an attacker the email exists).
    fieldForStatus: { 401: 'email' },
  });
  const { errors } = form.formState;

  const onValid = handleSubmit((values) => {
    login.mutate(values, {
      // Council staff work in their council's workspace: it is where signing in takes them, unless they were on
      // their way somewhere else. The header links both ways for staff who also apply themselves.
      onSuccess: (user) =>
        void navigate(next || !user.councils.length ? safeNextPath(next) : '/council', { replace: true }),
      onError: showServerError,
    });
  });

  return (
    <div className="narrow">
      <ErrorSummary errors={summaryErrors} attempt={attempt} />
      {signedOut && !summaryErrors.length ? (
        <SuccessBanner title="Signed out">
          You have signed out. Sign in again to carry on with your applications.
        </SuccessBanner>
      ) : null}
      <PageHeading>Sign in</PageHeading>
      {next && !signedOut ? <p className="inset">{productMessages.signInRequired}</p> : null}
      <form onSubmit={onValid} onFocus={signInResolver.preload} noValidate>
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <CurrentPasswordField
          id="password"
          label="Password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" pending={login.isPending}>
          Sign in
        </Button>
      </form>
      <p>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <h2 className="heading-m">New to this service?</h2>
      <p>
        <Link to={withNext(REGISTER_PATH, next)}>Create an account</Link> to apply to your council online.
      </p>
    </div>
  );
}
