import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@consent/domain';
import { useChangePassword } from '../../api';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { SuccessBanner } from '../../ui/Status';
import { CurrentPasswordField, NewPasswordField } from '../auth/PasswordFields';
import { useAuthForm } from '../auth/useAuthForm';

/** Change password: the current one first, the new one strength-checked by the server as at registration. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { form, attempt, summaryErrors, showServerError, handleSubmit } = useAuthForm({
    resolver: zodResolver(changePasswordSchema),
    fields: ['currentPassword', 'newPassword'],
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const onValid = handleSubmit((values) => {
    change.mutate(values, {
      onError: showServerError,
      onSuccess: () => {
        form.reset({ currentPassword: '', newPassword: '' });
      },
    });
  });

  return (
    <form onSubmit={onValid} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change your password</h2>
      <ErrorSummary errors={summaryErrors} attempt={attempt} title="There is a problem with your new password" />
      {change.isSuccess ? <SuccessBanner title="Password changed">{change.data.message}</SuccessBanner> : null}
      <CurrentPasswordField
        id="currentPassword"
        label="Current password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordField
        id="newPassword"
        label="New password"
        then="Changing it signs you out everywhere else."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Button type="submit" pending={change.isPending}>
        Change password
      </Button>
    </form>
  );
}
