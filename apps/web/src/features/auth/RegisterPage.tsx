import { Link, useSearchParams } from 'react-router';
import { useRegister } from '../../api';
import { SIGN_IN_PATH, withNext } from '../../routes/nextPath';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { PageHeading } from '../../ui/PageHeading';
import { EmailField } from './EmailField';
import { NewPasswordField } from './PasswordFields';
import { registerResolver } from './resolvers';
import { useAuthForm } from './useAuthForm';

export default function RegisterPage() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const createAccount = useRegister();
  const { form, attempt, summaryErrors, showServerError, handleSubmit } = useAuthForm({
    resolver: registerResolver,
    fields: ['fullName', 'email', 'password'],
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onValid = handleSubmit((values) => {
    createAccount.mutate(values, { onError: showServerError });
  });

  // The same answer whether or not the address already has an account (docs/decisions/0013-registration-answers-the-same.md).
  if (createAccount.isSuccess) {
    return (
      <div className="narrow">
        <PageHeading>Check your email</PageHeading>
        <p role="status">{createAccount.data}</p>
        <p>
          Open the link in the email to confirm your address. You can sign in and start an application before you do;
          you need to confirm it before you submit.
        </p>
        <p>
          <Link to={withNext(SIGN_IN_PATH, next)}>Sign in</Link>
        </p>
      </div>
    );
  }

  return (
    <div className="narrow">
      <ErrorSummary errors={summaryErrors} attempt={attempt} />
      <PageHeading>Create an account</PageHeading>
      <p>You need an account to apply to a council online and to come back to your applications later.</p>
      <form onSubmit={onValid} onFocus={registerResolver.preload} noValidate>
        <TextField
          id="fullName"
          label="Full name"
          autoComplete="name"
          spellCheck={false}
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <NewPasswordField
          id="password"
          label="Create a password"
          then="Not your name or email address."
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" pending={createAccount.isPending}>
          Create account
        </Button>
      </form>
      <p>
        Already have an account? <Link to={withNext(SIGN_IN_PATH, next)}>Sign in</Link>.
      </p>
    </div>
  );
}
