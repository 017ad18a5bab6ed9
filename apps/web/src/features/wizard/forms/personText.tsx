import type { PersonDetail, YesNo } from '@consent/domain';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../ui/Field';
import { fieldId } from '../../../forms/formRegistry';

/** The owner's or agent's form's values: their details, and the agent's "Need Agent". */
export type PersonValues = PersonDetail & { needagent: YesNo };

/** A text field of a person's details, registered with the form and showing its problem, named under `formId`. */
export function personTextField(rhf: UseFormReturn<PersonValues>, formId: string) {
  return (name: keyof PersonDetail, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={fieldId(formId, name)}
      label={label}
      error={rhf.formState.errors[name]?.message}
      {...extra}
      {...rhf.register(name as never)}
    />
  );
}
