import type { InviteCollaboratorInput } from '@consent/domain';
import { useInvite } from '../../api';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { RadioGroup } from '../../ui/RadioGroup';
import { SuccessBanner } from '../../ui/Status';
import { useAuthForm } from '../auth/useAuthForm';
import { inviteResolver } from './resolvers';

/** The owner invites someone by email as an editor or a viewer; the server mails them a single-use link. */
export function InviteForm({ appId }: { appId: number }) {
  const invite = useInvite(appId);
  const { form, attempt, summaryErrors, showServerError, handleSubmit } = useAuthForm<
    { email: string; role: string },
    InviteCollaboratorInput
  >({
    resolver: inviteResolver as never,
    fields: ['email', 'role'],
    defaultValues: { email: '', role: '' },
  });
  const { errors } = form.formState;
  const onValid = handleSubmit((values) => {
    invite.mutate(values, {
      onError: showServerError,
      onSuccess: () => {
        form.reset({ email: '', role: '' });
      },
    });
  });

  return (
    <form onSubmit={onValid} onFocus={inviteResolver.preload} noValidate aria-labelledby="invite-heading">
      <h3 id="invite-heading">Invite someone to this application</h3>
      <ErrorSummary
        errors={summaryErrors.map((e) =>
          e.fieldId === 'email'
            ? { ...e, fieldId: 'invite-email' }
            : e.fieldId === 'role'
              ? { ...e, fieldId: 'invite-role' }
              : e,
        )}
        attempt={attempt}
      />
      {invite.isSuccess ? <SuccessBanner title="Invitation sent">{invite.data.message}</SuccessBanner> : null}
      <TextField
        id="invite-email"
        label="Their email address"
        hint="For example, your designer or builder. We will email them a link to accept."
        type="email"
        autoComplete="off"
        spellCheck={false}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <RadioGroup
        id="invite-role"
        legend="What can they do?"
        error={errors.role?.message}
        input={form.register('role')}
        options={[
          { value: 'editor', label: 'Edit', hint: 'Fill in pages and upload documents. Only you can submit.' },
          { value: 'viewer', label: 'View only', hint: 'Read the application and download its PDF.' },
        ]}
      />
      <Button type="submit" pending={invite.isPending}>
        Send invitation
      </Button>
    </form>
  );
}
