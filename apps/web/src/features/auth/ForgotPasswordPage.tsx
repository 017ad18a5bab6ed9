import { Link } from 'react-router';
import { useRequestPasswordReset } from '../../api';
import { SIGN_IN_PATH } from '../../routes/nextPath';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessBanner } from '../../ui/Status';
import { EmailField } from './EmailField';
import { forgotPasswordResolver } from './resolvers';
import { useAuthForm } from './useAuthForm';

/** "Forgot your password?": the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const requestReset = useRequestPasswordReset();
  const { form, attempt, summaryErrors, showServerError, handleSubmit } = useAuthForm({
    resolver: forgotPasswordResolver,
    fields: ['email'],
    defaultValues: { email: '' },
  });
  const onValid = handleSubmit((values) => {
    requestReset.mutate(values, { onError: showServerError });
  });

  return (
    <div className="narrow">
      <ErrorSummary errors={summaryErrors} attempt={attempt} />
      {requestReset.isSuccess ? <SuccessBanner title="Check your email">{requestReset.data}</SuccessBanner> : null}
      <PageHeading>Forgot your password?</PageHeading>
      <p>Enter the email address you use to sign in. We will email you a link to set a new password.</p>
      <form onSubmit={onValid} onFocus={forgotPasswordResolver.preload} noValidate>
        <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
        <Button type="submit" pending={requestReset.isPending}>
          Send the link
        </Button>
      </form>
      <p>
        <Link to={SIGN_IN_PATH}>Back to sign in</Link>
      </p>
    </div>
  );
}
