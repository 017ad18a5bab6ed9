import type { ComponentProps } from 'react';
import { TextField } from '../../ui/Field';

/** The email address field of the sign-in, register and forgot-password forms: one label, one autocomplete. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'id' | 'label' | 'type'>) {
  return <TextField id="email" label="Email address" type="email" autoComplete="email" spellCheck={false} {...props} />;
}
