import { PASSWORD_MIN_LENGTH } from '@consent/domain';
import type { ComponentPropsWithRef } from 'react';
import { TextField } from '../../ui/Field';

type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'autoComplete'> & {
  id: string;
  label: string;
  error?: string;
};

/** The password the user has now (sign in, change password): the browser's password manager fills it. */
export function CurrentPasswordField(props: PasswordFieldProps) {
  return <TextField type="password" autoComplete="current-password" {...props} />;
}

/**
 * A new password (register, reset, change), with the rule the server checks; `then` says what else setting
 * it does, e.g. signing out elsewhere.
 */
export function NewPasswordField({ then, ...props }: PasswordFieldProps & { then: string }) {
  const hint = `Must be at least ${PASSWORD_MIN_LENGTH} characters and hard to guess: a few unrelated words work well. ${then}`;
  return <TextField type="password" autoComplete="new-password" hint={hint} {...props} />;
}
