import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, changePasswordSchema } from '@consent/domain';
import { useChangePassword } from '../../api';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { SuccessBanner } from '../../ui/Status';
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
  const onValid = handleSubmit((values) =>
    change.mutate(values, { onError: showServerError, onSuccess: () => form.reset({ currentPassword: '', newPassword: '' }) }),
  );

  return (
    <form onSubmit={onValid} noValidate aria-labelledby="change-password-title">
      <h2 id="change-password-title">Change your password</h2>
      <ErrorSummary errors={summaryErrors} attempt={attempt} title="There is a problem with your new password" />
      {change.isSuccess ? <SuccessBanner title="Password changed">{change.data.message}</SuccessBanner> : null}
      <TextField
        id="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        id="newPassword"
        label="New password"
        hint={`Must be at least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words work well. Changing it signs you out everywhere else.`}
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Button type="submit" pending={change.isPending}>
        Change password
      </Button>
    </form>
  );
}
