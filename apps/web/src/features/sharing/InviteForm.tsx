import { messages } from '@consent/domain';
import { useState, type SubmitEvent } from 'react';
import { useInvite, type ApiError } from '../../api';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { TextField } from '../../ui/Field';
import { RadioGroup } from '../../ui/RadioGroup';
import { SuccessBanner } from '../../ui/Status';
import type { InviteField } from './inviteSchema';

/**
 * The invitation's check (zod and the domain's schema), loaded at the first focus in the form or the first submit, so
 * the application's page draws without zod or a form library (ADR 0095). A failed load is tried again next time.
 */
let checks: Promise<typeof import('./inviteSchema')> | undefined;
const loadChecks = () =>
  (checks ??= import('./inviteSchema').catch((error: unknown) => {
    checks = undefined;
    throw error;
  }));

/** The field ids the error summary links to. */
const FIELD_IDS: Record<InviteField, string> = { email: 'invite-email', role: 'invite-role' };

/** The owner invites someone by email as an editor or a viewer; the server mails them a single-use link. */
export function InviteForm({ appId }: { appId: number }) {
  const invite = useInvite(appId);
  const [attempt, setAttempt] = useState(0);
  const [problems, setProblems] = useState<Partial<Record<InviteField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  function refused(next: Partial<Record<InviteField, string>>, message: string | null = null) {
    setProblems(next);
    setFormError(message);
    setAttempt((n) => n + 1);
  }

  /** The server names the field each problem is about; anything else is shown above the fields. */
  function showServerError(error: ApiError) {
    const named: Partial<Record<InviteField, string>> = {};
    for (const { field, message } of error.details) if (field === 'email' || field === 'role') named[field] ??= message;
    if (Object.keys(named).length) refused(named);
    else refused({}, error.message);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
    const values = { email: text(data.get('email')), role: text(data.get('role')) };
    let checked: ReturnType<(typeof import('./inviteSchema'))['checkInvite']>;
    try {
      checked = (await loadChecks()).checkInvite(values);
    } catch {
      refused({}, messages.networkRequestFailed);
      return;
    }
    if (!checked.ok) {
      refused(checked.problems);
      return;
    }
    setProblems({});
    setFormError(null);
    invite.mutate(checked.invitation, {
      onError: showServerError,
      onSuccess: () => {
        form.reset();
      },
    });
  }

  const summaryErrors = [
    ...(['email', 'role'] as const).flatMap((field) => {
      const message = problems[field];
      return message ? [{ fieldId: FIELD_IDS[field], message }] : [];
    }),
    ...(formError ? [{ message: formError }] : []),
  ];

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadChecks().catch(() => {})}
      noValidate
      aria-labelledby="invite-heading"
    >
      <h3 id="invite-heading">Invite someone to this application</h3>
      <ErrorSummary errors={summaryErrors} attempt={attempt} />
      {invite.isSuccess ? <SuccessBanner title="Invitation sent">{invite.data.message}</SuccessBanner> : null}
      <TextField
        id="invite-email"
        name="email"
        label="Their email address"
        hint="For example, your designer or builder. We will email them a link to accept."
        type="email"
        autoComplete="off"
        spellCheck={false}
        error={problems.email}
      />
      <RadioGroup
        id="invite-role"
        legend="What can they do?"
        error={problems.role}
        input={{ name: 'role', onChange: async () => {}, onBlur: async () => {}, ref: () => {} }}
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
