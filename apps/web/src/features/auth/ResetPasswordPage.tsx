import { Link, useSearchParams } from 'react-router';
import { useResetPassword } from '../../api';
import { SIGN_IN_PATH } from '../../routes/nextPath';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessBanner } from '../../ui/Status';
import { NewPasswordField } from './PasswordFields';
import { resetPasswordResolver } from './resolvers';
import { useAuthForm } from './useAuthForm';

/** The page a password-reset link opens: a new password, checked by the same rules as registration. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const resetPassword = useResetPassword();
  const { form, attempt, summaryErrors, showServerError, handleSubmit } = useAuthForm({
    resolver: resetPasswordResolver,
    fields: ['password'],
    defaultValues: { token: params.get('token') ?? '', password: '' },
  });
  const onValid = handleSubmit((values) => {
    resetPassword.mutate(values, { onError: showServerError });
  });

  if (resetPassword.isSuccess) {
    return (
      <div className="narrow">
        <SuccessBanner title="Password changed">{resetPassword.data}</SuccessBanner>
        <PageHeading>Set a new password</PageHeading>
        <p>
          <Link to={SIGN_IN_PATH}>Sign in</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="narrow">
      <ErrorSummary errors={summaryErrors} attempt={attempt} />
      <PageHeading>Set a new password</PageHeading>
      <form onSubmit={onValid} onFocus={resetPasswordResolver.preload} noValidate>
        <NewPasswordField
          id="password"
          label="New password"
          then="Setting it signs you out everywhere else."
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" pending={resetPassword.isPending}>
          Set new password
        </Button>
      </form>
      <p>
        <Link to="/forgot-password">Ask for a new link</Link>
      </p>
    </div>
  );
}
